import type { IncomingMessage, ServerResponse } from 'node:http';

import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import { parse as parseDomain } from 'tldts';

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
 * (private suffixes included, as browsers read it), so `www.` and the apex share cookies:
 * `example.co.uk` for `https://www.example.co.uk`, never `co.uk`. None (a host-only cookie) for
 * localhost, IP addresses and hosts without a registrable domain.
 */
export function cookieDomain(origin: string): string | undefined {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return undefined;
  }
  const parsed = parseDomain(hostname, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || hostname === 'localhost') return undefined;
  return parsed.domain;
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
  res.setHeader('Set-Cookie', [...list.filter((c) => !c.startsWith(`${cookie.name}=`)), value]);
}

/** Expires a cookie now. */
export function clearCookie(
  req: unknown,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  name: string,
): void {
  setCookie(req, res, { name, value: '', maxAge: 0, expires: new Date(0) });
}
