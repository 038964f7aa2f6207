import '@/server/serverOnly';

import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';

import {
  extractPayload,
  ProviderHttpError,
  ProviderResponseError,
  ProviderUnavailableError,
} from '@/lib/provider';
import { relayedProviderAnswer } from '@/server/ads/postalCode';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { assertWithinLimit } from '@/server/rate-limit';
import { clientAddress } from '@/server/http/forwarded';
import { FORWARDED_FOR, REQUEST_ID } from '@/server/http/headers';
import { upstreamBadAnswer, upstreamHttpError } from '@/server/http/httpError';
import { eventSubmitSchema } from '@/lib/provider/eventBatch';

import { createServerProviderClient } from './client';
import { ordinal, SIGNATURE_FIELDS } from './signing';

/** An allowed call: a read, or a write whose body is checked against its schema first. */
type ProxyRule =
  { method: 'GET'; pattern: RegExp } | { method: 'POST'; pattern: RegExp; body: z.ZodType };

/** A trailing run of `/name=value` path-parameter segments. */
const PATH_PARAMS = '(?:/[A-Za-z0-9_.~-]+=[^/]*)*';

/**
 * The provider calls the browser may make through the proxy. Any other path answers 404, and a
 * GET, HEAD or POST on a path it takes with another method 405 with that path's `Allow` (other
 * methods never reach it: the route answers them with its own 405). The proxy signs only what the
 * product needs, so it cannot be used as a general signing oracle for the provider account.
 */
export const proxyAllowlist: readonly ProxyRule[] = [
  { method: 'GET', pattern: /^\/data\/locations\/v3\/location$/ },
  { method: 'GET', pattern: /^\/api\/loc\/v3\/city\/ipaddress\/me$/ },
  { method: 'GET', pattern: new RegExp(`^/api/push/v1/notifications/status${PATH_PARAMS}$`) },
  { method: 'POST', pattern: /^\/clog\/v1\/submit$/, body: eventSubmitSchema },
  { method: 'GET', pattern: /^\/api\/ads\/targeting\/v1\/parameters$/ },
  { method: 'GET', pattern: /^\/api\/legal\/policies\/v1(?:\/current)?$/ },
  { method: 'GET', pattern: /^\/api\/legal\/compliance\/v3$/ },
  // Weather reads for client-side refreshes (pages render them server-side first).
  { method: 'GET', pattern: /^\/data\/weather\/v1\/(?:current|hourly|daily)$/ },
  { method: 'GET', pattern: /^\/data\/alerts\/v1\/active$/ },
  { method: 'GET', pattern: /^\/data\/airquality\/v1\/(?:current|hourly)$/ },
  // Forecast-page reads: pollen, UV, sun and moon, snow, weather at nearby airports.
  { method: 'GET', pattern: /^\/data\/(?:pollen|uv|snow)\/v1\/forecast$/ },
  { method: 'GET', pattern: /^\/data\/almanac\/v1\/daily$/ },
  { method: 'GET', pattern: /^\/data\/airports\/v1\/conditions$/ },
  {
    method: 'GET',
    pattern: new RegExp(
      `^/data/hurricanes/v1/(?:active|(?:active|gis|advisory)/name=[^/]+|outlook/basin=[a-z]{2})$`,
    ),
  },
];

/** A proxied read whose answer is the same for every visitor asking it (see `sharedReadKey`). */
interface SharedRead {
  pattern: RegExp;
  ttlMs: number;
  /** The answer depends on the visitor's address (the provider locates it): keyed per address. */
  perAddress?: boolean;
}

/**
 * Proxied reads the server cache keeps (docs/provider-api.md, "Caching"). Their answers depend
 * only on the path and query (and, for compliance, on the visitor's address, which the provider
 * maps to a privacy regime), never on the device, so one answer serves every visitor asking the same.
 */
export const sharedProxyReads: readonly SharedRead[] = [
  { pattern: /^\/data\/locations\/v3\/location$/, ttlMs: CACHE_TTL_MS.locationSearch },
  {
    pattern: /^\/data\/weather\/v1\/(?:current|hourly|daily)$/,
    ttlMs: CACHE_TTL_MS.proxiedWeather,
  },
  { pattern: /^\/api\/legal\/compliance\/v3$/, ttlMs: CACHE_TTL_MS.compliance, perAddress: true },
];

/** Query parameters that name the visitor's device and never change a shared answer. */
const DEVICE_PARAMS: ReadonlySet<string> = new Set(['deviceId']);

/**
 * The cache key and lifetime of a proxied call, or null when it is not a shared read: only GETs on
 * `sharedProxyReads`, without a bearer token (an answer for a signed-in caller is never shared).
 */
export function sharedReadKey(
  method: string,
  path: string,
  params: Readonly<Record<string, string>>,
  visitor: { address: string; bearer: boolean },
): { key: string; ttlMs: number } | null {
  if (method !== 'GET' || visitor.bearer) return null;
  const read = sharedProxyReads.find((r) => r.pattern.test(path));
  if (!read) return null;
  const query = Object.entries(params)
    .filter(([name]) => !DEVICE_PARAMS.has(name))
    .sort(([a], [b]) => ordinal(a, b));
  const address = read.perAddress ? `@${visitor.address}` : '';
  return { key: `proxy:${path}${address}?${new URLSearchParams(query)}`, ttlMs: read.ttlMs };
}

/** The allowlist's rule for a method and provider path, if any. */
function proxyRule(method: string, path: string): ProxyRule | undefined {
  return proxyAllowlist.find(
    (rule) => rule.method === method.toUpperCase() && rule.pattern.test(path),
  );
}

/**
 * The methods the allowlist takes on a provider path, HEAD beside GET (a HEAD is a GET whose body
 * is left out), in `Allow`'s form; empty when the path is not on it.
 */
export function proxyMethods(path: string): string[] {
  return proxyAllowlist
    .filter((rule) => rule.pattern.test(path))
    .flatMap((rule) => (rule.method === 'GET' ? ['GET', 'HEAD'] : [rule.method]));
}

/** True when the method and provider path are on the allowlist. */
export function isProxyAllowed(method: string, path: string): boolean {
  return proxyRule(method, path) !== undefined;
}

/** The provider path of a proxy URL (`/web2/api/pulse/<path>` or `/api/web2/pulse/<path>`), still encoded. */
export function proxiedPath(url: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  const match = /^\/(?:web2\/api|api\/web2)\/pulse(\/.*)$/.exec(pathname);
  if (!match?.[1] || match[1].includes('..')) return null;
  return match[1];
}

/** True for a parsed JSON object or list (what every provider answer is), not a bare string. */
function isJsonDocument(data: unknown): boolean {
  return typeof data === 'object' && data !== null;
}

/** A location search's payload is a list (or null for none): another shape is a bad answer. */
const LOCATION_SEARCH = /^\/data\/locations\/v3\/location$/;

/** True when a relayed success has the shape its path promises, as far as the proxy checks. */
function isWellFormed(path: string, data: unknown): boolean {
  if (!isJsonDocument(data)) return false;
  if (!LOCATION_SEARCH.test(path)) return true;
  const payload = extractPayload(data);
  return payload === null || Array.isArray(payload);
}

/**
 * Forwards an allowed call to the provider, signed on the server, and relays the answer. A write's
 * body must pass its rule's schema (`@/lib/provider/eventBatch`, the provider contract), else 400 before anything is sent; a
 * provider that does not answer within the request's upstream budget (or refuses) is a 503 with
 * Retry-After, one that answers 5xx a 502. Shared
 * reads (`sharedProxyReads`) are answered from the server cache when another visitor asked the
 * same within their lifetime; only 200 answers are kept.
 */
export async function handleProxyRequest(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const asked = (req.method ?? 'GET').toUpperCase();
  // A HEAD is forwarded as the GET it stands for; Node leaves the answer's body out.
  const method = asked === 'HEAD' ? 'GET' : asked;
  const path = proxiedPath(req.url ?? '');
  const rule = path ? proxyRule(method, path) : undefined;
  if (!path || !rule) {
    const allowed = path ? proxyMethods(path) : [];
    if (allowed.length === 0) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    // A path the proxy takes, asked with another method: what it takes there.
    res.setHeader('Allow', allowed.join(', '));
    res.status(405).json({ error: `Method ${asked} not allowed` });
    return;
  }
  // A write's body is checked before it is signed (a ZodError: apiHandler's 400 naming the field).
  const data = rule.method === 'POST' ? rule.body.parse(req.body) : undefined;
  // The search box's searches count against the client's `search` limit (429 with Retry-After).
  if (LOCATION_SEARCH.test(path)) await assertWithinLimit('search', req);
  const url = new URL(req.url ?? '/', 'http://proxy.invalid');
  const params: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (!(SIGNATURE_FIELDS as readonly string[]).includes(name)) params[name] = value;
  }
  const auth = req.headers.authorization;
  const emToken = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
  // The visitor as TRUST_PROXY allows (never an X-Forwarded-For the visitor wrote itself).
  const address = clientAddress(req);
  const headers: Record<string, string> = { [FORWARDED_FOR]: address };
  const rid = req.headers[REQUEST_ID];
  // Spelled as the provider client spells it, so the caller's id replaces the one it would make.
  if (typeof rid === 'string' && /^[\w-]{1,64}$/.test(rid)) headers['X-RID'] = rid;
  if (req.headers['user-agent']) headers['User-Agent'] = req.headers['user-agent'];
  if (typeof req.headers['accept-language'] === 'string')
    headers['Accept-Language'] = req.headers['accept-language'];
  // The visitor's privacy signals reach the provider, whose ad targeting honours them.
  if (req.headers.dnt === '1') headers.DNT = '1';
  if (req.headers['sec-gpc'] === '1') headers['Sec-GPC'] = '1';
  const forward = () =>
    createServerProviderClient().request({
      method: method as 'GET' | 'POST',
      path,
      params,
      data,
      emToken,
      headers,
    });
  const bearer = Boolean(emToken || params.emToken);
  const shared = sharedReadKey(method, path, params, { address, bearer });
  try {
    const answer = shared
      ? await getServerCache().read({
          ...shared,
          load: forward,
          keep: (a) => a.status === 200 && isWellFormed(path, a.data),
        })
      : await forward();
    // A success that is not a JSON document (HTML, a body that did not parse), or a search that
    // is not a list, is a bad answer: relaying it would hand the browser garbage with a 200.
    if (answer.status < 300 && !isWellFormed(path, answer.data)) {
      throw new ProviderResponseError('read', answer.data);
    }
    res.status(answer.status).json(relayedProviderAnswer(path, params, answer.data));
  } catch (err) {
    // The provider's verdict on the call itself (a 4xx) is relayed as it gave it.
    if (
      err instanceof ProviderHttpError &&
      !(err instanceof ProviderUnavailableError) &&
      err.status !== null
    ) {
      res.status(err.status).json(err.data ?? { error: err.message });
      return;
    }
    // No answer within the budget, or a refused connection: 503 with Retry-After; a 5xx or any
    // other failure: 502.
    const answer = upstreamHttpError(err) ?? upstreamBadAnswer(err);
    console.error('provider proxy:', answer.status, (err as Error).message);
    if (answer.retryAfterSeconds !== undefined)
      res.setHeader('Retry-After', String(answer.retryAfterSeconds));
    res.status(answer.status).json({ error: answer.message });
  }
}
