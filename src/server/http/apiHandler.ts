import '@/server/serverOnly';

import type { NextApiRequest, NextApiResponse } from 'next';
import { ZodError } from 'zod';

import { closesConnection, DEFAULT_MAX_BODY_BYTES, discardBody, readJsonBody } from './body';
import { setNoStore } from './headers';
import { databaseHttpError, HttpError, upstreamHttpError } from './httpError';
import { isForeignOrigin } from './origin';
import { answerHost, ownOrigins, requestHostAnswer } from './siteOrigin';
import { withUpstreamBudget } from './upstreamBudget';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods whose request body apiHandler reads (parsed as JSON into `req.body`). */
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Options of a route. Routes built with apiHandler turn Next's body parser off (`export const
 * config = { api: { bodyParser: false } };`, a literal Next reads at build time): apiHandler reads
 * the body itself, so a bad or oversized body is a JSON error like every other.
 */
export interface ApiHandlerOptions {
  /** Largest JSON body accepted, bytes (default 16 KiB); larger is a 413. */
  maxBodyBytes?: number;
}

/** A handler returns the JSON body to send with 200, or undefined when it answered itself. */
export type MethodHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>;

/** Turns a ZodError into one readable line: `field: problem; other: problem`. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/**
 * Wraps per-method handlers into a Next API route: 400 for a malformed Host or one the site is
 * not, a 308 to the canonical origin for a loopback alias (see `hostAnswer`), 405 with `Allow` for other methods, 403 for
 * state-changing calls from a foreign origin, zod errors as 400, HttpError as its status (with
 * Retry-After when it has one), a failed provider call as 502 or 503 (`upstreamHttpError`), a
 * database that cannot be reached as 503 (`databaseHttpError`), and
 * anything else as a logged 500 with a generic message. Every error body is `{ error }`. The
 * handler runs under one upstream budget, so it answers in time even when the provider hangs.
 * The JSON body is read here (413 when larger than `maxBodyBytes`, its rest drained first; 408
 * when it does not arrive within BODY_TIMEOUT_MS; 415 when not JSON; 400 when not parseable or
 * nested deeper than MAX_JSON_DEPTH; see body.ts).
 */
export function apiHandler(
  handlers: Partial<Record<Method, MethodHandler>>,
  options: ApiHandlerOptions = {},
) {
  // HEAD is answered wherever GET is (its handler, without the body), so `Allow` names it too.
  const methods = Object.keys(handlers);
  const allowed = (
    handlers.GET && !methods.includes('HEAD')
      ? methods.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]))
      : methods
  ).join(', ');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const run = handlers[method as Method] ?? (method === 'HEAD' ? handlers.GET : undefined);
    setNoStore(res);
    /**
     * Before an answer that refuses the request unread: its body is read and dropped first (up to
     * DRAIN_MAX_BYTES and DRAIN_TIMEOUT_MS), so a client still sending reads the answer.
     */
    const refuseUnread = async () => {
      if (!(await discardBody(req))) res.setHeader('Connection', 'close');
    };
    if (requestHostAnswer(req)) {
      await refuseUnread();
      answerHost(req, res);
      return;
    }
    // Cross-site writes are refused before anything else looks at them.
    if (isForeignOrigin(method, req.headers, ownOrigins())) {
      await refuseUnread();
      res.status(403).json({ error: 'Cross-origin request refused' });
      return;
    }
    if (!run) {
      await refuseUnread();
      res.setHeader('Allow', allowed);
      res.status(405).json({ error: `Method ${method} not allowed` });
      return;
    }
    try {
      // (A stream already read means a body parser ran before: its req.body stands.)
      if (BODY_METHODS.has(method) && !req.readableEnded)
        req.body = await readJsonBody(req, maxBodyBytes);
      // Every upstream call of this request shares one budget (UPSTREAM_BUDGET_MS).
      const body = await withUpstreamBudget(() => run(req, res));
      if (!res.headersSent) res.status(200).json(body ?? null);
    } catch (err) {
      if (res.headersSent) return;
      const answer =
        err instanceof HttpError ? err : (upstreamHttpError(err) ?? databaseHttpError(err));
      if (err instanceof ZodError) {
        res.status(400).json({ error: describeZodError(err) });
      } else if (answer) {
        if (answer.status >= 500) logServerError(method, req.url, err, answer);
        if (answer.retryAfterSeconds !== undefined)
          res.setHeader('Retry-After', String(answer.retryAfterSeconds));
        // A refused (413) or late (408) body may not have been read to its end: this connection
        // takes no more.
        if (closesConnection(answer.status)) res.setHeader('Connection', 'close');
        res.status(answer.status).json({ error: answer.message });
      } else {
        console.error(err);
        res.status(500).json({ error: 'Internal server error' });
      }
    }
  };
}

/**
 * A 5xx in the log: one line when it is a known outage (the database or an upstream could not be
 * reached or answered badly, thrown as one by the code or recognised here: the operator needs what
 * and where, not a stack per request), the whole error with its stack otherwise.
 */
function logServerError(method: string, url: string | undefined, err: unknown, answer: HttpError) {
  const outage = answer !== err ? err : answer.cause;
  if (outage === undefined && answer.status !== 502 && answer.status !== 503) {
    console.error(err);
    return;
  }
  const path = (url ?? '').split('?')[0];
  const why = outage === undefined ? '' : ` (${describeCause(outage)})`;
  console.error(`${method} ${path}: ${answer.status} ${answer.message}${why}`);
}

/**
 * An outage's cause in a few words: its message, else its code or name; for an AggregateError
 * (a connection refused on every address a host has), the first of its errors.
 */
function describeCause(cause: unknown): string {
  if (cause instanceof AggregateError && cause.errors.length > 0)
    return describeCause(cause.errors[0]);
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as Error & { code?: unknown }).code;
  return cause.message || (typeof code === 'string' ? code : cause.name);
}
