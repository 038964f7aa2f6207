import type { IncomingMessage, ServerResponse } from 'node:http';

import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

import { getConfig } from '@/server/config';
import { YEAR_S } from '@/server/durations';

import { FORWARDED_PROTO } from './headers';

/** Thirty years (the user-state cookie's life), in seconds. */
export const THIRTY_YEARS_S = 30 * YEAR_S;

/** The cookies of a request (works for API routes and getServerSideProps alike). */
export function readCookies(
  req: Pick<IncomingMessage, 'headers'>,
): Record<string, string | undefined> {
  return parseCookie(req.headers.cookie ?? '');
}

/**
 * The Domain attribute for a host: none for localhost and IP addresses (host-only
 * cookies), else the main site domain (the last two labels, so www. and the apex share cookies).
 */
export function cookieDomain(host: string | undefined): string | undefined {
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  if (!name || name === 'localhost' || /^[\d.]+$/.test(name) || name.includes('['))
    return undefined;
  const labels = name.split('.');
  return labels.length <= 2 ? name : labels.slice(-2).join('.');
}

/** Appends a Set-Cookie header (keeping any set before), with the site's defaults. */
export function setCookie(
  req: Pick<IncomingMessage, 'headers'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  cookie: SetCookie,
): void {
  const production = getConfig().env.NODE_ENV === 'production';
  const https = (req.headers[FORWARDED_PROTO] ?? '') === 'https' || getConfig().trustProxy;
  const value = stringifySetCookie({
    path: '/',
    sameSite: 'lax',
    secure: production && https,
    domain: cookieDomain(req.headers.host),
    ...cookie,
  });
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader('Set-Cookie', [...list.filter((c) => !c.startsWith(`${cookie.name}=`)), value]);
}

/** Expires a cookie now. */
export function clearCookie(
  req: Pick<IncomingMessage, 'headers'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  name: string,
): void {
  setCookie(req, res, { name, value: '', maxAge: 0, expires: new Date(0) });
}
