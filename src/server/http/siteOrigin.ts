import '@/server/serverOnly';

import { getConfig, type ServerConfig } from '@/server/config';

import { forwardedRequest, type PeerRequest } from './forwarded';
import { classifyHost, servedOrigins, type ServedHosts } from './hosts';

/**
 * How many site origins per-origin state is kept for (the embedded identity provider, the
 * published configuration). The origin is fixed by configuration; only tests change it.
 */
export const MAX_SITE_ORIGINS = 8;

/**
 * The site's public origin: SITE_URL, else `http://localhost:<PORT>`. Canonical links, the
 * embedded identity provider's issuer, endpoints and redirect URIs, and the allowed Origin of
 * writes come from it. No request header (Host, X-Forwarded-Host) ever changes it.
 */
export function siteOrigin(): string {
  return getConfig().siteOrigin;
}

/** The hosts this server answers: the public origin's and loopback on its port (see `classifyHost`). */
export function servedHosts(config: ServerConfig = getConfig()): ServedHosts {
  return { siteOrigin: config.siteOrigin, port: config.env.PORT };
}

/** The Origin values of this site's own pages: the public origin and its loopback aliases. */
export function ownOrigins(config: ServerConfig = getConfig()): string[] {
  return servedOrigins(servedHosts(config));
}

/**
 * Why a request's host is refused, or null when the site serves it: its Host must be the public
 * origin's host or a loopback name on the site's port, and so must the X-Forwarded-Host a trusted
 * proxy (TRUST_PROXY) adds. Anything else is a 400: a malformed host, or a host this site is not.
 */
export function refusedHost(
  req: PeerRequest,
  config: ServerConfig = getConfig(),
): 'malformed' | 'unknown' | null {
  const served = servedHosts(config);
  const hosts = [req.headers.host];
  const forwarded = forwardedRequest(req, config.trustProxy).host;
  if (forwarded !== undefined) hosts.push(forwarded);
  for (const host of hosts) {
    const verdict = classifyHost(host, served);
    if (verdict === 'malformed' || verdict === 'unknown') return verdict;
  }
  return null;
}

/** The message of a refused host (the same for pages and APIs). */
export function refusedHostMessage(reason: 'malformed' | 'unknown'): string {
  return reason === 'malformed' ? 'Malformed Host header' : 'Unknown host';
}
