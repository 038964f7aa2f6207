import { readBrowserCookie, writeBrowserCookie } from '@/lib/cookies';

/** The cookie that keeps a GDPR visitor's TC string (its name is the TCF's convention). */
export const CONSENT_COOKIE = 'euconsent-v2';

/** Thirteen months (395 days), in seconds: how long a consent decision is kept. */
export const CONSENT_COOKIE_MAX_AGE_S = 395 * 24 * 60 * 60;

/** The stored TC string, or null when there is none. */
export function readConsentCookie(): string | null {
  return readBrowserCookie(CONSENT_COOKIE) || null;
}

/**
 * Keeps the TC string (path /, SameSite=Lax, Secure on https, the site's registrable domain when
 * known) so the dialog does not return for 13 months.
 */
export function writeConsentCookie(tcString: string, domain: string | null): void {
  writeBrowserCookie(CONSENT_COOKIE, tcString, { maxAge: CONSENT_COOKIE_MAX_AGE_S, domain });
}
