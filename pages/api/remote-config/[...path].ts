import type { NextApiRequest, NextApiResponse } from 'next';

import { EMBEDDED_REMOTE_CONFIG_BASE } from '@/lib/remote-config';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { closesConnection, discardBody, readJsonBody } from '@/server/http/body';
import { setNoStore } from '@/server/http/headers';
import { HttpError } from '@/server/http/httpError';
import { answerHost } from '@/server/http/siteOrigin';
import { FETCH_FORBIDDEN_METHODS } from '@/server/http/sitePaths';
import { handleRemoteConfigRequest } from '@/embedded/remote-config/remoteConfigService';

/** `/remote-config/<path>` (or its API route `/api/remote-config/<path>`) → `/<path>`. */
const MOUNT = new RegExp(`^(?:/api)?${EMBEDDED_REMOTE_CONFIG_BASE}(?=/|$)`);

/** A fetch request is a few hundred bytes. */
const MAX_BODY_BYTES = 8 * 1024;

/**
 * The embedded remote-config service over HTTP at /remote-config/* (docs/architecture.md,
 * "Remote feature flags"): `POST /remote-config/v1/projects/{project}/namespaces/{ns}:fetch`.
 * The route reads the body (at most 8 kB, within BODY_TIMEOUT_MS: 413 and 408 close the
 * connection) and relays the service's answer; every error is JSON `{ error }` (TRACE and TRACK a
 * 405 with `Allow: POST` whatever the path).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  setNoStore(res);
  if (answerHost(req, res)) return;
  const method = (req.method ?? 'GET').toUpperCase();
  if (FETCH_FORBIDDEN_METHODS.has(method)) {
    if (!(await discardBody(req))) res.setHeader('Connection', 'close');
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: `Method ${method} not allowed` });
    return;
  }
  let body: unknown;
  try {
    body = method === 'POST' ? await readJsonBody(req, MAX_BODY_BYTES) : undefined;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    if (closesConnection(err.status)) res.setHeader('Connection', 'close');
    res.status(err.status).json({ error: err.message });
    return;
  }
  const url = new URL(req.url ?? '/', 'http://remote-config.invalid');
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const answer = await handleRemoteConfigRequest(await getDb(), getConfig().settings, {
    method,
    path: url.pathname.replace(MOUNT, '') || '/',
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  // Written out, not through res.json: Next would answer a bare 304 to `If-None-Match: *` (which
  // Firebase clients send) once an ETag is set; the contract answers NO_CHANGE in the body instead.
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.statusCode = answer.status;
  res.end(JSON.stringify(answer.body));
}

export const config = { api: { bodyParser: false } };
