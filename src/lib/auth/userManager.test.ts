/**
 * @jest-environment jest-fixed-jsdom
 */
import { User } from 'oidc-client-ts';

import {
  buildUserManagerSettings,
  getUserManager,
  renewLockName,
  resetUserManagers,
  toAuthSettings,
  userStoreKey,
  type AuthSettings,
} from './userManager';

const settings: AuthSettings = {
  authority: 'http://localhost/idp',
  clientId: 'weather-web',
  scope: 'openid profile offline_access',
};

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
      post_logout_redirect_uri: 'https://site.example/',
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

  it('names the renew lock after the authority and client', () => {
    expect(renewLockName(settings)).toBe('oidc-renew:http://localhost/idp:weather-web');
  });
});
