/**
 * The browser-only, lazily created oidc-client-ts `UserManager`.
 * The library is loaded with a dynamic import, so pages download it only when sign-in is used, and
 * it is never loaded or constructed during server rendering.
 */
import type { UserManager, UserManagerSettings } from 'oidc-client-ts';

import { assertCodeFlow } from './tokenRules';

/** What the published configuration's `authClientSettings` gives the browser. */
export interface AuthSettings {
  authority: string;
  clientId: string;
  scope: string;
  enableLogging?: boolean;
  /** Only when the identity provider publishes a check_session_iframe; off by default. */
  monitorSession?: boolean;
}

/** `authClientSettings` as published in the configuration. */
export interface AuthClientSettings {
  Authority: string;
  Scope: string;
  ClientId: string;
  EnableLogging: boolean;
}

/** The helper pages on the site origin. */
export const AUTH_PATHS = {
  redirect: '/signin',
  popup: '/signin/popup',
  silentRenew: '/signin/silent-renew',
} as const;

/**
 * Popup window features. Spec 000 §9 gives the popup defaults 500×500 at left 100, top 100 and a
 * popup height of 640: read together, the height (640) overrides the default 500.
 */
export const POPUP_WINDOW_FEATURES = { width: 500, height: 640, left: 100, top: 100 } as const;

/** Timings, in seconds. */
export const AUTH_TIMINGS = {
  silentRequestTimeout: 30,
  accessTokenExpiringNotification: 60,
  checkSessionInterval: 2,
} as const;

/** Maps the configuration's `authClientSettings`; null when it is absent or incomplete. */
export function toAuthSettings(config: AuthClientSettings | null | undefined): AuthSettings | null {
  if (!config?.Authority || !config.ClientId) return null;
  return {
    authority: config.Authority,
    clientId: config.ClientId,
    scope: config.Scope,
    enableLogging: config.EnableLogging,
  };
}

/** The localStorage key oidc-client-ts stores the user under: authority and client id combined. */
export function userStoreKey(settings: Pick<AuthSettings, 'authority' | 'clientId'>): string {
  return `oidc.user:${settings.authority}:${settings.clientId}`;
}

/** The Web Locks name that serialises token renewal across tabs for one authority and client. */
export function renewLockName(settings: Pick<AuthSettings, 'authority' | 'clientId'>): string {
  return `oidc-renew:${settings.authority}:${settings.clientId}`;
}

/**
 * The UserManager settings (without the user store, which needs `window`). Authorization code
 * with PKCE, response mode query, tokens in localStorage. The library's own automatic renew is
 * off: `startRenewal` (renewal.ts) renews in one tab at a time under a Web Lock, with the refresh
 * token when there is one and the silent-renew iframe otherwise.
 */
export function buildUserManagerSettings(
  settings: AuthSettings,
  origin: string,
): Omit<UserManagerSettings, 'userStore'> {
  const response_type = 'code';
  assertCodeFlow(response_type);
  return {
    authority: settings.authority,
    client_id: settings.clientId,
    scope: settings.scope,
    redirect_uri: `${origin}${AUTH_PATHS.redirect}`,
    popup_redirect_uri: `${origin}${AUTH_PATHS.popup}`,
    silent_redirect_uri: `${origin}${AUTH_PATHS.silentRenew}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type,
    response_mode: 'query',
    extraQueryParams: { disablessologinview: 'true' },
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: AUTH_TIMINGS.silentRequestTimeout,
    accessTokenExpiringNotificationTimeInSeconds: AUTH_TIMINGS.accessTokenExpiringNotification,
    monitorSession: settings.monitorSession ?? false,
    checkSessionIntervalInSeconds: AUTH_TIMINGS.checkSessionInterval,
    popupWindowFeatures: { ...POPUP_WINDOW_FEATURES },
    revokeTokenTypes: ['access_token', 'refresh_token'],
    revokeTokensOnSignout: true,
    filterProtocolClaims: true,
    loadUserInfo: false,
  };
}

const instances = new Map<string, Promise<UserManager>>();

async function createUserManager(settings: AuthSettings): Promise<UserManager> {
  const { Log, UserManager: Manager, WebStorageStateStore } = await import('oidc-client-ts');
  if (settings.enableLogging) {
    Log.setLogger(console);
    Log.setLevel(Log.WARN);
  }
  return new Manager({
    ...buildUserManagerSettings(settings, window.location.origin),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/**
 * The UserManager for these settings: one instance per authority and client id, created on first
 * use. Resolves to null during server rendering and when the settings are missing.
 */
export function getUserManager(
  settings: AuthSettings | null | undefined,
): Promise<UserManager | null> {
  if (typeof window === 'undefined' || !settings?.authority || !settings.clientId)
    return Promise.resolve(null);
  const key = userStoreKey(settings);
  let pending = instances.get(key);
  if (!pending) {
    pending = createUserManager(settings);
    // A failed load (offline chunk) may be retried by the next call.
    pending.catch(() => instances.delete(key));
    instances.set(key, pending);
  }
  return pending;
}

/** Starts downloading oidc-client-ts (e.g. on hover of "Sign In"), so the popup opens at once. */
export function preloadUserManager(): void {
  if (typeof window !== 'undefined') void import('oidc-client-ts').catch(() => undefined);
}

/** Forgets every instance (tests only). */
export function resetUserManagers(): void {
  instances.clear();
}
