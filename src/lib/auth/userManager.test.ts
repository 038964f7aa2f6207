/**
 * @jest-environment jest-fixed-jsdom
 */
import { webcrypto } from 'node:crypto';

import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';

import { server } from '@tests/msw/server';

import { AUTH_ERRORS } from './tokenRules';
import {
  buildUserManagerSettings,
  getUserManager,
  renewLockName,
  resetUserManagers,
  supportsSessionCheck,
  toAuthSettings,
  userStoreKey,
  type AuthSettings,
} from './userManager';

const settings: AuthSettings = {
  authority: 'http://localhost/idp',
  clientId: 'weather-web',
  scope: 'openid profile offline_access',
};

const DISCOVERY_URL = 'http://localhost/idp/.well-known/openid-configuration';

/** The embedded provider's discovery document, in the parts these tests need. */
const discovery = {
  issuer: 'http://localhost/idp',
  authorization_endpoint: 'http://localhost/idp/auth',
  token_endpoint: 'http://localhost/idp/token',
  jwks_uri: 'http://localhost/idp/jwks',
  end_session_endpoint: 'http://localhost/idp/session/end',
};

/** Serves the discovery document (with `extra` fields) and counts the requests for it. */
function serveDiscovery(extra: Record<string, unknown> = {}) {
  const calls = { count: 0 };
  server.use(
    http.get(DISCOVERY_URL, () => {
      calls.count += 1;
      return HttpResponse.json({ ...discovery, ...extra });
    }),
  );
  return calls;
}

beforeEach(() => serveDiscovery());

afterEach(() => {
  resetUserManagers();
  localStorage.clear();
});

describe('buildUserManagerSettings', () => {
  it('uses code + PKCE in query mode, the helper pages, the spec timings and the popup size', () => {
    expect(buildUserManagerSettings(settings, 'https://site.example')).toEqual({
      authority: 'http://localhost/idp',
      client_id: 'weather-web',
      scope: 'openid profile offline_access',
      redirect_uri: 'https://site.example/signin',
      popup_redirect_uri: 'https://site.example/signin/popup',
      silent_redirect_uri: 'https://site.example/signin/silent-renew',
      post_logout_redirect_uri: 'https://site.example/signin',
      response_type: 'code',
      response_mode: 'query',
      extraQueryParams: { disablessologinview: 'true' },
      automaticSilentRenew: false,
      silentRequestTimeoutInSeconds: 30,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      monitorSession: false,
      checkSessionIntervalInSeconds: 2,
      popupWindowFeatures: { width: 500, height: 640, left: 100, top: 100 },
      revokeTokenTypes: ['access_token', 'refresh_token'],
      revokeTokensOnSignout: true,
      filterProtocolClaims: true,
      loadUserInfo: false,
    });
  });

  it('turns the session-check iframe on, every 2 s, only when told the provider has one', () => {
    expect(
      buildUserManagerSettings({ ...settings, monitorSession: true }, 'https://site.example'),
    ).toMatchObject({ monitorSession: true, checkSessionIntervalInSeconds: 2 });
    expect(
      buildUserManagerSettings({ ...settings, monitorSession: false }, 'https://site.example'),
    ).toMatchObject({ monitorSession: false });
  });

  it('finds session checking in the discovery document', () => {
    expect(supportsSessionCheck({ check_session_iframe: 'https://id.example/check' })).toBe(true);
    expect(supportsSessionCheck({ check_session_iframe: '' })).toBe(false);
    expect(supportsSessionCheck({})).toBe(false);
    expect(supportsSessionCheck(null)).toBe(false);
  });

  it('maps the published authClientSettings and refuses incomplete ones', () => {
    expect(
      toAuthSettings({ Authority: 'a', ClientId: 'c', Scope: 's', EnableLogging: true }),
    ).toEqual({
      authority: 'a',
      clientId: 'c',
      scope: 's',
      enableLogging: true,
    });
    expect(
      toAuthSettings({ Authority: '', ClientId: 'c', Scope: 's', EnableLogging: false }),
    ).toBeNull();
    expect(toAuthSettings(null)).toBeNull();
  });
});

describe('getUserManager in the browser', () => {
  it('makes one instance per authority and client id', async () => {
    const first = await getUserManager(settings);
    expect(first).not.toBeNull();
    expect(await getUserManager({ ...settings })).toBe(first);
    expect(await getUserManager({ ...settings, clientId: 'other' })).not.toBe(first);
    await expect(getUserManager(null)).resolves.toBeNull();
  });

  it('configures the library as built, with its own renew off', async () => {
    const manager = await getUserManager(settings);
    expect(manager?.settings).toMatchObject({
      response_type: 'code',
      response_mode: 'query',
      redirect_uri: 'http://localhost/signin',
      popup_redirect_uri: 'http://localhost/signin/popup',
      silent_redirect_uri: 'http://localhost/signin/silent-renew',
      automaticSilentRenew: false,
      silentRequestTimeoutInSeconds: 30,
      popupWindowFeatures: { width: 500, height: 640, left: 100, top: 100 },
      extraQueryParams: { disablessologinview: 'true' },
      disablePKCE: false,
    });
  });

  it('stores the user in localStorage under oidc.user:<authority>:<client_id>', async () => {
    const manager = await getUserManager(settings);
    const user = new User({
      access_token: 'at',
      refresh_token: 'rt',
      token_type: 'Bearer',
      profile: { sub: 'u1' } as User['profile'],
    });
    await manager?.storeUser(user);
    expect(userStoreKey(settings)).toBe('oidc.user:http://localhost/idp:weather-web');
    expect(Object.keys(localStorage)).toContain('oidc.user:http://localhost/idp:weather-web');
    expect(JSON.parse(localStorage.getItem(userStoreKey(settings)) ?? '{}')).toMatchObject({
      access_token: 'at',
      refresh_token: 'rt',
    });
    expect((await manager?.getUser())?.profile.sub).toBe('u1');
  });

  it('monitors the session every 2 s when the discovery document has a check_session_iframe', async () => {
    serveDiscovery({ check_session_iframe: 'http://localhost/idp/check' });
    const manager = await getUserManager(settings);
    expect(manager?.settings).toMatchObject({
      monitorSession: true,
      checkSessionIntervalInSeconds: 2,
    });
    // The document read up front is the one the library uses.
    await expect(manager?.metadataService.getCheckSessionIframe()).resolves.toBe(
      'http://localhost/idp/check',
    );
  });

  it('leaves session monitoring off without a check_session_iframe (the embedded provider)', async () => {
    const calls = serveDiscovery();
    const manager = await getUserManager(settings);
    expect(manager?.settings.monitorSession).toBe(false);
    await manager?.metadataService.getAuthorizationEndpoint();
    expect(calls.count).toBe(1);
  });

  it('leaves it off, and the discovery to the library, when the document cannot be read', async () => {
    server.use(http.get(DISCOVERY_URL, () => new HttpResponse(null, { status: 503 })));
    const manager = await getUserManager(settings);
    expect(manager?.settings.monitorSession).toBe(false);
  });

  it('reads no discovery document for a callback page', async () => {
    const calls = serveDiscovery({ check_session_iframe: 'http://localhost/idp/check' });
    const manager = await getUserManager(settings, { callbackOnly: true });
    expect(manager?.settings.monitorSession).toBe(false);
    expect(calls.count).toBe(0);
    expect(await getUserManager(settings)).not.toBe(manager);
  });

  it('names the renew lock after the authority and client', () => {
    expect(renewLockName(settings)).toBe('oidc-renew:http://localhost/idp:weather-web');
  });
});

describe('signinFrame', () => {
  // jsdom's crypto lacks SubtleCrypto (PKCE hashes the verifier with it): lend Node's.
  const hadSubtle = Object.getOwnPropertyDescriptor(window.crypto, 'subtle');
  beforeAll(() => {
    Object.defineProperty(window.crypto, 'subtle', { configurable: true, value: webcrypto.subtle });
  });
  afterAll(() => {
    if (hadSubtle) Object.defineProperty(window.crypto, 'subtle', hadSubtle);
    else Reflect.deleteProperty(window.crypto, 'subtle');
  });

  /** Waits until the frame was sent somewhere. */
  async function frameTarget(frame: HTMLIFrameElement): Promise<URL> {
    for (let i = 0; i < 100 && !frame.getAttribute('src'); i += 1)
      await new Promise((r) => setTimeout(r, 5));
    return new URL(frame.src);
  }

  /** What /signin/popup in the frame posts to this page. */
  function answer(frame: HTMLIFrameElement, query: string) {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'http://localhost',
        data: { source: 'oidc-client', url: `http://localhost/signin/popup?${query}` },
        source: frame.contentWindow,
      }),
    );
  }

  const unsignedJwt = (claims: Record<string, unknown>) =>
    `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('runs the code + PKCE request in the frame and exchanges the code it answers', async () => {
    const tokenRequests: URLSearchParams[] = [];
    server.use(
      http.post('http://localhost/idp/token', async ({ request }) => {
        tokenRequests.push(new URLSearchParams(await request.text()));
        const now = Math.floor(Date.now() / 1000);
        return HttpResponse.json({
          access_token: 'access-token-0123456789',
          refresh_token: 'refresh-token-0123456789',
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid profile offline_access',
          id_token: unsignedJwt({
            iss: 'http://localhost/idp',
            aud: 'weather-web',
            sub: 'user-1',
            name: 'Ada',
            iat: now,
            exp: now + 3600,
          }),
        });
      }),
    );
    const manager = await getUserManager(settings);
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    const signingIn = manager!.signinFrame(frame);
    const request = await frameTarget(frame);
    expect(`${request.origin}${request.pathname}`).toBe('http://localhost/idp/auth');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      client_id: 'weather-web',
      response_type: 'code',
      response_mode: 'query',
      redirect_uri: 'http://localhost/signin/popup',
      code_challenge_method: 'S256',
      display: 'popup',
      disablessologinview: 'true',
    });
    expect(request.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    answer(frame, `code=the-code&state=${request.searchParams.get('state')}`);
    const user = await signingIn;
    expect(user.profile.sub).toBe('user-1');
    expect(user.access_token).toBe('access-token-0123456789');
    expect(tokenRequests[0]?.get('code')).toBe('the-code');
    expect(tokenRequests[0]?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect(tokenRequests[0]?.get('redirect_uri')).toBe('http://localhost/signin/popup');
  });

  it('fails with the provider’s error and with a cancel', async () => {
    const manager = await getUserManager(settings);
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    const refused = manager!.signinFrame(frame);
    const request = await frameTarget(frame);
    answer(
      frame,
      `error=access_denied&error_description=End-User+aborted+interaction&state=${request.searchParams.get('state')}`,
    );
    await expect(refused).rejects.toThrow('End-User aborted interaction');

    const controller = new AbortController();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    const cancelled = manager!.signinFrame(other, { signal: controller.signal });
    await frameTarget(other);
    controller.abort();
    await expect(cancelled).rejects.toThrow(AUTH_ERRORS.signInCancelled);
  });
});
