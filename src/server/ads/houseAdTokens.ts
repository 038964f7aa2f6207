import '@/server/serverOnly';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What a house ad's click and impression URLs carry: the served creative, where it was served,
 * a random nonce naming this serving (so it counts once) and when it was served.
 */
export interface HouseAdTokenPayload {
  creativeId: string;
  pageId: string;
  slotId: string;
  nonce: string;
  /** Epoch seconds. */
  issuedAt: number;
}

const VERSION = 'h1';
/** Domain separation: a token signature can never pass as a device cookie's, nor one as this. */
const PURPOSE = 'house-ad-token';
/** Bytes of HMAC-SHA256 kept (128 bits: short URLs, still unforgeable). */
const SIGNATURE_BYTES = 16;
const FIELD = /^[A-Za-z0-9/_-]{1,64}$/;

const signature = (payload: string, key: string) =>
  createHmac('sha256', key)
    .update(`${PURPOSE}:${payload}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');

/** A fresh nonce for one serving (64 random bits). */
export function newNonce(): string {
  return randomBytes(8).toString('base64url');
}

/**
 * `<payload>.<signature>`, both base64url: the payload is `h1|creative|page|slot|nonce|issuedAt`,
 * signed with the first (current) cookie key.
 */
export function signHouseAdToken(payload: HouseAdTokenPayload, keys: readonly string[]): string {
  const key = keys[0];
  if (!key) throw new Error('No cookie key configured');
  for (const value of [payload.creativeId, payload.pageId, payload.slotId, payload.nonce])
    if (!FIELD.test(value)) throw new Error(`Invalid house ad token field: ${value}`);
  const body = Buffer.from(
    [
      VERSION,
      payload.creativeId,
      payload.pageId,
      payload.slotId,
      payload.nonce,
      payload.issuedAt.toString(36),
    ].join('|'),
  ).toString('base64url');
  return `${body}.${signature(body, key)}`;
}

/**
 * The payload of a token signed with any of the keys (so keys can be rotated by prepending a new
 * one), or null when it is malformed, tampered with or signed with an unknown key.
 */
export function verifyHouseAdToken(
  token: string,
  keys: readonly string[],
): HouseAdTokenPayload | null {
  if (token.length > 400) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const signed = keys.some((key) => {
    const expected = Buffer.from(signature(body, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signed) return null;
  const fields = Buffer.from(body, 'base64url').toString('utf8').split('|');
  if (fields.length !== 6) return null;
  const [version, creativeId = '', pageId = '', slotId = '', nonce = '', issued = ''] = fields;
  if (version !== VERSION) return null;
  if (![creativeId, pageId, slotId, nonce].every((value) => FIELD.test(value))) return null;
  if (!/^[0-9a-z]{1,12}$/.test(issued)) return null;
  return { creativeId, pageId, slotId, nonce, issuedAt: parseInt(issued, 36) };
}
