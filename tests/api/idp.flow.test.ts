import * as client from 'openid-client';

import { identityAuthority, type IdentityAuthority } from '@/server/auth/authority';
import { checkAccessToken, identifyAccessToken } from '@/server/auth/relyingParty';

import { startIdpServer } from '@tests/idp/harness';
import { allowLocalServer, oauthError, SCOPE, TestRelyingParty } from '@tests/idp/relyingParty';

let origin: string;
let stop: () => Promise<void>;
let rp: TestRelyingParty;
/** The embedded provider as the site's relying party reaches it (over HTTP, on "our" socket). */
let authority: IdentityAuthority;

allowLocalServer();
beforeAll(async () => {
  ({ origin, close: stop } = await startIdpServer());
  rp = new TestRelyingParty(origin);
  const { hostname, port } = new URL(origin);
  authority = identityAuthority(
    { socket: { localAddress: hostname, localPort: Number(port) } },
    origin,
  )!;
});
afterAll(() => stop());

describe('embedded OpenID provider, as seen by openid-client', () => {
  let tokens: Awaited<ReturnType<TestRelyingParty['exchange']>>;

  it('publishes discovery at /idp/.well-known/openid-configuration', async () => {
    const meta = (await rp.discover()).serverMetadata();
    expect(meta.issuer).toBe(`${origin}/idp`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.token_endpoint_auth_methods_supported).toEqual(['none']);
    expect(meta.revocation_endpoint).toBe(`${origin}/idp/token/revocation`);
    expect(meta.end_session_endpoint).toBe(`${origin}/idp/session/end`);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(SCOPE.split(' ')));
  });

  it('registers through the sign-in page and completes the code flow with PKCE', async () => {
    const start = await rp.authorize();
    expect(start.url).toMatch(new RegExp(`^${origin}/idp/interaction/[\\w-]+$`));
    const html = await start.res.text();
    expect(html).toContain('Sign in to Parasol Weather');
    expect(html).toMatch(/autocomplete="current-password"/i);

    const posted = await rp.post(`${start.url}/register`, {
      name: 'Grace',
      email: 'Grace@Example.com',
      password: 'hopper-1906',
    });
    expect(posted.status).toBe(303);
    const done = await rp.followFrom(posted);
    expect(done.url).toMatch(new RegExp(`^${origin}/signin/popup\\?code=`));

    tokens = await rp.exchange(done.url, start.verifier, start.state);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    // offline_access needs prompt=consent (OIDC Core §11); the refresh token then lives with the session.
    expect(tokens.scope).toBe('openid profile email');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);
    expect(tokens.claims()).toMatchObject({
      name: 'Grace',
      email: 'grace@example.com',
      iss: `${origin}/idp`,
      aud: 'weather-web',
    });
  });

  it('answers userinfo for the access token, which the site verifies as a relying party', async () => {
    const sub = tokens.claims()?.sub ?? '';
    const info = await client.fetchUserInfo(rp.config, tokens.access_token, sub);
    expect(info).toMatchObject({
      sub,
      name: 'Grace',
      email: 'grace@example.com',
      email_verified: false,
    });
    expect(await identifyAccessToken(authority, tokens.access_token)).toEqual({
      sub,
      name: 'Grace',
      email: 'grace@example.com',
    });
    await expect(identifyAccessToken(authority, 'x'.repeat(43))).rejects.toMatchObject({
      status: 401,
    });
    expect(await checkAccessToken(authority, tokens.access_token)).toBe('valid');
    expect(await checkAccessToken(authority, 'y'.repeat(43))).toBe('refused');
  });

  it('signs in again silently while the session lasts (no interaction)', async () => {
    const again = await rp.authorize({ prompt: 'none' });
    expect(again.url).toMatch(new RegExp(`^${origin}/signin/popup\\?code=`));
  });

  it('keeps offline_access when the request asks prompt=consent (no consent screen for the site)', async () => {
    const consent = await rp.authorize({ prompt: 'consent' });
    expect(consent.url).toMatch(new RegExp(`^${origin}/signin/popup\\?code=`));
    const offline = await rp.exchange(consent.url, consent.verifier, consent.state);
    expect(offline.scope).toBe(SCOPE);
    expect(offline.refresh_token).toEqual(expect.any(String));
  });

  it('rotates the refresh token and refuses the used one', async () => {
    const old = tokens.refresh_token ?? '';
    const next = await client.refreshTokenGrant(rp.config, old);
    expect(next.refresh_token).toEqual(expect.any(String));
    expect(next.refresh_token).not.toBe(old);
    expect(await identifyAccessToken(authority, next.access_token)).toMatchObject({
      name: 'Grace',
    });
    expect(await oauthError(client.refreshTokenGrant(rp.config, old))).toBe('invalid_grant');
  });

  it('revokes a refresh token', async () => {
    rp.jar.clear();
    const fresh = await rp.signIn('login', { email: 'grace@example.com', password: 'hopper-1906' });
    const rt = fresh.refresh_token ?? '';
    await client.tokenRevocation(rp.config, rt);
    expect(await oauthError(client.refreshTokenGrant(rp.config, rt))).toBe('invalid_grant');
  });

  it('refuses a request without PKCE and one with plain PKCE', async () => {
    const redirect_uri = `${origin}/signin/popup`;
    const bare = client.buildAuthorizationUrl(rp.config, {
      redirect_uri,
      scope: SCOPE,
      state: 's1',
    });
    const noPkce = await rp.open(bare.href);
    expect(new URL(noPkce.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_request',
    );
    const plain = client.buildAuthorizationUrl(rp.config, {
      redirect_uri,
      scope: SCOPE,
      state: 's2',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    const plainRes = await rp.open(plain.href);
    expect(new URL(plainRes.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_request',
    );
  });
});
