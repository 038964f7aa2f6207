import ipaddr from 'ipaddr.js';

/**
 * Which Host a request may name. Pure (no configuration read here), so the request middleware
 * (proxy.ts) and the tests use it alike.
 */

/** A parsed Host header: lower-case name (IPv6 in brackets, canonical) and the port, if given. */
export interface HostPort {
  hostname: string;
  port: number | null;
}

const NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/**
 * Parses a Host header value (`name`, `name:port`, `1.2.3.4:80`, `[::1]:3000`). Null when it is
 * malformed: characters a host cannot have, an empty or non-numeric port, a port outside
 * 1-65535, a bracketed part that is not an IPv6 address.
 */
export function parseHost(value: string | null | undefined): HostPort | null {
  if (!value) return null;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(value.trim().toLowerCase());
  if (!match) return null;
  let hostname = match[1] ?? '';
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  if (hostname.startsWith('[')) {
    const inner = hostname.slice(1, -1);
    if (!ipaddr.IPv6.isValid(inner) || inner.includes('%')) return null;
    hostname = `[${ipaddr.IPv6.parse(inner).toString()}]`;
  } else {
    if (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
    if (!NAME.test(hostname)) return null;
  }
  return { hostname, port };
}

/** The loopback names the site always answers on its own port. */
export const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The hosts a site serves: its public origin's, and the loopback names on the ports it listens on. */
export interface ServedHosts {
  /** The site's public origin, e.g. `https://weather.example` or `http://localhost:3000`. */
  siteOrigin: string;
  /** The port the server listens on (PORT). */
  port: number;
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/**
 * Whether a Host header names the site: `malformed` (answer 400), `unknown` (another host: answer
 * 400), or `site` (the public origin's host, with its port or none) / `loopback` (localhost,
 * 127.0.0.1 or [::1] on the port the server listens on or the site's own port).
 */
export function classifyHost(
  value: string | null | undefined,
  served: ServedHosts,
): 'site' | 'loopback' | 'unknown' | 'malformed' {
  const host = parseHost(value);
  if (!host) return 'malformed';
  const site = new URL(served.siteOrigin);
  const sitePort = site.port ? Number(site.port) : defaultPort(site.protocol);
  const siteHost = parseHost(site.host);
  if (host.hostname === siteHost?.hostname && (host.port ?? sitePort) === sitePort) return 'site';
  if (LOOPBACK_HOSTNAMES.has(host.hostname)) {
    const ports = new Set([served.port]);
    if (siteHost && LOOPBACK_HOSTNAMES.has(siteHost.hostname)) ports.add(sitePort);
    if (ports.has(host.port ?? 80)) return 'loopback';
  }
  return 'unknown';
}

/** The origins a page of this site can have: the public origin and its loopback aliases. */
export function servedOrigins(served: ServedHosts): string[] {
  const site = new URL(served.siteOrigin);
  const ports = new Set([served.port]);
  const sitePort = site.port ? Number(site.port) : defaultPort(site.protocol);
  if (LOOPBACK_HOSTNAMES.has(parseHost(site.host)?.hostname ?? '')) ports.add(sitePort);
  const loopback = [...LOOPBACK_HOSTNAMES].flatMap((name) =>
    [...ports].map((port) => `http://${name}${port === 80 ? '' : `:${port}`}`),
  );
  return [...new Set([site.origin, ...loopback])];
}
