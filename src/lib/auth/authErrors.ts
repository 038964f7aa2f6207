/** The identity error texts (they match oidc-client-ts 3's own messages). */
export const AUTH_ERRORS = {
  noUserManager: 'Login with popup error, User Manager Instance not instantiated!',
  missingSubject: 'ID Token is missing a subject claim',
  subMismatch: 'sub in id_token does not match current sub',
  authTimeMismatch: 'auth_time in id_token does not match original auth_time',
  azpMismatch: 'azp in id_token does not match original azp',
  noState: 'No state in response',
  noMatchingState: 'No matching state found in storage',
  noEndSession: 'No end session endpoint',
  noPopupRedirectUri: 'No popup_redirect_uri configured',
  noSilentRedirectUri: 'No silent_redirect_uri configured',
  iframeTimeout: 'IFrame timed out without a response',
  popupBlocked: 'Popup blocked by user',
  popupClosedByUser: 'Popup closed by user',
  popupClosed: 'Popup closed',
  navigationAborted: 'Window navigation aborted',
  invalidWindowResponse: 'Invalid response from window',
  codeFlowOnly: 'Only the Authorization Code flow (with PKCE) is supported',
  /** The sign-in modal's own texts: the provider refused the frame; the visitor closed the modal. */
  frameRefused: 'The sign-in page refused to open in the sign-in window',
  signInCancelled: 'Sign-in cancelled',
  missingAccessToken: 'Access token is missing',
  missingRefreshToken: 'Refresh token is missing',
  accessTokenExpired: 'Access token has expired',
  refreshTokenExpired: 'Refresh token has expired',
} as const;

/**
 * What an identity provider answers when the visitor presses Cancel on its sign-in page: OAuth's
 * `access_denied` with oidc-provider's description of an aborted interaction (the embedded
 * provider's Cancel, src/embedded/idp/interactions.handler.ts). Other `access_denied` answers (a
 * provider's policy refusing the account, say) stay errors with their description.
 */
export const CANCELLED_AT_PROVIDER = {
  error: 'access_denied',
  description: 'End-User aborted interaction',
} as const;
