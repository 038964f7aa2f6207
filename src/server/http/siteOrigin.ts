import type { IncomingMessage } from 'node:http';

import { getConfig } from '@/server/config';

/**
 * The site's public origin: SITE_URL when configured, else derived from the request's Host
 * (behind a proxy, X-Forwarded-Host/Proto). Used for canonical links and OIDC redirect URIs.
 */
export function siteOrigin(req: Pick<IncomingMessage, 'headers'>): string {
  const configured = getConfig().env.SITE_URL;
  if (configured) return new URL(configured).origin;
  const first = (v: string | string[] | undefined) =>
    (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host) ?? 'localhost';
  const proto = first(req.headers['x-forwarded-proto']) ?? 'http';
  // Only well-formed hosts: a forged Host must not inject markup into canonical links.
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${safeHost}`;
}
