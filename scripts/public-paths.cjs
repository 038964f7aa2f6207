// The public paths of the JSON APIs and of the embedded identity provider, mapped onto the Next.js
// API routes that serve them (pages/api/*) before Next sees the request:
//   /web2/api/*      → /api/web2/*       the product's web API
//   /provider/*      → /api/provider/*   the embedded weather provider
//   /tiles/*         → /api/tiles/*      map tiles
//   /remote-config/* → /api/remote-config/*  the embedded remote-config service
//   /idp/*           → /api/idp/*        the embedded OpenID provider, except its interaction page
//                                        (pages/idp/interaction/[uid].tsx)
// This is done here, in the server's request listener (installed by scripts/preload.cjs), rather
// than as Next.js rewrites: a site with rewrites ships Next's rewrite matcher (path-to-regexp and
// its helpers, about 3 kB gz) in every page's first JavaScript, for paths the browser router never
// navigates to. src/server/http/sitePaths.ts names the same prefixes.
'use strict';

const MOUNTS = [
  ['/web2/api', '/api/web2'],
  ['/provider', '/api/provider'],
  ['/tiles', '/api/tiles'],
  ['/remote-config', '/api/remote-config'],
  ['/idp', '/api/idp'],
];

/** The identity provider's own page, served by Next as a page under its public path. */
const IDP_INTERACTION_PAGE = /^\/idp\/interaction\/[^/?#]+\/?(?:[?#]|$)/;

/** The URL Next should serve for a request to `url` (a request target: path and query). */
function internalUrl(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return url;
  for (const [publicPrefix, apiPrefix] of MOUNTS) {
    if (!url.startsWith(publicPrefix)) continue;
    const next = url.charAt(publicPrefix.length);
    if (next !== '' && next !== '/' && next !== '?') continue;
    if (publicPrefix === '/idp' && IDP_INTERACTION_PAGE.test(url)) return url;
    return apiPrefix + url.slice(publicPrefix.length);
  }
  return url;
}

/**
 * Methods the Fetch API cannot make a Request of. Next builds one for the request proxy (proxy.ts),
 * which runs for the identity provider's routes, so such a request would fail there with a 500:
 * it is refused here instead, as the identity provider's own 405.
 */
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function refuseMethod(req, res) {
  const body = JSON.stringify({ error: `Method ${req.method} not allowed` });
  res.writeHead(405, {
    Allow: 'GET, HEAD, POST',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** Wraps a request listener so it sees each request under the path that serves it. */
function servingPublicPaths(listener) {
  return function (req, res) {
    req.url = internalUrl(req.url);
    const method = String(req.method ?? '').toUpperCase();
    if (FETCH_FORBIDDEN_METHODS.has(method) && /^\/api\/idp(?:[/?]|$)/.test(req.url ?? '')) {
      return refuseMethod(req, res);
    }
    return listener.call(this, req, res);
  };
}

module.exports = { internalUrl, servingPublicPaths };
