/** Where the last sign-in attempt stands. */
export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Auth state: no tokens here; they stay in oidc-client-ts's store and HttpOnly cookies. */
export interface AuthState {
  isLoggedIn: boolean;
  userName: string | null;
  /** The message of the last failed interactive sign-in. */
  loginError: string | null;
  status: AuthStatus;
  /** The message of the last failed silent renew (not a timeout). */
  renewError: string | null;
  /**
   * Whether the visitor signed in on this page (not the silent sign-in at load, nor a page that
   * came signed in): the frame announces it.
   */
  signedInHere: boolean;
}

/** Starts logged out. */
export const initialAuthState: AuthState = {
  isLoggedIn: false,
  userName: null,
  loginError: null,
  status: 'idle',
  renewError: null,
  signedInHere: false,
};
