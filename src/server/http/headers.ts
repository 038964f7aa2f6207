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
