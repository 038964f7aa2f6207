/**
 * The browser-only, lazily created oidc-client-ts `UserManager`.
 * The library is loaded with a dynamic import, so pages download it only when sign-in is used, and
 * it is never loaded or constructed during server rendering.
 */
import type { OidcMetadata, User, UserManager, UserManagerSettings } from 'oidc-client-ts';

import type { FrameWindowOptions } from './frameWindow';
import {
  renewLockName,
  toAuthSettings,
  userStoreKey,
  type AuthClientSettings,
  type AuthSettings,
} from './authSettings';
import { assertCodeFlow } from './tokenRules';

export { renewLockName, toAuthSettings, userStoreKey, type AuthClientSettings, type AuthSettings };

/** Options of a sign-in in the modal's iframe. */
export type FrameSigninOptions = FrameWindowOptions;

/** The site's UserManager: oidc-client-ts's, plus the sign-in inside the modal's iframe. */
export interface SiteUserManager extends UserManager {
  /**
   * Interactive sign-in in `frame` (authorization code + PKCE, response to /signin/popup in the
   * frame). Fails with `AUTH_ERRORS.frameRefused` when the identity provider refuses the frame,
   * with `AUTH_ERRORS.signInCancelled` when `signal` aborts.
   */
  signinFrame(frame: HTMLIFrameElement, options?: FrameSigninOptions): Promise<User>;
}

/** The helper pages on the site origin. */
export const AUTH_PATHS = {
  redirect: '/signin',
  popup: '/signin/popup',
  silentRenew: '/signin/silent-renew',
} as const;

/**
 * Popup window features (the sign-in popup: the fallback of the sign-in modal). The product's
 * popup defaults are 500×500 at left 100, top 100, with a popup height of 640: read together, the
 * height (640) overrides the default 500.
 */
export const POPUP_WINDOW_FEATURES = { width: 500, height: 640, left: 100, top: 100 } as const;

/** Timings, in seconds. */
export const AUTH_TIMINGS = {
  silentRequestTimeout: 30,
  accessTokenExpiringNotification: 60,
  checkSessionInterval: 2,
} as const;

/**
 * Whether the session-check iframe can run: the identity provider's discovery document names a
 * `check_session_iframe` (OpenID Connect Session Management). The embedded provider
 * (oidc-provider 9) publishes none.
 */
export function supportsSessionCheck(
  metadata: Partial<Pick<OidcMetadata, 'check_session_iframe'>> | null | undefined,
): boolean {
  return typeof metadata?.check_session_iframe === 'string' && metadata.check_session_iframe !== '';
}

/**
 * The UserManager settings (without the user store, which needs `window`). Authorization code
 * with PKCE, response mode query, tokens in localStorage. The library's own automatic renew is
 * off: `startRenewal` (renewal.ts) renews in one tab at a time under a Web Lock, with the refresh
 * token when there is one and the silent-renew iframe otherwise. Interactive sign-in runs in the
 * sign-in modal's iframe (`signinFrame`) and answers to the popup page, as the popup window does
 * (the fallback when the identity provider refuses the frame). The session-check iframe polls
 * every 2 s when `settings.monitorSession` says the provider has one.
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
    // The end-session redirect lands on /signin, which goes on to the page the visitor signed
    // out from (carried in the sign-out's state, see returnPath.ts).
    post_logout_redirect_uri: `${origin}${AUTH_PATHS.redirect}`,
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

const instances = new Map<string, Promise<SiteUserManager>>();

type OidcLibrary = typeof import('oidc-client-ts');

/**
 * The identity provider's discovery document, read once for the UserManager (which then reuses
 * it); null when it cannot be read now (the library fetches it itself when it needs it).
 */
async function discover(
  lib: OidcLibrary,
  settings: AuthSettings,
  origin: string,
): Promise<Partial<OidcMetadata> | null> {
  const store = new lib.OidcClientSettingsStore({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: `${origin}${AUTH_PATHS.redirect}`,
  });
  return new lib.MetadataService(store).getMetadata().catch(() => null);
}

/** Where a UserManager serves (see {@link getUserManager}). */
export interface UserManagerUse {
  /**
   * A helper page that only hands an authorization response on (the popup and silent-renew
   * pages): no discovery up front and no session monitoring in it.
   */
  callbackOnly?: boolean;
}

async function createUserManager(
  settings: AuthSettings,
  { callbackOnly = false }: UserManagerUse,
): Promise<SiteUserManager> {
  const [lib, { FrameWindow }] = await Promise.all([
    import('oidc-client-ts'),
    import('./frameWindow'),
  ]);
  const { Log, UserManager: Manager, WebStorageStateStore } = lib;
  if (settings.enableLogging) {
    Log.setLogger(console);
    Log.setLevel(Log.WARN);
  }
  const origin = window.location.origin;
  const metadata = callbackOnly ? null : await discover(lib, settings, origin);

  class SiteManager extends Manager implements SiteUserManager {
    signinFrame(frame: HTMLIFrameElement, options: FrameSigninOptions = {}): Promise<User> {
      const redirect_uri = this.settings.popup_redirect_uri;
      if (!redirect_uri) return Promise.reject(new Error('No popup_redirect_uri configured'));
      // The popup's request, shown in the frame: same redirect page, same small-window display.
      return this._signin(
        { request_type: 'si:p', redirect_uri, display: 'popup' },
        new FrameWindow(frame, options),
      );
    }
  }

  return new SiteManager({
    ...buildUserManagerSettings(
      { ...settings, monitorSession: supportsSessionCheck(metadata) },
      origin,
    ),
    ...(metadata ? { metadata } : {}),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/**
 * The UserManager for these settings: one instance per authority and client id (and use),
 * created on first use after reading the identity provider's discovery document, which decides
 * the session monitoring ({@link supportsSessionCheck}). Resolves to null during server rendering
 * and when the settings are missing.
 */
export function getUserManager(
  settings: AuthSettings | null | undefined,
  use: UserManagerUse = {},
): Promise<SiteUserManager | null> {
  if (typeof window === 'undefined' || !settings?.authority || !settings.clientId)
    return Promise.resolve(null);
  const key = `${userStoreKey(settings)}${use.callbackOnly ? ':callback' : ''}`;
  let pending = instances.get(key);
  if (!pending) {
    pending = createUserManager(settings, use);
    // A failed load (offline chunk) may be retried by the next call.
    pending.catch(() => instances.delete(key));
    instances.set(key, pending);
  }
  return pending;
}

/** Starts downloading oidc-client-ts (e.g. on hover of "Sign In"), so sign-in starts at once. */
export function preloadUserManager(): void {
  if (typeof window === 'undefined') return;
  void import('oidc-client-ts').catch(() => undefined);
  void import('./frameWindow').catch(() => undefined);
}

/** Forgets every instance (tests only). */
export function resetUserManagers(): void {
  instances.clear();
}
