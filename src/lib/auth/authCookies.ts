/**
 * Auth-related cookie names; the tokens are HttpOnly and set by the server only. `wb_oidc_settings`
 * is readable: the OIDC client settings the pages need (see {@link oidcSettingsCookieValue}).
 */
export const AUTH_COOKIE_NAMES = {
  userName: 'Username',
  loginUi: 'wb_login_ui',
  accessToken: 'accesstoken',
  refreshToken: 'refreshtoken',
  oidcSettings: 'wb_oidc_settings',
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

/** What `wb_oidc_settings` carries: the published `authClientSettings` a page signs in with. */
export interface OidcSettingsCookie {
  Authority: string;
  ClientId: string;
  Scope: string;
}

/**
 * The `wb_oidc_settings` value: the published `authClientSettings` (Authority, ClientId, Scope) as
 * JSON, in that order. The server writes it at sign-in beside the other auth cookies (the cookie
 * library URI-encodes it).
 */
export function oidcSettingsCookieValue(settings: OidcSettingsCookie): string {
  const { Authority, ClientId, Scope } = settings;
  return JSON.stringify({ Authority, ClientId, Scope });
}

/**
 * The settings `wb_oidc_settings` carries in a `document.cookie` string (its value URI-decoded or
 * not); null when the cookie is absent or not such JSON.
 */
export function readOidcSettingsCookie(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): OidcSettingsCookie | null {
  const prefix = `${AUTH_COOKIE_NAMES.oidcSettings}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw.startsWith('{') ? raw : decodeURIComponent(raw));
    const { Authority, ClientId, Scope } = (value ?? {}) as Partial<Record<string, unknown>>;
    if (typeof Authority !== 'string' || typeof ClientId !== 'string' || typeof Scope !== 'string')
      return null;
    return { Authority, ClientId, Scope };
  } catch {
    return null;
  }
}
