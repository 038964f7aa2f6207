/** Auth-related cookie names; the tokens are HttpOnly and set by the server only. */
export const AUTH_COOKIE_NAMES = {
  userName: 'Username',
  loginUi: 'wb_login_ui',
  accessToken: 'accesstoken',
  refreshToken: 'refreshtoken',
} as const;

/** The names of the cookies in a `document.cookie` string. */
export function cookieNames(cookieHeader: string): Set<string> {
  return new Set(
    cookieHeader
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? '')
      .filter(Boolean),
  );
}

/**
 * True when both page-readable sign-in cookies (`Username` and `wb_login_ui`) exist: the browser
 * was signed in before, so a silent sign-in is worth trying.
 */
export function hasSignInCookies(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  const names = cookieNames(cookieHeader);
  return names.has(AUTH_COOKIE_NAMES.userName) && names.has(AUTH_COOKIE_NAMES.loginUi);
}
