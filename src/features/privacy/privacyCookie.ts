import { readBrowserCookie, type CookieEnvironment } from '@/lib/cookies/browserCookies';
import { PRIVACY_COOKIE_NAME } from '@/lib/cookies/privacyCookie';

import type { PrivacyCookieValue } from './privacyRules';

/**
 * The privacy cookie as the page reads it: the choices it holds (a choice not in it is absent);
 * null when the page has no such cookie or cannot read it.
 */
export function readPrivacyCookie(env?: CookieEnvironment): PrivacyCookieValue | null {
  const raw = readBrowserCookie(PRIVACY_COOKIE_NAME, env);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { doNotSell, limitUseOfPI } = value as Record<string, unknown>;
    return {
      ...(typeof doNotSell === 'boolean' ? { doNotSell } : {}),
      ...(typeof limitUseOfPI === 'boolean' ? { limitUseOfPI } : {}),
    };
  } catch {
    return null;
  }
}
