import type { NextApiRequest, NextApiResponse } from 'next';

import { ProviderHttpError } from '@/lib/provider';

import { createServerProviderClient } from './client';

interface ProxyRule {
  method: 'GET' | 'POST';
  pattern: RegExp;
}

/** A trailing run of `/name=value` path-parameter segments. */
const PATH_PARAMS = '(?:/[A-Za-z0-9_.~-]+=[^/]*)*';

/**
 * The provider calls the browser may make through the proxy (spec 000 §7, spec 001 §7). Anything
 * else answers 404: the proxy signs only what the product needs, so it cannot be used as a general
 * signing oracle for the provider account.
 */
export const proxyAllowlist: readonly ProxyRule[] = [
  { method: 'GET', pattern: /^\/data\/locations\/v3\/location$/ },
  { method: 'GET', pattern: /^\/api\/loc\/v3\/city\/ipaddress\/me$/ },
  { method: 'GET', pattern: new RegExp(`^/api/push/v1/notifications/status${PATH_PARAMS}$`) },
  { method: 'POST', pattern: /^\/clog\/v1\/submit$/ },
  { method: 'GET', pattern: /^\/api\/ads\/targeting\/v1\/parameters$/ },
  { method: 'GET', pattern: /^\/api\/legal\/policies\/v1(?:\/current)?$/ },
  { method: 'GET', pattern: /^\/api\/legal\/compliance\/v3$/ },
  // Weather reads for client-side refreshes (pages render them server-side first).
  { method: 'GET', pattern: /^\/data\/weather\/v1\/(?:current|hourly|daily)$/ },
  { method: 'GET', pattern: /^\/data\/alerts\/v1\/active$/ },
  { method: 'GET', pattern: /^\/data\/airquality\/v1\/current$/ },
  {
    method: 'GET',
    pattern: new RegExp(
      `^/data/hurricanes/v1/(?:active|active/name=[^/]+|outlook/basin=[a-z]{2})$`,
    ),
  },
];

/** True when the method and provider path are on the allowlist. */
export function isProxyAllowed(method: string, path: string): boolean {
  return proxyAllowlist.some(
    (rule) => rule.method === method.toUpperCase() && rule.pattern.test(path),
  );
}

/** The provider path of a proxy URL (`/web2/api/pulse/<path>` or `/api/web2/pulse/<path>`), still encoded. */
export function proxiedPath(url: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  const match = /^\/(?:web2\/api|api\/web2)\/pulse(\/.*)$/.exec(pathname);
  if (!match?.[1] || match[1].includes('..')) return null;
  return match[1];
}

function clientIp(req: NextApiRequest): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || '';
}

/** Forwards an allowed call to the provider, signed on the server, and relays the answer. */
export async function handleProxyRequest(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const path = proxiedPath(req.url ?? '');
  if (!path || !isProxyAllowed(method, path)) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  const url = new URL(req.url ?? '/', 'http://proxy.invalid');
  const params: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (!['authid', 'timestamp', 'hash'].includes(name)) params[name] = value;
  }
  const auth = req.headers.authorization;
  const headers: Record<string, string> = { 'X-Forwarded-For': clientIp(req) };
  const rid = req.headers['x-rid'];
  if (typeof rid === 'string' && /^[\w-]{1,64}$/.test(rid)) headers['X-RID'] = rid;
  if (req.headers['user-agent']) headers['User-Agent'] = req.headers['user-agent'];
  if (typeof req.headers['accept-language'] === 'string')
    headers['Accept-Language'] = req.headers['accept-language'];
  try {
    const answer = await createServerProviderClient().request({
      method: method as 'GET' | 'POST',
      path,
      params,
      data: method === 'POST' ? (req.body ?? {}) : undefined,
      emToken: auth?.startsWith('Bearer ') ? auth.slice(7) : undefined,
      headers,
    });
    res.status(answer.status).json(answer.data);
  } catch (err) {
    if (err instanceof ProviderHttpError && err.status !== null) {
      res.status(err.status).json(err.data ?? { error: err.message });
      return;
    }
    console.error('provider proxy:', err);
    res.status(502).json({ error: 'Provider unavailable' });
  }
}
