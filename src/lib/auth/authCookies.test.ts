import {
  AUTH_COOKIE_NAMES,
  cookieNames,
  hasSignInCookies,
  oidcSettingsCookieValue,
  readOidcSettingsCookie,
} from './authCookies';

describe('authCookies', () => {
  it('lists cookie names', () => {
    expect([...cookieNames('a=1; Username=Ada; wb_login_ui=1')]).toEqual([
      'a',
      'Username',
      'wb_login_ui',
    ]);
    expect(cookieNames('').size).toBe(0);
  });

  it('needs both Username and wb_login_ui', () => {
    expect(hasSignInCookies('Username=Ada; wb_login_ui=1')).toBe(true);
    expect(hasSignInCookies('Username=Ada')).toBe(false);
    expect(hasSignInCookies('wb_login_ui=1; other=Username')).toBe(false);
    // In Node there is no document: no cookies.
    expect(hasSignInCookies()).toBe(false);
  });

  it('writes wb_oidc_settings as the published Authority, ClientId and Scope in JSON', () => {
    expect(AUTH_COOKIE_NAMES.oidcSettings).toBe('wb_oidc_settings');
    const published = {
      Authority: 'https://site.example/idp',
      Scope: 'openid profile offline_access',
      ClientId: 'weather-web',
      EnableLogging: false,
    };
    const value = oidcSettingsCookieValue(published);
    expect(value).toBe(
      '{"Authority":"https://site.example/idp","ClientId":"weather-web","Scope":"openid profile offline_access"}',
    );
    const expected = {
      Authority: 'https://site.example/idp',
      ClientId: 'weather-web',
      Scope: 'openid profile offline_access',
    };
    // As the server sends it (URI-encoded) and raw.
    expect(readOidcSettingsCookie(`a=1; wb_oidc_settings=${encodeURIComponent(value)}`)).toEqual(
      expected,
    );
    expect(readOidcSettingsCookie(`wb_oidc_settings=${value}`)).toEqual(expected);
    expect(readOidcSettingsCookie('wb_oidc_settings=%7Bbroken')).toBeNull();
    expect(readOidcSettingsCookie('wb_oidc_settings={"Authority":1}')).toBeNull();
    expect(readOidcSettingsCookie('Username=Ada')).toBeNull();
  });
});
