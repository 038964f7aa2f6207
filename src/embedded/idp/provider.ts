import type { IncomingMessage } from 'node:http';

import Provider, { type Configuration } from 'oidc-provider';

import { findUser } from '@/server/accounts/accounts.service';
import { oidcClientId, SIGN_IN_SESSION_S } from '@/server/auth/authority';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { HOUR_S } from '@/server/durations';
import { clientAddress } from '@/server/http/forwarded';
import { FORWARDED_FOR, FORWARDED_HOST, FORWARDED_PROTO } from '@/server/http/headers';
import { MAX_SITE_ORIGINS } from '@/server/http/siteOrigin';
import { SITE_PATHS } from '@/server/http/sitePaths';

import { OidcDbAdapter, type DbGetter } from './adapter';
import { loadFirstPartyGrant, SUPPORTED_SCOPES } from './grants';
import { logoutSource, postLogoutSuccessSource, renderError } from './idpViews';
import { jsonKoaErrors } from './jsonErrors';
import { loadOrCreateSigningKeys, type PrivateJwks } from './signingKeys';

/** Where the embedded identity provider is mounted on the site. */
export const IDP_MOUNT = SITE_PATHS.embeddedIdp;

/** True when the embedded identity provider serves sign-in (OIDC_AUTHORITY unset). */
export function isEmbeddedIdpEnabled(): boolean {
  return !getConfig().env.OIDC_AUTHORITY;
}

/** The site's client id (OIDC_CLIENT_ID, default 'weather-web'). */
export function siteClientId(): string {
  return oidcClientId();
}

/** The oidc-provider configuration for the site at `origin`. */
export function buildIdpConfiguration(
  origin: string,
  jwks: PrivateJwks,
  db: DbGetter,
): Configuration {
  return {
    adapter: (name: string) => new OidcDbAdapter(name, db),
    async findAccount(_ctx, sub) {
      const user = await findUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({ sub: user.id, name: user.name, email: user.email, email_verified: false }),
      };
    },
    jwks,
    cookies: { keys: [...getConfig().cookieKeys] },
    clients: [
      {
        client_id: siteClientId(),
        client_name: getConfig().env.SITE_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [
          `${origin}/signin/popup`,
          `${origin}/signin/silent-renew`,
          `${origin}/signin`,
        ],
        post_logout_redirect_uris: [`${origin}/`, `${origin}/signin`],
      },
    ],
    scopes: [...SUPPORTED_SCOPES],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // The site reads the name from the ID token (oidc-client-ts does not load userinfo by default).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    extraParams: ['disablessologinview'],
    // OIDC keeps offline_access only with prompt=consent, which the site's popup does not send. The
    // site renews by refresh token, so its client always gets one: bound to the sign-in
    // session (ends at sign-out or after 30 days) unless offline_access was granted.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('openid'),
    rotateRefreshToken: true,
    loadExistingGrant: loadFirstPartyGrant,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      userinfo: { enabled: true },
      pushedAuthorizationRequests: { enabled: false },
    },
    ttl: {
      AccessToken: getConfig().env.OIDC_ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: HOUR_S,
      // Rotation keeps the first token's end: thirty days after sign-in, not thirty days after last use.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SIGN_IN_SESSION_S,
      Session: SIGN_IN_SESSION_S,
      Interaction: HOUR_S,
      Grant: SIGN_IN_SESSION_S,
    },
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    interactions: { url: (_ctx, interaction) => `${IDP_MOUNT}/interaction/${interaction.uid}` },
    renderError,
  };
}

/** Builds a provider for the issuer `${origin}/idp` over the given database. */
export async function createIdentityProvider(
  origin: string,
  db: DbGetter = getDb,
): Promise<Provider> {
  const jwks = await loadOrCreateSigningKeys(await db());
  const provider = new Provider(`${origin}${IDP_MOUNT}`, buildIdpConfiguration(origin, jwks, db));
  // Koa reads host, protocol and client from X-Forwarded-*, which `asSiteRequest` sets on every
  // request before the provider sees it (from the configuration, never from the request).
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => console.error('identity provider error', err));
  // First (outermost): an unknown path or an error no endpoint caught is JSON, not Koa's text.
  provider.use(jsonKoaErrors);
  // Revocation answers an empty 200 (RFC 7009), which Koa labels text/plain; oidc-client-ts
  // refuses any non-JSON Content-Type even on an empty body, so label it JSON.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/token/revocation' && ctx.status === 200) ctx.type = 'application/json';
  });
  return provider;
}

/**
 * Makes a request read, to oidc-provider, as one for the site at `origin` (the configured origin):
 * Host, X-Forwarded-Host and X-Forwarded-Proto name that origin, X-Forwarded-For the client as
 * TRUST_PROXY allows. Whatever Host or X-Forwarded-* headers it arrived with, the provider's URLs
 * (discovery, endpoints, redirects), its cookies' Secure flag and the address it sees for the
 * client follow the configuration.
 */
export function asSiteRequest(req: IncomingMessage, origin: string): void {
  const site = new URL(origin);
  const client = clientAddress(req);
  req.headers.host = site.host;
  req.headers[FORWARDED_HOST] = site.host;
  req.headers[FORWARDED_PROTO] = site.protocol.replace(/:$/, '');
  // Empty when the peer is unknown: Koa then falls back to the socket.
  req.headers[FORWARDED_FOR] = client;
}

const globalForIdp = globalThis as unknown as { __weatherIdp?: Map<string, Promise<Provider>> };

/**
 * The identity provider for the site at `origin` (issuer `${origin}/idp`), one per origin per
 * process, kept on globalThis. Few origins are kept, so forged Host headers cannot pile them up.
 */
export function getIdentityProvider(origin: string): Promise<Provider> {
  const cache = (globalForIdp.__weatherIdp ??= new Map());
  let pending = cache.get(origin);
  if (!pending) {
    if (cache.size >= MAX_SITE_ORIGINS) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    pending = createIdentityProvider(origin);
    pending.catch(() => cache.delete(origin));
    cache.set(origin, pending);
  }
  return pending;
}
