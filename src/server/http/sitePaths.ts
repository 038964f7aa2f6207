/**
 * Where the site serves its parts, in one place. next.config.js rewrites the same prefixes
 * (`/web2/api/*` → `/api/web2/*`, `/provider/*` → `/api/provider/*`, `/idp/*` → `/api/idp/*`):
 * keep the two in step.
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
} as const;
