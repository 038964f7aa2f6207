import type { NextApiRequest, NextApiResponse } from 'next';

import { getConfig } from '@/server/config';
import { closesConnection, discardBody, readJsonBody } from '@/server/http/body';
import { forwardedChain } from '@/server/http/forwarded';
import { FORWARDED_FOR, setNoStore } from '@/server/http/headers';
import { HttpError } from '@/server/http/httpError';
import { answerHost } from '@/server/http/siteOrigin';
import { FETCH_FORBIDDEN_METHODS, SITE_PATHS } from '@/server/http/sitePaths';
import { handleProviderRequest } from '@/embedded/provider/dispatch';

/** `/provider/<path>` (or its API route `/api/provider/<path>`) → `/<path>`. */
const MOUNT = new RegExp(`^(?:/api)?${SITE_PATHS.embeddedProvider}`);

/** Largest body a provider call may carry (event logs are the biggest). */
const MAX_BODY_BYTES = 64 * 1024;

/** The methods the provider's paths answer (each path its own; see docs/provider-api.md). */
const PROVIDER_METHODS = 'GET, HEAD, POST';

/**
 * The embedded provider over HTTP at /provider/* (off when PROVIDER_BASE_URL points elsewhere).
 * One of the embedded services' own routes: the product never calls it (it uses the signing client).
 * Every error is JSON `{ error }`, the body is read here (at most 64 kB, within BODY_TIMEOUT_MS:
 * 413 and 408 close the connection), TRACE and TRACK are a 405 before the signature is looked at,
 * and the visitor address the provider sees is the one its signed caller names in X-Forwarded-For
 * (the provider contract), without the hops TRUST_PROXY's proxies added; with none named, the
 * caller itself.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  setNoStore(res);
  if (answerHost(req, res)) return;
  if (!getConfig().embeddedProvider) {
    res.status(404).json({ error: 'The embedded provider is disabled' });
    return;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  if (FETCH_FORBIDDEN_METHODS.has(method)) {
    if (!(await discardBody(req))) res.setHeader('Connection', 'close');
    res.setHeader('Allow', PROVIDER_METHODS);
    res.status(405).json({ error: `Method ${method} not allowed` });
    return;
  }
  let body: unknown;
  try {
    body =
      method === 'GET' || method === 'HEAD' ? undefined : await readJsonBody(req, MAX_BODY_BYTES);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    if (closesConnection(err.status)) res.setHeader('Connection', 'close');
    res.status(err.status).json({ error: err.message });
    return;
  }
  const url = new URL(req.url ?? '/', 'http://provider.invalid');
  const path = url.pathname.replace(MOUNT, '') || '/';
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const { client, claimed } = forwardedChain(req);
  headers[FORWARDED_FOR] = claimed[0] ?? client;
  const answer = await handleProviderRequest({
    method,
    path,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
  res.status(answer.status).json(answer.body);
}

export const config = { api: { bodyParser: false } };
