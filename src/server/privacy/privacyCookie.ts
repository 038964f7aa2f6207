import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { z } from 'zod';

import { clearCookie, readCookies, setCookie } from '@/server/http/cookies';
import { YEAR_S } from '@/server/durations';
import { PRIVACY_COOKIE_NAME } from '@/lib/cookies/privacyCookie';

/**
 * The privacy cookie's life: 3 years (94608000 s), path /. Not HttpOnly: page scripts read it.
 */
export const PRIVACY_COOKIE_MAX_AGE_S = 3 * YEAR_S;

const cookieSchema = z
  .object({ doNotSell: z.boolean().optional(), limitUseOfPI: z.boolean().optional() })
  .strip();

/** The privacy cookie's value. */
export type PrivacyCookie = z.infer<typeof cookieSchema>;

/** The request's privacy cookie, or null when absent or not ours (a malformed value is ignored). */
export function readPrivacyCookie(req: Pick<IncomingMessage, 'headers'>): PrivacyCookie | null {
  const raw = readCookies(req)[PRIVACY_COOKIE_NAME];
  if (!raw) return null;
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Rewrites the privacy cookie for one choice: the field takes the new value, except that opting
 * back in to a choice the cookie never held removes it rather than writing `false`; a cookie left
 * with no field is deleted.
 */
export function writePrivacyChoice(
  req: Pick<IncomingMessage, 'headers'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  field: keyof PrivacyCookie,
  optedOut: boolean,
): PrivacyCookie | null {
  const prior = readPrivacyCookie(req) ?? {};
  const next: PrivacyCookie = { ...prior };
  if (optedOut || prior[field] !== undefined) next[field] = optedOut;
  if (Object.keys(next).length === 0) {
    clearCookie(req, res, PRIVACY_COOKIE_NAME);
    return null;
  }
  setCookie(req, res, {
    name: PRIVACY_COOKIE_NAME,
    value: JSON.stringify(next),
    maxAge: PRIVACY_COOKIE_MAX_AGE_S,
  });
  return next;
}

/**
 * Writes the stored choices (a signed-in account's, say) into the privacy cookie, keeping the
 * cookie's other field; choices never made are left as the cookie has them.
 */
export function writeStoredPrivacyChoices(
  req: Pick<IncomingMessage, 'headers'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  stored: { statePrivacyOptOut: boolean | null; limitUseOptOut: boolean | null },
): void {
  const next: PrivacyCookie = { ...readPrivacyCookie(req) };
  if (stored.statePrivacyOptOut !== null) next.doNotSell = stored.statePrivacyOptOut;
  if (stored.limitUseOptOut !== null) next.limitUseOfPI = stored.limitUseOptOut;
  if (Object.keys(next).length === 0) return;
  setCookie(req, res, {
    name: PRIVACY_COOKIE_NAME,
    value: JSON.stringify(next),
    maxAge: PRIVACY_COOKIE_MAX_AGE_S,
  });
}
