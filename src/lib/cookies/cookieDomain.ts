import { parse } from 'tldts';

/**
 * The Domain attribute for cookies of a site served at `hostname`: its registrable domain by the
 * public suffix list (private suffixes included, as browsers read it), so `www.` and the apex
 * share one cookie: `example.co.uk` for `www.example.co.uk`, never `co.uk`. Null (a host-only
 * cookie) for localhost, IP addresses and hosts without a registrable domain.
 *
 * The suffix list is large, so browser code does not import this module: the server computes the
 * domain for the site's configured host and hands it to the page (see `writeBrowserCookie`).
 */
export function cookieDomainFor(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return null;
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain) return null;
  return parsed.domain;
}
