import { NextResponse, type NextRequest } from 'next/server';

import { pageRoutes } from '@/lib/routes/pageRoutes';
import { getConfig } from '@/server/config';
import { FORWARDED_FOR, FORWARDED_HOST, FORWARDED_PROTO, NONCE } from '@/server/http/headers';
import { contentSecurityPolicy } from '@/server/http/securityHeaders';
import { hostAnswer } from '@/server/http/siteOrigin';
import { isApiPath, isIdpPath, PAGE_METHODS } from '@/server/http/sitePaths';

/** A short error answer: JSON `{ error }` under the APIs, plain text for pages. */
function refuse(
  path: string,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): NextResponse {
  const init = { status, headers: { 'Cache-Control': 'no-store', ...headers } };
  if (isApiPath(path) || status === 405) return NextResponse.json({ error: message }, init);
  return new NextResponse(`${status} ${message}\n`, {
    ...init,
    headers: { ...init.headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** Pages whose path names a place by its slug (every location route of the page table); slugs are lower case. */
const PLACE_PAGES = new RegExp(
  `^(${pageRoutes
    .flatMap((r) => (r.locationPath ? [r.locationPath.replace('/:location', '')] : []))
    .map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})/[^/]+/?$`,
);

/**
 * A place page's path as the site links it: slugs are lower case, and a percent-escaped letter,
 * digit or `-._~` (`%2D`) is the character itself (RFC 3986, 6.2.2.2). Other escapes stay as sent:
 * lower-casing `%E0%A4` would only move a malformed slug to another malformed address.
 */
function canonicalPlacePath(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})|[^%]+/g, (part, hex: string | undefined) => {
    if (hex === undefined) return part.toLowerCase();
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char.toLowerCase() : part;
  });
}

/**
 * Runs before every page and identity-provider request (the JSON APIs check themselves in
 * apiHandler, see the matcher):
 * - refuses a malformed Host, or a host that is neither the site's (SITE_URL, default
 *   http://localhost:PORT) nor loopback on its port, with 400; with TRUST_PROXY set, the
 *   X-Forwarded-Host a proxy adds must name the site too;
 * - sends a GET or HEAD on a loopback alias of the site (127.0.0.1:3000 for a site at
 *   http://localhost:3000) to the same path and query on the site's origin with a 308, and
 *   refuses other methods there with a JSON 400 naming that origin (`hostAnswer`);
 * - answers 405 with `Allow: GET, HEAD` to any other method on a page;
 * - redirects (301) a place page named with upper-case letters or escaped plain characters to
 *   the URL the site links (`canonicalPlacePath`), query kept;
 * - drops X-Forwarded-For, -Host and -Proto when no proxy is trusted (Next then sets them from the
 *   connection itself), so nothing downstream can believe a visitor's own;
 * - makes a per-request nonce, hands it to the renderer in the `x-nonce` request header (read by
 *   _document and the identity provider's pages) and sends the matching Content-Security-Policy.
 */
export function proxy(request: NextRequest): NextResponse {
  const config = getConfig();
  const path = request.nextUrl.pathname;
  const method = request.method.toUpperCase();
  const hosts = [request.headers.get('host')];
  const forwardedHost = request.headers.get(FORWARDED_HOST)?.split(',')[0]?.trim();
  if (config.trustProxy.length > 0 && forwardedHost) hosts.push(forwardedHost);
  const target = `${path}${request.nextUrl.search}`;
  const hostAnswered = hostAnswer(hosts, method, target, config);
  if (hostAnswered?.kind === 'redirect') {
    // Answered by an API route (pages/api/canonical-origin.ts): Next would make a redirect the
    // proxy answers relative when the site's origin is its own listening address.
    const redirect = new URL('/api/canonical-origin', request.url);
    redirect.searchParams.set('to', target);
    return NextResponse.rewrite(redirect);
  }
  if (hostAnswered?.kind === 'alias')
    return NextResponse.json(
      { error: hostAnswered.error },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  if (hostAnswered) return refuse(path, 400, hostAnswered.error);
  if (!isApiPath(path) && !isIdpPath(path) && !(PAGE_METHODS as readonly string[]).includes(method))
    return refuse(path, 405, `Method ${method} not allowed`, { Allow: PAGE_METHODS.join(', ') });
  const placePath = PLACE_PAGES.test(path) ? canonicalPlacePath(path) : path;
  if (placePath !== path) {
    // On the site's origin (the host has been checked to be it, see `hostAnswer`).
    const location = new URL(`${placePath}${request.nextUrl.search}`, config.siteOrigin);
    return NextResponse.redirect(location, 301);
  }

  const nonce = btoa(crypto.randomUUID());
  const authority = config.env.OIDC_AUTHORITY;
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV !== 'production', {
    identityOrigin: authority ? new URL(authority).origin : undefined,
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE, nonce);
  if (config.trustProxy.length === 0) {
    for (const name of [FORWARDED_FOR, FORWARDED_HOST, FORWARDED_PROTO]) headers.delete(name);
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    // Everything but build assets and static files (no markup: the weather icons' and the app
    // icons' pictures among them, which a page asks for by the dozen), the JSON APIs (the web API,
    // the embedded provider, the tiles and their /api routes), whose handlers check host and
    // method themselves, and the health checks (probed by an instance's own address).
    '/((?!_next/static|_next/image|favicon\\.svg|robots\\.txt|icons/|app-icons/|web2/api|provider|remote-config/|tiles/|healthz$|readyz$|api/(?!idp)).*)',
  ],
};
