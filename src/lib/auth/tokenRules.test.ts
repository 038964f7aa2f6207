import {
  AUTH_ERRORS,
  areTokensAcceptable,
  assertCodeFlow,
  assertIdTokenSubject,
  assertRenewedClaims,
  assertSigninRequest,
  assertTokensAcceptable,
  jwtExpiry,
} from './tokenRules';

const NOW = 1_800_000_000;
const jwt = (payload: object) =>
  `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('tokenRules', () => {
  it('keeps the exact identity error texts', () => {
    expect(AUTH_ERRORS).toMatchObject({
      noUserManager: 'Login with popup error, User Manager Instance not instantiated!',
      missingSubject: 'ID Token is missing a subject claim',
      subMismatch: 'sub in id_token does not match current sub',
      authTimeMismatch: 'auth_time in id_token does not match original auth_time',
      azpMismatch: 'azp in id_token does not match original azp',
      noState: 'No state in response',
      noMatchingState: 'No matching state found in storage',
      noEndSession: 'No end session endpoint',
      noPopupRedirectUri: 'No popup_redirect_uri configured',
      noSilentRedirectUri: 'No silent_redirect_uri configured',
      iframeTimeout: 'IFrame timed out without a response',
      popupBlocked: 'Popup blocked by user',
      popupClosedByUser: 'Popup closed by user',
      popupClosed: 'Popup closed',
      navigationAborted: 'Window navigation aborted',
      invalidWindowResponse: 'Invalid response from window',
      codeFlowOnly: 'Only the Authorization Code flow (with PKCE) is supported',
    });
  });

  describe('assertTokensAcceptable', () => {
    const good = { access_token: 'a', refresh_token: 'r', expires_at: NOW + 300 };

    it('accepts both tokens present and unexpired', () => {
      expect(() => assertTokensAcceptable(good, NOW)).not.toThrow();
      expect(areTokensAcceptable(good, NOW)).toBe(true);
    });

    it('refuses a missing access or refresh token', () => {
      expect(() => assertTokensAcceptable({ ...good, access_token: '' }, NOW)).toThrow(
        AUTH_ERRORS.missingAccessToken,
      );
      expect(() => assertTokensAcceptable({ ...good, refresh_token: undefined }, NOW)).toThrow(
        AUTH_ERRORS.missingRefreshToken,
      );
      expect(areTokensAcceptable(null, NOW)).toBe(false);
    });

    it('refuses an expired access token', () => {
      expect(() => assertTokensAcceptable({ ...good, expires_at: NOW }, NOW)).toThrow(
        AUTH_ERRORS.accessTokenExpired,
      );
    });

    it('refuses a JWT refresh token past its exp and accepts opaque ones', () => {
      expect(() =>
        assertTokensAcceptable({ ...good, refresh_token: jwt({ exp: NOW - 1 }) }, NOW),
      ).toThrow(AUTH_ERRORS.refreshTokenExpired);
      expect(areTokensAcceptable({ ...good, refresh_token: jwt({ exp: NOW + 60 }) }, NOW)).toBe(
        true,
      );
      expect(jwtExpiry('opaque-refresh-token')).toBeNull();
      expect(jwtExpiry('a.%%%.c')).toBeNull();
    });
  });

  it('requires a subject in the id token', () => {
    expect(() => assertIdTokenSubject({})).toThrow('ID Token is missing a subject claim');
    expect(() => assertIdTokenSubject(undefined)).toThrow('ID Token is missing a subject claim');
    expect(() => assertIdTokenSubject({ sub: 'u1' })).not.toThrow();
  });

  describe('assertRenewedClaims', () => {
    const original = { sub: 'u1', auth_time: 100, azp: 'weather-web' };

    it('accepts the same subject, auth_time and azp', () => {
      expect(() => assertRenewedClaims(original, { ...original })).not.toThrow();
      expect(() => assertRenewedClaims(original, { sub: 'u1', azp: 'weather-web' })).not.toThrow();
    });

    it('refuses a different subject, auth_time or azp with the library texts', () => {
      expect(() => assertRenewedClaims(original, { ...original, sub: 'u2' })).toThrow(
        'sub in id_token does not match current sub',
      );
      expect(() => assertRenewedClaims(original, { ...original, auth_time: 101 })).toThrow(
        'auth_time in id_token does not match original auth_time',
      );
      expect(() => assertRenewedClaims(original, { ...original, azp: 'other' })).toThrow(
        'azp in id_token does not match original azp',
      );
      expect(() => assertRenewedClaims(original, { sub: 'u1', auth_time: 100 })).toThrow(
        'azp in id_token does not match original azp',
      );
      expect(() => assertRenewedClaims(original, { auth_time: 100 })).toThrow(
        'ID Token is missing a subject claim',
      );
    });
  });

  it('allows only the authorization code flow', () => {
    expect(() => assertCodeFlow('code')).not.toThrow();
    for (const type of ['token', 'id_token token', 'code id_token', undefined]) {
      expect(() => assertCodeFlow(type)).toThrow(
        'Only the Authorization Code flow (with PKCE) is supported',
      );
    }
  });

  it('requires url, client_id, redirect_uri, response_type, scope and authority in a sign-in request', () => {
    const request = {
      url: 'https://idp/auth',
      client_id: 'c',
      redirect_uri: 'https://site/signin',
      response_type: 'code',
      scope: 'openid',
      authority: 'https://idp',
    };
    expect(() => assertSigninRequest(request)).not.toThrow();
    for (const field of Object.keys(request) as (keyof typeof request)[]) {
      expect(() => assertSigninRequest({ ...request, [field]: '' })).toThrow(`No ${field} passed`);
    }
    expect(() => assertSigninRequest({ ...request, response_type: 'token' })).toThrow(
      AUTH_ERRORS.codeFlowOnly,
    );
  });
});
