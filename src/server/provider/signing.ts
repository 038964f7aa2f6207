/**
 * Request signing for the provider API (docs/provider-api.md, "Signing"). Server-only and pure:
 * the clock is injected, nothing here does I/O. The browser never signs.
 *
 *   canonical = METHOD \n path \n timestamp \n name1 \n value1 \n name2 \n value2 ...
 *   hash      = base64( HMAC-SHA256( secret, canonical ) )
 *
 * `path` is relative to the provider base, starts with '/', and already carries the path
 * parameters (`/name=value` segments) exactly as sent. The other query parameters are sorted by
 * name (ordinal, UTF-16 code units) and contribute their decoded name and value.
 */
import '@/server/serverOnly';

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query fields a signed call adds. */
export const SIGNATURE_FIELDS = ['authid', 'timestamp', 'hash'] as const;

/** How far a request's timestamp may be from the verifier's clock. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** What a signature covers. */
export interface SignableRequest {
  method: string;
  path: string;
  /** Query parameters other than the signature fields, decoded. */
  params: Readonly<Record<string, string>>;
}

/** The pair a signer needs. */
export interface SigningKey {
  authId: string;
  secret: string;
}

/** Ordinal comparison (UTF-16 code units), the order of signed parameter names. */
export const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Normalises a provider path: leading '/', no trailing query. */
export function normalisePath(path: string): string {
  const bare = path.split('?')[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The canonical string of a request at a timestamp (Unix seconds). */
export function canonicalRequest(request: SignableRequest, timestamp: number): string {
  const lines = [request.method.toUpperCase(), normalisePath(request.path), String(timestamp)];
  const names = Object.keys(request.params)
    .filter((name) => !(SIGNATURE_FIELDS as readonly string[]).includes(name))
    .sort(ordinal);
  for (const name of names) lines.push(name, request.params[name] ?? '');
  return lines.join('\n');
}

/** base64(HMAC-SHA256(secret, canonical)). */
export function computeHash(secret: string, canonical: string): string {
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('base64');
}

/** The query fields to add to a request: authid, timestamp (Unix seconds) and hash. */
export function signRequest(
  request: SignableRequest,
  key: SigningKey,
  now: () => number = Date.now,
): { authid: string; timestamp: string; hash: string } {
  const timestamp = Math.floor(now() / 1000);
  return {
    authid: key.authId,
    timestamp: String(timestamp),
    hash: computeHash(key.secret, canonicalRequest(request, timestamp)),
  };
}

/** Why a signature was refused, or ok. */
export type VerifyResult = { ok: true } | { ok: false; reason: string };

/**
 * Verifies a signed request whose params still hold authid, timestamp and hash: the auth id must
 * be known, the timestamp within ±5 minutes, and the hash equal (compared in constant time).
 */
export function verifySignedRequest(
  request: SignableRequest,
  key: SigningKey,
  now: () => number = Date.now,
): VerifyResult {
  const { authid, timestamp, hash } = request.params;
  if (!authid || !timestamp || !hash) return { ok: false, reason: 'Missing signature' };
  if (authid !== key.authId) return { ok: false, reason: 'Unknown authid' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'Invalid timestamp' };
  const skew = Math.abs(Math.floor(now() / 1000) - Number(timestamp));
  if (skew > MAX_CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'Timestamp outside the allowed window' };
  const expected = Buffer.from(
    computeHash(key.secret, canonicalRequest(request, Number(timestamp))),
    'base64',
  );
  const given = Buffer.from(hash, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'Invalid signature' };
  }
  return { ok: true };
}
