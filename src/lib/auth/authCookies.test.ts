import { cookieNames, hasSignInCookies } from './authCookies';

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
});
