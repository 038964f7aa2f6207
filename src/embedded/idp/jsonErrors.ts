import type { IncomingMessage, ServerResponse } from 'node:http';

import type { KoaContextWithOIDC } from 'oidc-provider';

import { closesConnection, discardBody, requestHasBody } from '@/server/http/body';
import { setNoStore } from '@/server/http/headers';

/**
 * Answers an error of the identity provider's own routes (form posts, refused methods, bodies) as
 * every API of the site does: JSON `{ error }`, not stored. A body the answer leaves unread is read
 * and dropped first (`discardBody`), so a client still sending reads the answer; after a 408 or 413,
 * or a body too large to drain, the connection closes.
 */
export async function answerIdpError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Promise<void> {
  if (res.headersSent) return;
  if (closesConnection(status) || (requestHasBody(req) && !(await discardBody(req))))
    res.setHeader('Connection', 'close');
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  setNoStore(res);
  res.end(JSON.stringify({ error }));
}

/** The message of an error status Koa answers by itself (an unknown path, a thrown HttpError). */
const MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body too large',
  415: 'Unsupported content type',
};

/**
 * oidc-provider's Koa middleware that makes the errors Koa answers by itself JSON `{ error }`:
 * a path no endpoint serves (Koa's plain-text 404) and an error no endpoint's own handler caught
 * (Koa's plain-text status line; a 5xx is logged and its detail kept back). The endpoints' own
 * errors are OAuth JSON already, or the error page for a browser (`renderError`).
 */
export async function jsonKoaErrors(ctx: KoaContextWithOIDC, next: () => Promise<unknown>) {
  try {
    await next();
  } catch (err) {
    const e = err as {
      status?: unknown;
      statusCode?: unknown;
      expose?: unknown;
      message?: unknown;
    };
    const raw = Number(e.status ?? e.statusCode);
    const status = raw >= 400 && raw <= 599 ? raw : 500;
    if (status >= 500) console.error('identity provider error', err);
    const message =
      status < 500 && e.expose === true && typeof e.message === 'string' && e.message
        ? e.message
        : (MESSAGES[status] ?? 'Internal server error');
    ctx.body = { error: message };
    ctx.status = status;
    return;
  }
  if (ctx.status === 404 && ctx.body == null) {
    ctx.body = { error: MESSAGES[404] };
    ctx.status = 404;
  }
}
