/**
 * The token rules and the sign-in and identity error texts, as pure
 * functions. oidc-client-ts enforces most of them itself with the same texts; these let our code
 * check what it hands to the server and what a renew brings back.
 */

import { AUTH_ERRORS } from './authErrors';

export { AUTH_ERRORS };

/** The token fields a signed-in user carries (oidc-client-ts `User`). */
export interface TokenSet {
  access_token?: string | null;
  refresh_token?: string | null;
  /** Access-token expiry, epoch seconds. */
  expires_at?: number | null;
}

/** The id-token claims the renew rules compare. */
export interface IdClaims {
  sub?: string | null;
  auth_time?: number | null;
  azp?: string | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The `exp` of a JWT (epoch seconds), or null for an opaque token or one without `exp`. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Throws unless both tokens are present and neither has expired: the access token by
 * `expires_at`, the refresh token by its own `exp` when it is a JWT (opaque ones carry none).
 */
export function assertTokensAcceptable(
  tokens: TokenSet,
  now = nowSeconds(),
): asserts tokens is TokenSet & {
  access_token: string;
  refresh_token: string;
} {
  if (!tokens.access_token) throw new Error(AUTH_ERRORS.missingAccessToken);
  if (!tokens.refresh_token) throw new Error(AUTH_ERRORS.missingRefreshToken);
  if (typeof tokens.expires_at === 'number' && tokens.expires_at <= now)
    throw new Error(AUTH_ERRORS.accessTokenExpired);
  const refreshExp = jwtExpiry(tokens.refresh_token);
  if (refreshExp !== null && refreshExp <= now) throw new Error(AUTH_ERRORS.refreshTokenExpired);
}

/** True when {@link assertTokensAcceptable} would pass. */
export function areTokensAcceptable(
  tokens: TokenSet | null | undefined,
  now = nowSeconds(),
): boolean {
  if (!tokens) return false;
  try {
    assertTokensAcceptable(tokens, now);
    return true;
  } catch {
    return false;
  }
}

/** Throws 'ID Token is missing a subject claim' when the claims carry no `sub`. */
export function assertIdTokenSubject(claims: IdClaims | null | undefined): void {
  if (!claims?.sub) throw new Error(AUTH_ERRORS.missingSubject);
}

/** After a renew the subject, auth_time and azp must match the original sign-in's. */
export function assertRenewedClaims(original: IdClaims, renewed: IdClaims): void {
  assertIdTokenSubject(renewed);
  if (renewed.sub !== original.sub) throw new Error(AUTH_ERRORS.subMismatch);
  if (renewed.auth_time && renewed.auth_time !== original.auth_time)
    throw new Error(AUTH_ERRORS.authTimeMismatch);
  if ((renewed.azp ?? null) !== (original.azp ?? null)) throw new Error(AUTH_ERRORS.azpMismatch);
}

/** Only the authorization-code flow (PKCE is always on for it in oidc-client-ts) is allowed. */
export function assertCodeFlow(responseType: string | null | undefined): void {
  if (responseType !== 'code') throw new Error(AUTH_ERRORS.codeFlowOnly);
}

/** The fields every sign-in request needs. */
export interface SigninRequestFields {
  url?: string | null;
  client_id?: string | null;
  redirect_uri?: string | null;
  response_type?: string | null;
  scope?: string | null;
  authority?: string | null;
}

const REQUIRED_SIGNIN_FIELDS = [
  'url',
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'authority',
] as const;

/** Throws `No {field} passed` for the first missing field, then enforces the code flow. */
export function assertSigninRequest(request: SigninRequestFields): void {
  for (const field of REQUIRED_SIGNIN_FIELDS) {
    if (!request[field]) throw new Error(`No ${field} passed`);
  }
  assertCodeFlow(request.response_type);
}
