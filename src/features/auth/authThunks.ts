import { createAppAsyncThunk, toThunkError } from '@/store/thunks';
import { hasSignInCookies } from '@/lib/auth/authCookies';
import { isFrameRefused, rememberFramingRefused } from '@/lib/auth/framing';
import { renewWithLock } from '@/lib/auth/renewal';
import { AUTH_ERRORS } from '@/lib/auth/tokenRules';
import {
  getUserManager,
  renewLockName,
  type AuthSettings,
  type SiteUserManager,
} from '@/lib/auth/userManager';

import { userUnloaded } from './authActions';
import { selectAuthSettings, selectAuthStatus, selectIsLoggedIn } from './authSelectors';
import { postAuthSuccess, postSignOut, type SignedInTokens } from './api/authApi';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The sign-in error to keep: a popup the browser refused to open surfaces in oidc-client-ts as a
 * navigation on a disposed window, which is the spec's 'Popup blocked by user'.
 */
export function signInErrorMessage(err: unknown): string {
  const message = messageOf(err);
  return message === 'Attempted to navigate on a disposed window'
    ? AUTH_ERRORS.popupBlocked
    : message;
}

/** The sign-in modal's part in an interactive sign-in. */
export interface SignInOptions {
  /** The modal's iframe, once it is open: the authorization request runs inside it. */
  frame: Promise<HTMLIFrameElement>;
  /** The identity provider refused the frame: called before the popup opens instead. */
  onFrameRefused?: () => void;
}

/** Resolves like `promise`, or fails with 'Sign-in cancelled' when `signal` aborts first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error(AUTH_ERRORS.signInCancelled));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The interactive part: in the modal's iframe when there is one, else (or when the identity
 * provider refuses the frame, which is then remembered for this tab) in a popup window that
 * closes when `signal` aborts and fails with 'Popup closed by user' when the visitor closes it.
 */
async function signInInteractively(
  manager: SiteUserManager,
  settings: AuthSettings,
  options: SignInOptions | undefined,
  signal: AbortSignal,
) {
  if (options) {
    const frame = await unlessAborted(options.frame, signal);
    try {
      return await manager.signinFrame(frame, { signal });
    } catch (err) {
      if (!isFrameRefused(err)) throw err;
      rememberFramingRefused(settings);
      options.onFrameRefused?.();
    }
  }
  return manager.signinPopup({ popupSignal: signal, popupAbortOnClose: true });
}

/**
 * Interactive sign-in: authorization code + PKCE in the sign-in modal's iframe (`options`), or
 * in a popup window (no options, or the frame refused); then the tokens go to POST auth/success.
 * Popup errors keep oidc-client-ts's texts ('Popup blocked by user', 'Popup closed by user'). A
 * sign-in the server refuses leaves no stored tokens behind. Aborting the thunk (the modal
 * closed) cancels the sign-in without an error to show.
 */
export const signIn = createAppAsyncThunk(
  'auth/signIn',
  async (options: SignInOptions | undefined, { getState, extra, signal, rejectWithValue }) => {
    const settings = selectAuthSettings(getState());
    const manager = await getUserManager(settings);
    if (!manager || !settings) return rejectWithValue({ message: AUTH_ERRORS.noUserManager });
    try {
      const user = await signInInteractively(manager, settings, options, signal);
      try {
        return { userName: await postAuthSuccess(extra.web2, user) };
      } catch (err) {
        await manager.removeUser().catch(() => undefined);
        throw err;
      }
    } catch (err) {
      return rejectWithValue({ message: signInErrorMessage(err) });
    }
  },
);

/**
 * Signs out: the server clears the three auth cookies and unlinks the device, the identity
 * provider revokes both tokens (failures ignored), the stored user is removed, and the auth state
 * is cleared (userUnloaded) even when the server could not be reached.
 */
export const signOut = createAppAsyncThunk(
  'auth/signOut',
  async (_: undefined, { getState, dispatch, rejectWithValue }) => {
    let failure: string | null = null;
    try {
      await postSignOut();
    } catch (err) {
      failure = messageOf(err);
    }
    const manager = await getUserManager(selectAuthSettings(getState())).catch(() => null);
    dispatch(userUnloaded());
    if (manager) {
      await manager.revokeTokens().catch(() => undefined);
      // End the identity provider's session too (it navigates away and back to the site), so the
      // next "Sign In" asks for a password; without an id token just forget the user.
      await manager.signoutRedirect().catch((err: unknown) => {
        console.warn('Could not end the identity provider session:', messageOf(err));
        return manager.removeUser().catch(() => undefined);
      });
    }
    if (failure) return rejectWithValue({ message: failure });
    return undefined;
  },
);

/**
 * The silent sign-in at load: only when both readable sign-in cookies exist, the
 * user is not logged in and the auth configuration is present. A stored user whose token is
 * not about to expire is reused; otherwise oidc-client-ts renews silently (refresh token, else
 * the silent-renew iframe). On failure the server clears
 * the cookies (POST auth/signout) and the visitor stays logged out.
 */
export const silentSignIn = createAppAsyncThunk(
  'auth/silentSignIn',
  async (_: undefined, { getState, extra, rejectWithValue }) => {
    try {
      const settings = selectAuthSettings(getState());
      const manager = await getUserManager(settings);
      if (!manager || !settings) throw new Error(AUTH_ERRORS.noUserManager);
      try {
        // Under the renew lock: tabs opened together must not spend the same refresh token twice.
        const { user } = await renewWithLock(manager, renewLockName(settings));
        if (!user) throw new Error('Silent sign-in returned no user');
        return { userName: await postAuthSuccess(extra.web2, user) };
      } catch (err) {
        await manager.removeUser().catch(() => undefined);
        throw err;
      }
    } catch (err) {
      await postSignOut().catch(() => undefined);
      return rejectWithValue(toThunkError(err));
    }
  },
  {
    condition: (_, { getState }) => {
      const state = getState();
      // Not while one is running (React's strict mode mounts the bootstrap twice).
      if (selectAuthStatus(state) === 'loading') return false;
      return hasSignInCookies() && !selectIsLoggedIn(state) && selectAuthSettings(state) !== null;
    },
  },
);

/**
 * Hands a signed-in user's tokens to the server (POST auth/success through the store's web2
 * client): after a redirect sign-in (/signin) and after each token renew. Resolves to the user
 * name; changes no state by itself.
 */
export const handOverTokens = createAppAsyncThunk(
  'auth/handOverTokens',
  async (user: SignedInTokens, { extra, rejectWithValue }) => {
    try {
      return await postAuthSuccess(extra.web2, user);
    } catch (err) {
      return rejectWithValue(toThunkError(err));
    }
  },
);
