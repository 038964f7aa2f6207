import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { http, HttpResponse } from 'msw';

import {
  createServerCache,
  createServerStorageBackend,
  setServerCacheForTests,
} from '@/server/cache';
import { resetConfigForTests } from '@/server/config';
import { withUpstreamBudget } from '@/server/http/upstreamBudget';

import { server } from '@tests/msw/server';

import type { IdentityAuthority } from './authority';
import { checkAccessToken, identifyAccessToken } from './relyingParty';

/** An external identity provider, as msw serves it. */
const issuer = 'https://id.example.test';
const authority: IdentityAuthority = { issuer, clientId: 'weather-web' };
let privateKey: CryptoKey;
let otherKey: CryptoKey;
const calls = { userinfo: 0, discovery: 0, jwks: 0 };

let jwk: Record<string, unknown> = {};

/** The provider's endpoints (msw forgets added handlers after each test: added before each). */
function routes() {
  server.use(
    http.get(`${issuer}/.well-known/openid-configuration`, () => {
      calls.discovery++;
      return HttpResponse.json({
        issuer,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
      });
    }),
    http.get(`${issuer}/jwks`, () => {
      calls.jwks++;
      return HttpResponse.json({ keys: [jwk] });
    }),
    http.get(`${issuer}/userinfo`, ({ request }) => {
      calls.userinfo++;
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      if (token.startsWith('revoked')) return new HttpResponse(null, { status: 401 });
      if (token === 'down') return new HttpResponse(null, { status: 503 });
      return HttpResponse.json({ sub: 'ext-1', name: 'Ext', email: 'ext@example.com' });
    }),
  );
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
});
beforeEach(routes);

beforeEach(() => {
  calls.userinfo = 0;
  calls.discovery = 0;
  calls.jwks = 0;
  setServerCacheForTests(createServerCache(createServerStorageBackend()));
});
afterAll(() => setServerCacheForTests(undefined));

/** A JWT access token signed by the provider (or by another key). */
function jwt(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; expiresIn?: string; kid?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
    .setIssuer(issuer)
    .setSubject('ext-1')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? privateKey);
}

describe('the site as a relying party of an external identity provider', () => {
  it('identifies an opaque token at userinfo, found through discovery (kept)', async () => {
    await expect(identifyAccessToken(authority, 'opaque-token-1')).resolves.toEqual({
      sub: 'ext-1',
      name: 'Ext',
      email: 'ext@example.com',
    });
    await identifyAccessToken(authority, 'opaque-token-2');
    expect(calls.discovery).toBe(1);
    await expect(identifyAccessToken(authority, 'revoked-token')).rejects.toMatchObject({
      status: 401,
    });
    await expect(identifyAccessToken(authority, 'down')).rejects.toMatchObject({ status: 502 });
  });

  it('refuses a JWT access token issued to another application', async () => {
    await expect(
      identifyAccessToken(authority, await jwt({ azp: 'weather-web' })),
    ).resolves.toMatchObject({ sub: 'ext-1' });
    await expect(
      identifyAccessToken(authority, await jwt({ client_id: 'someone-else' })),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('checks a JWT with the provider keys, without userinfo; expired ones are refused', async () => {
    expect(await checkAccessToken(authority, await jwt({}))).toBe('valid');
    expect(await checkAccessToken(authority, await jwt({}, { expiresIn: '-1m' }))).toBe('refused');
    expect(calls.userinfo).toBe(0);
  });

  it('asks userinfo about what the keys cannot tell, and keeps the verdict', async () => {
    // Signed by another key under a known key id: userinfo decides.
    expect(await checkAccessToken(authority, await jwt({}, { key: otherKey }))).toBe('valid');
    // An unknown key id: the keys are fetched again once (they rotate), then userinfo decides.
    const jwksBefore = calls.jwks;
    expect(await checkAccessToken(authority, await jwt({}, { key: otherKey, kid: 'k2' }))).toBe(
      'valid',
    );
    expect(calls.jwks).toBe(jwksBefore + 1);
    expect(await checkAccessToken(authority, 'opaque-token-3')).toBe('valid');
    expect(await checkAccessToken(authority, 'opaque-token-3')).toBe('valid');
    expect(await checkAccessToken(authority, 'revoked-token')).toBe('refused');
    expect(await checkAccessToken(authority, 'down')).toBe('unavailable');
    expect(calls.userinfo).toBe(5);
  });
});

describe('an identity provider that never answers', () => {
  const hangingIssuer = 'https://id-hanging.example.test';
  const hangingAuthority: IdentityAuthority = { issuer: hangingIssuer, clientId: 'weather-web' };
  const budgetBefore = process.env.UPSTREAM_BUDGET_MS;
  beforeEach(() => {
    process.env.UPSTREAM_BUDGET_MS = '200';
    resetConfigForTests();
    server.use(http.get(`${hangingIssuer}/*`, () => new Promise<never>(() => undefined)));
  });
  afterEach(() => {
    if (budgetBefore === undefined) delete process.env.UPSTREAM_BUDGET_MS;
    else process.env.UPSTREAM_BUDGET_MS = budgetBefore;
    resetConfigForTests();
  });

  it('is unavailable within the upstream budget, for page checks and sign-ins alike', async () => {
    await withUpstreamBudget(async () => {
      expect(await checkAccessToken(hangingAuthority, 'opaque-token-hanging')).toBe('unavailable');
    });
    await expect(identifyAccessToken(hangingAuthority, 'opaque-token-2')).rejects.toMatchObject({
      status: 502,
    });
  }, 2_000);
});
