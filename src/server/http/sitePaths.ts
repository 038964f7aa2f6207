/**
 * Where the site serves its parts, in one place. next.config.js (`rewrites`) maps the same prefixes
 * onto Next's API routes (`/web2/api/*` → `/api/web2/*`, `/provider/*` → `/api/provider/*`,
 * `/idp/*` → `/api/idp/*`, …); tests/api/plainNext.test.ts checks the two agree.
 */
export const SITE_PATHS = {
  /** The product's own web API. */
  web2Api: '/web2/api',
  /** The signing proxy, the browser's only door to the provider. */
  providerProxy: '/web2/api/pulse',
  /** The embedded provider, when PROVIDER_BASE_URL is unset. */
  embeddedProvider: '/provider',
  /** The embedded OpenID provider, when OIDC_AUTHORITY is unset. */
  embeddedIdp: '/idp',
  /** The embedded remote-config service (feature flags). */
  embeddedRemoteConfig: '/remote-config',
  /** Radar, temperature and map tiles, rendered or fetched by the server. */
  tiles: '/tiles',
  /** The site's own article store (the news, press and education pages read it). */
  content: '/web2/api/content',
  /** Where stories are read. */
  stories: '/news',
} as const;

/** The methods a page answers; anything else is a 405 with `Allow: GET, HEAD`. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

/**
 * Methods the Fetch API refuses to build a Request for: Next cannot hand them to the request
 * middleware, so the error page answers them (see `answerNonPageError`).
 */
export const FETCH_FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

const startsWithSegment = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/**
 * True for the JSON APIs: the web API, the embedded provider, the remote-config service and the
 * tiles, under their public prefixes or Next's `/api` (every error there is `{ "error": message }`).
 */
export function isApiPath(path: string): boolean {
  return [
    '/api',
    SITE_PATHS.web2Api,
    SITE_PATHS.embeddedProvider,
    SITE_PATHS.embeddedRemoteConfig,
    SITE_PATHS.tiles,
  ].some((prefix) => startsWithSegment(path, prefix));
}

/**
 * True under the embedded identity provider's mount (its own pages and endpoints), public or as
 * the API route that serves it (`/api/idp`, the rewrites of next.config.js).
 */
export function isIdpPath(path: string): boolean {
  return (
    startsWithSegment(path, SITE_PATHS.embeddedIdp) ||
    startsWithSegment(path, `/api${SITE_PATHS.embeddedIdp}`)
  );
}

/**
 * True for the identity provider's one page, the sign-in page `/idp/interaction/<uid>` (HTML, a
 * Next page); every other path under `/idp` is an endpoint (JSON errors).
 */
export function isIdpPagePath(path: string): boolean {
  const bare = path.split('?')[0] ?? '';
  return /^\/idp\/interaction\/[^/]+\/?$/.test(bare);
}
