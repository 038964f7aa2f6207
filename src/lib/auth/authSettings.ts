/**
 * The browser's sign-in settings, from the published configuration: no oidc-client-ts, so any
 * component may read them without loading the sign-in code (userManager.ts).
 */

/** What the published configuration's `authClientSettings` gives the browser. */
export interface AuthSettings {
  authority: string;
  clientId: string;
  scope: string;
  enableLogging?: boolean;
  /**
   * The session-check iframe (every `checkSessionInterval` seconds): only when the identity
   * provider publishes a `check_session_iframe` (see {@link supportsSessionCheck}); off by default.
   */
  monitorSession?: boolean;
}

/** `authClientSettings` as published in the configuration. */
export interface AuthClientSettings {
  Authority: string;
  Scope: string;
  ClientId: string;
  EnableLogging: boolean;
}

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
