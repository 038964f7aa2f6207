import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

import type Provider from 'oidc-provider';

import { discardBody, readRawBody, requestHasBody } from '@/server/http/body';
import { HttpError } from '@/server/http/httpError';
import { requestHostAnswer, siteOrigin } from '@/server/http/siteOrigin';
import { FETCH_FORBIDDEN_METHODS } from '@/server/http/sitePaths';
import { refuseWhenOverLimit } from '@/server/rate-limit';

import { handleInteractionPost, matchInteractionPost } from './interactions.handler';
import { answerIdpError } from './jsonErrors';
import { asSiteRequest, getIdentityProvider, IDP_MOUNT, isEmbeddedIdpEnabled } from './provider';

/** The methods the identity provider's endpoints answer (OPTIONS aside, its CORS preflights). */
export const IDP_METHODS = 'GET, HEAD, POST';

/** Largest body an endpoint of oidc-provider reads (its own limit, 56 kB). */
export const MAX_IDP_BODY_BYTES = 56 * 1024;

/**
 * The request as oidc-provider reads it once its body is here: the same head (method, URL,
 * headers, socket), the body replayed from the bytes read. oidc-provider reads bodies itself with
 * no time limit, so `handleIdpRequest` reads them first with the site's (`readRawBody`).
 */
function withBodyRead(req: IncomingMessage, body: Buffer): IncomingMessage {
  return Object.assign(Readable.from(body.length > 0 ? [body] : []), {
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    originalUrl: (req as IncomingMessage & { originalUrl?: string }).originalUrl,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
  }) as unknown as IncomingMessage;
}

/** The request path relative to the identity provider's mount (`/api/idp/x` and `/idp/x` give `/x`). */
export function stripIdpPrefix(url: string): string {
  for (const prefix of [`/api${IDP_MOUNT}`, IDP_MOUNT]) {
    if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) {
      const rest = url.slice(prefix.length);
      return rest.startsWith('/') ? rest : `/${rest}`;
    }
  }
  return url;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const callbacks = new WeakMap<Provider, NodeHandler>();

function callbackOf(provider: Provider): NodeHandler {
  let cb = callbacks.get(provider);
  if (!cb) {
    const koa = provider.callback();
    cb = async (req, res) => {
      await koa(req, res);
    };
    callbacks.set(provider, cb);
  }
  return cb;
}

/**
 * Serves every `/idp/*` request: 404 when an external identity provider is configured; 405 for
 * TRACE and TRACK; a Host the site is not refused as on every API route (400, or the canonical
 * 308 for a loopback alias); the sign-in page's form posts; everything else goes to
 * oidc-provider, which must see the path relative to its mount (the issuer `${origin}/idp`
 * carries the prefix; `originalUrl` tells it the mount), with its body already read within the
 * site's limits (at most 56 kB within BODY_TIMEOUT_MS: 413 and 408). Every error of these routes
 * is JSON: oidc-provider's own (OAuth `{ error, error_description }`; its error page only for a
 * browser's page load, see `renderError`) and the site's (`{ error }`).
 */
export async function handleIdpRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (FETCH_FORBIDDEN_METHODS.has(method))
    return answerIdpError(req, res, 405, `Method ${method} not allowed`, { Allow: IDP_METHODS });
  if (!isEmbeddedIdpEnabled()) {
    return answerIdpError(
      req,
      res,
      404,
      'The embedded identity provider is off (OIDC_AUTHORITY is set)',
    );
  }
  const origin = siteOrigin();
  const path = stripIdpPrefix(req.url ?? '/');
  // The host as every API route checks it (proxy.ts does too, for the paths its matcher covers).
  const host = requestHostAnswer(req, undefined, `${IDP_MOUNT}${path}`);
  if (host?.kind === 'redirect') {
    if (requestHasBody(req)) await discardBody(req);
    res.writeHead(host.status, { Location: host.location, 'Cache-Control': 'no-store' }).end();
    return;
  }
  if (host) return answerIdpError(req, res, host.status, host.error);
  const post = matchInteractionPost(req.method, path);
  if (post) {
    // Sign-in and registration attempts are limited per device and address (abort is not).
    if (post.action !== 'abort' && (await refuseWhenOverLimit('signIn', req, res))) return;
    return handleInteractionPost(req, res, origin, post);
  }
  asSiteRequest(req, origin);
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD' && requestHasBody(req)) {
    try {
      body = await readRawBody(req, { limit: MAX_IDP_BODY_BYTES });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return answerIdpError(req, res, err.status, err.message);
    }
  }
  let provider: Provider;
  try {
    provider = await getIdentityProvider(origin);
  } catch (err) {
    console.error('identity provider unavailable', err);
    return answerIdpError(req, res, 503, 'Identity provider unavailable');
  }
  req.url = path;
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${IDP_MOUNT}${path}`;
  await callbackOf(provider)(body === undefined ? req : withBodyRead(req, body), res);
}
