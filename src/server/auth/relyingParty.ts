import '@/server/serverOnly';

import { createHash } from 'node:crypto';

import {
  createLocalJWKSet,
  decodeJwt,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { z } from 'zod';

import { createHttpClient } from '@/lib/http/createHttpClient';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { hostHeaderTransport } from '@/server/http/hostHeaderTransport';
import { HttpError } from '@/server/http/httpError';
import { upstreamDeadline } from '@/server/http/upstreamBudget';

import type { IdentityAuthority } from './authority';

/**
 * The site as an OpenID relying party: it knows an identity provider only by its discovery
 * document, its userinfo endpoint and its signing keys (JWKS), the same for the embedded provider
 * and an external one.
 */

/** Who an access token belongs to, as the identity provider says. */
export interface TokenOwner {
  sub: string;
  name: string;
  email: string;
}

/** What the identity provider says of an access token right now. */
export type AccessTokenVerdict = 'valid' | 'refused' | 'unavailable';

/** The message of every identity-provider outage (a 502 to the caller). */
export const IDP_UNAVAILABLE = 'Identity provider unavailable';

/**
 * Calls to the identity provider, their retry included, end within the request's upstream budget
 * (UPSTREAM_BUDGET_MS): an identity provider that hangs is an outage, not a page that waits. The
 * transport keeps the site's Host on calls through the loopback (see `route`).
 */
const http = createHttpClient({
  deadline: upstreamDeadline,
  retry: { enableRetry: true, retryCount: 1 },
  transport: hostHeaderTransport,
});

const discoverySchema = z.object({
  issuer: z.string().min(1),
  userinfo_endpoint: z.url(),
  jwks_uri: z.url().optional(),
});
/** The parts of a discovery document the relying party uses. */
export type DiscoveryDocument = z.infer<typeof discoverySchema>;

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

const userInfoSchema = z.object({
  sub: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The URL and headers of a request to `url` at the authority (through its loopback, if any). */
function route(
  authority: IdentityAuthority,
  url: string,
): { url: string; headers: Record<string, string> } {
  const { loopback } = authority;
  const target = new URL(url);
  if (!loopback || target.origin !== new URL(authority.issuer).origin) return { url, headers: {} };
  return {
    url: `${loopback.baseUrl}${target.pathname}${target.search}`,
    headers: loopback.headers,
  };
}

/** GETs a JSON document of the authority; any failure is an outage (HttpError 502). */
async function getJson(authority: IdentityAuthority, url: string): Promise<unknown> {
  const target = route(authority, url);
  try {
    const res = await http.get<unknown>(target.url, { headers: target.headers });
    return res.data;
  } catch (err) {
    throw new HttpError(502, IDP_UNAVAILABLE, { cause: err });
  }
}

/** The authority's discovery document (kept `CACHE_TTL_MS.oidcDiscovery`); its issuer must match. */
export async function discover(authority: IdentityAuthority): Promise<DiscoveryDocument> {
  const issuer = trimSlash(authority.issuer);
  return getServerCache().read({
    key: `oidc:discovery:${issuer}`,
    ttlMs: CACHE_TTL_MS.oidcDiscovery,
    load: async () => {
      const raw = await getJson(authority, `${issuer}/.well-known/openid-configuration`);
      const parsed = discoverySchema.safeParse(raw);
      if (!parsed.success || trimSlash(parsed.data.issuer) !== issuer)
        throw new HttpError(502, IDP_UNAVAILABLE);
      return parsed.data;
    },
  });
}

/** The authority's signing keys (kept `CACHE_TTL_MS.oidcJwks`). */
async function signingKeys(authority: IdentityAuthority, jwksUri: string): Promise<JSONWebKeySet> {
  return getServerCache().read({
    key: `oidc:jwks:${jwksUri}`,
    ttlMs: CACHE_TTL_MS.oidcJwks,
    load: async () => {
      const parsed = jwksSchema.safeParse(await getJson(authority, jwksUri));
      if (!parsed.success) throw new HttpError(502, IDP_UNAVAILABLE);
      return parsed.data as JSONWebKeySet;
    },
  });
}

/** True when a token has the shape of a JWT (three base64url parts); else it is opaque. */
export function isJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token);
}

/**
 * Verifies a JWT access token locally with the authority's keys (signature, issuer, expiry):
 * 'valid' or 'refused'; undefined when it cannot tell (no JWKS, a key it cannot match even after
 * refetching the keys, or an algorithm it does not verify), in which case userinfo decides.
 */
export async function verifyJwtLocally(
  authority: IdentityAuthority,
  token: string,
): Promise<{ verdict: 'valid'; payload: JWTPayload } | { verdict: 'refused' } | undefined> {
  if (!isJwt(token)) return undefined;
  const { jwks_uri: jwksUri, issuer } = await discover(authority);
  if (!jwksUri) return undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const keys = createLocalJWKSet(await signingKeys(authority, jwksUri));
      const { payload } = await jwtVerify(token, keys, { issuer });
      return { verdict: 'valid', payload };
    } catch (err) {
      if (err instanceof joseErrors.JWKSNoMatchingKey && attempt === 0) {
        // Keys rotate: fetch them again once before giving up on this token.
        await getServerCache().delete(`oidc:jwks:${jwksUri}`);
        continue;
      }
      if (
        err instanceof joseErrors.JWTExpired ||
        err instanceof joseErrors.JWTClaimValidationFailed
      )
        return { verdict: 'refused' };
      return undefined;
    }
  }
  return undefined;
}

/** Asks the authority's userinfo endpoint who the access token belongs to. */
async function userInfo(
  authority: IdentityAuthority,
  accessToken: string,
): Promise<{ verdict: 'valid'; owner: TokenOwner } | { verdict: 'refused' | 'unavailable' }> {
  let endpoint: string;
  try {
    endpoint = (await discover(authority)).userinfo_endpoint;
  } catch {
    return { verdict: 'unavailable' };
  }
  const target = route(authority, endpoint);
  const res = await http
    .get<unknown>(target.url, {
      headers: { ...target.headers, Authorization: `Bearer ${accessToken}` },
      validateStatus: () => true,
    })
    .catch(() => undefined);
  if (!res) return { verdict: 'unavailable' };
  if (res.status === 401 || res.status === 403) return { verdict: 'refused' };
  if (res.status < 200 || res.status >= 300) return { verdict: 'unavailable' };
  const info = userInfoSchema.safeParse(res.data);
  if (!info.success) return { verdict: 'unavailable' };
  const { sub, name, email } = info.data;
  return { verdict: 'valid', owner: { sub, name: name || email || sub, email: email ?? '' } };
}

/**
 * Who the access token belongs to, for a sign-in: the userinfo endpoint answers (it also refuses
 * revoked and expired tokens). A JWT access token issued to another client (its `azp` or
 * `client_id` names one) is refused too, so a token obtained by another application of the same
 * provider cannot sign in here. A refused token is a 401, an outage a 502.
 */
export async function identifyAccessToken(
  authority: IdentityAuthority,
  accessToken: string,
): Promise<TokenOwner> {
  const answer = await userInfo(authority, accessToken);
  if (answer.verdict !== 'valid') {
    throw answer.verdict === 'refused'
      ? new HttpError(401, 'Access token was not accepted by the identity provider')
      : new HttpError(502, IDP_UNAVAILABLE);
  }
  if (isJwt(accessToken)) {
    // The provider accepted the token at userinfo, so its payload is its own.
    const claims = decodeJwt(accessToken);
    const client = claims.azp ?? claims.client_id;
    if (typeof client === 'string' && client !== authority.clientId)
      throw new HttpError(401, 'Access token was issued to another application');
  }
  return answer.owner;
}

/**
 * Whether the identity provider still accepts an access token, for server rendering: a JWT is
 * checked locally with the provider's keys, anything else (or a JWT the keys cannot tell about)
 * at userinfo. 'valid' and 'refused' are kept `CACHE_TTL_MS.accessTokenVerdict` per token (under
 * its SHA-256, never the token itself); 'unavailable' is not kept.
 */
export async function checkAccessToken(
  authority: IdentityAuthority,
  accessToken: string,
): Promise<AccessTokenVerdict> {
  const digest = createHash('sha256').update(`${authority.issuer} ${accessToken}`).digest('hex');
  try {
    return await getServerCache().read<AccessTokenVerdict>({
      key: `oidc:verdict:${digest}`,
      ttlMs: CACHE_TTL_MS.accessTokenVerdict,
      keep: (verdict) => verdict !== 'unavailable',
      load: async () => {
        const local = await verifyJwtLocally(authority, accessToken);
        if (local) return local.verdict;
        return (await userInfo(authority, accessToken)).verdict;
      },
    });
  } catch {
    return 'unavailable';
  }
}
