import type { IncomingMessage } from 'node:http';

import '@/server/serverOnly';

import { getConfig } from '@/server/config';

import { FORWARDED_HOST, FORWARDED_PROTO } from './headers';

/**
 * How many site origins per-origin state is kept for (the embedded identity provider, the
 * published configuration): enough for the real ones, too few for forged Host headers to pile up.
 */
export const MAX_SITE_ORIGINS = 8;

/**
 * The site's public origin: SITE_URL when configured, else derived from the request's Host
 * (behind a proxy, X-Forwarded-Host/Proto). Used for canonical links and OIDC redirect URIs.
 */
export function siteOrigin(req: Pick<IncomingMessage, 'headers'>): string {
  const configured = getConfig().env.SITE_URL;
  if (configured) return new URL(configured).origin;
  const first = (v: string | string[] | undefined) =>
    (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const host = first(req.headers[FORWARDED_HOST]) ?? first(req.headers.host) ?? 'localhost';
  const proto = first(req.headers[FORWARDED_PROTO]) ?? 'http';
  // Only well-formed hosts: a forged Host must not inject markup into canonical links.
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${safeHost}`;
}
