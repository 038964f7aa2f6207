import '@/server/serverOnly';

import type { NextApiResponse } from 'next';

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

/** How a request's host is answered when the site does not serve it as it is (`hostAnswer`). */
export type HostAnswer =
  | { kind: 'refused' | 'alias'; status: 400; error: string }
  | { kind: 'redirect'; status: 308; location: string };

/**
 * What a request's host gets before anything else looks at the request, or null to serve it.
 * `hosts` are the Host header and, from a trusted proxy (TRUST_PROXY), the X-Forwarded-Host it
 * adds; the last of them is the host the visitor used.
 * - A malformed host, or one that is neither the site's nor a loopback alias of it: 400.
 * - A loopback alias of the site (`127.0.0.1:PORT` when SITE_URL is `http://localhost:PORT`, or
 *   `localhost:PORT` behind a proxy whose SITE_URL is public): the site has one origin, so a GET or
 *   HEAD is sent there with a 308 (same path and query) and any other method is a 400 naming it.
 *   Cookies, sign-in and the Origin check of writes all belong to that one origin.
 */
export function hostAnswer(
  hosts: readonly (string | null | undefined)[],
  method: string,
  target: string,
  config: ServerConfig = getConfig(),
): HostAnswer | null {
  const served = servedHosts(config);
  let verdict: ReturnType<typeof classifyHost> | null = null;
  for (const host of hosts) {
    verdict = classifyHost(host, served);
    if (verdict === 'malformed' || verdict === 'unknown')
      return { kind: 'refused', status: 400, error: refusedHostMessage(verdict) };
  }
  if (verdict !== 'loopback') return null;
  const safeTarget = target.startsWith('/') && !target.startsWith('//') ? target : '/';
  if (method === 'GET' || method === 'HEAD')
    return { kind: 'redirect', status: 308, location: `${config.siteOrigin}${safeTarget}` };
  return { kind: 'alias', status: 400, error: canonicalOriginMessage(config.siteOrigin) };
}

/** The message of a write sent to a loopback alias of the site. */
export function canonicalOriginMessage(origin: string): string {
  return `This site is served at ${origin}; send the request there`;
}

/**
 * `hostAnswer` for a Node request (the API routes): its Host, a trusted proxy's X-Forwarded-Host,
 * its method and its request target.
 */
export function requestHostAnswer(
  req: PeerRequest & { method?: string | undefined; url?: string | undefined },
  config: ServerConfig = getConfig(),
  target: string = req.url ?? '/',
): HostAnswer | null {
  const hosts = [req.headers.host];
  const forwarded = forwardedRequest(req, config.trustProxy).host;
  if (forwarded !== undefined) hosts.push(forwarded);
  return hostAnswer(hosts, (req.method ?? 'GET').toUpperCase(), target, config);
}

/**
 * Answers a Node request whose host the site does not serve as it is (see `hostAnswer`): a JSON
 * 400, or a 308 to the canonical origin (`target`: the path and query to send it to, by default
 * the request's own). True when it answered.
 */
export function answerHost(
  req: PeerRequest & { method?: string | undefined; url?: string | undefined },
  res: NextApiResponse,
  target?: string,
): boolean {
  const answer = requestHostAnswer(req, getConfig(), target);
  if (!answer) return false;
  res.setHeader('Cache-Control', 'no-store');
  if (answer.kind === 'redirect') {
    res.setHeader('Location', answer.location);
    res.status(answer.status).end();
  } else {
    res.status(answer.status).json({ error: answer.error });
  }
  return true;
}

/** The message of a refused host (the same for pages and APIs). */
export function refusedHostMessage(reason: 'malformed' | 'unknown'): string {
  return reason === 'malformed' ? 'Malformed Host header' : 'Unknown host';
}
