import type { ServerResponse } from 'node:http';

/**
 * Header names the server reads or sets, in one place. Lower case, as Node's `req.headers` keys
 * them (HTTP header names are case-insensitive, so they serve outgoing requests as well).
 */
export const FORWARDED_FOR = 'x-forwarded-for';
export const FORWARDED_HOST = 'x-forwarded-host';
export const FORWARDED_PROTO = 'x-forwarded-proto';
/** The request id every provider call carries (docs/provider-api.md). */
export const REQUEST_ID = 'x-rid';
/** The per-request CSP nonce proxy.ts hands to the renderer. */
export const NONCE = 'x-nonce';

/**
 * Say a request is fetched ahead of a visit, not a visit: a browser's prefetch sends
 * `Sec-Purpose: prefetch`, and the site's service worker sends `Purpose: prefetch` when it fetches
 * a favourite's page to keep for offline reading (public/sw.js).
 */
export const SEC_PURPOSE = 'sec-purpose';
export const PURPOSE = 'purpose';

/** Whether a request is a prefetch (see `PURPOSE`): it shows a page, it is not a visit to it. */
export function isPrefetch(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): boolean {
  return [headers[SEC_PURPOSE], headers[PURPOSE]].some((value) =>
    (Array.isArray(value) ? value.join(',') : (value ?? '')).split(/[;,\s]+/).includes('prefetch'),
  );
}

/** `Cache-Control` of every answer that depends on the visitor or must not be stored. */
export const NO_STORE = 'no-store';

/** Marks an answer as not storable by browsers and shared caches. */
export function setNoStore(res: Pick<ServerResponse, 'setHeader'>): void {
  res.setHeader('Cache-Control', NO_STORE);
}

/**
 * The first address of an X-Forwarded-For value, or ''. Only for a value whose sender is trusted
 * to name the visitor (the provider contract's signed callers); a request's own client address is
 * `clientAddress` (src/server/http/forwarded.ts), which believes the header only from TRUST_PROXY.
 */
export function firstForwardedAddress(value: string | readonly string[] | undefined): string {
  const first = typeof value === 'string' ? value : value?.[0];
  return first?.split(',')[0]?.trim() ?? '';
}
