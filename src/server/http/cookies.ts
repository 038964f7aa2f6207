import type { IncomingMessage, ServerResponse } from 'node:http';

import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

import { cookieDomainFor } from '@/lib/cookies/cookieDomain';
import { getConfig } from '@/server/config';
import { YEAR_S } from '@/server/durations';

/** Thirty years (the user-state cookie's life), in seconds. */
export const THIRTY_YEARS_S = 30 * YEAR_S;

/** The cookies of a request (works for API routes and getServerSideProps alike). */
export function readCookies(
  req: Pick<IncomingMessage, 'headers'>,
): Record<string, string | undefined> {
  return parseCookie(req.headers.cookie ?? '');
}

/**
 * The Domain attribute for the site at `origin`: its registrable domain by the public suffix list
 * (`example.co.uk` for `https://www.example.co.uk`, never `co.uk`); none (a host-only cookie) for
 * localhost, IP addresses and hosts without a registrable domain. See `cookieDomainFor`.
 */
export function cookieDomain(origin: string): string | undefined {
  try {
    return cookieDomainFor(new URL(origin).hostname) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Appends a Set-Cookie header (keeping any set before) with the site's defaults: path /,
 * SameSite=Lax, the Domain of the site's configured origin, and Secure whenever that origin is
 * https. The request is not consulted: neither its Host nor an X-Forwarded-Proto changes them.
 */
export function setCookie(
  _req: unknown,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  cookie: SetCookie,
): void {
  const origin = getConfig().siteOrigin;
  const value = stringifySetCookie({
    path: '/',
    sameSite: 'lax',
    secure: origin.startsWith('https:'),
    domain: cookieDomain(origin),
    ...cookie,
  });
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  // A later cookie of the same name and scope replaces an earlier one; a host-only and a
  // domain-wide cookie of one name are two cookies (sign-out clears both).
  const scope = domainOf(value);
  res.setHeader('Set-Cookie', [
    ...list.filter((c) => !(c.startsWith(`${cookie.name}=`) && domainOf(c) === scope)),
    value,
  ]);
}

/** The Domain attribute of a Set-Cookie header, lower-cased ('' for a host-only cookie). */
function domainOf(setCookieHeader: string): string {
  return /;\s*Domain=([^;]*)/i.exec(setCookieHeader)?.[1]?.trim().toLowerCase() ?? '';
}

/**
 * The name of a cookie only the site's own host gets: `__Host-<name>` when the site is https (the
 * browser then refuses the cookie unless it is Secure, for path / and has no Domain, so no sibling
 * subdomain can read, set or shadow it), the plain name otherwise.
 */
export function hostOnlyCookieName(name: string, origin = getConfig().siteOrigin): string {
  return origin.startsWith('https:') ? `__Host-${name}` : name;
}

/** Sets a cookie for the site's own host only: no Domain, named by `hostOnlyCookieName`. */
export function setHostOnlyCookie(
  req: unknown,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  cookie: SetCookie,
): void {
  setCookie(req, res, { ...cookie, name: hostOnlyCookieName(cookie.name), domain: undefined });
}

/** Expires a host-only cookie (see `setHostOnlyCookie`) now. */
export function clearHostOnlyCookie(
  req: unknown,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  name: string,
): void {
  setHostOnlyCookie(req, res, { name, value: '', maxAge: 0, expires: new Date(0) });
}

/** Expires a cookie now. */
export function clearCookie(
  req: unknown,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  name: string,
): void {
  setCookie(req, res, { name, value: '', maxAge: 0, expires: new Date(0) });
}
