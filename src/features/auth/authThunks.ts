import { createAppAsyncThunk, toThunkError } from '@/store/thunks';
import { hasSignInCookies } from '@/lib/auth/authCookies';

import { userUnloaded } from './authActions';
import { announceAuthChange } from './authBroadcast';
import { selectAuthSettings, selectAuthStatus, selectIsLoggedIn } from './authSelectors';
import type { SignedInTokens } from './api/authApi';
import type { SignInOptions } from './authFlows';

/** The sign-in flows, loaded when a thunk first needs them (authFlows.ts). */
const flows = () => import('./authFlows');

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
    const { signInFlow } = await flows();
    const outcome = await signInFlow(selectAuthSettings(getState()), extra.web2, options, signal);
    if (!outcome.ok) return rejectWithValue({ message: outcome.message });
    announceAuthChange('signed-in');
    return outcome.value;
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
    const { signOutFlow } = await flows();
    const outcome = await signOutFlow(selectAuthSettings(getState()), () => {
      dispatch(userUnloaded());
      announceAuthChange('signed-out');
    });
    return outcome.ok ? outcome.value : rejectWithValue({ message: outcome.message });
  },
);

/**
 * The silent sign-in at load: only when both readable sign-in cookies exist, the
 * user is not logged in and the auth configuration is present. A stored user whose token is
 * not about to expire is reused once the anonymous-session query says its session still exists
 * at the identity provider (anonymous or another subject: login_required); otherwise
 * oidc-client-ts renews silently (refresh token, else the silent-renew iframe). On failure the
 * server clears
 * the cookies (POST auth/signout) and the visitor stays logged out.
 */
export const silentSignIn = createAppAsyncThunk(
  'auth/silentSignIn',
  async (_: undefined, { getState, extra, rejectWithValue }) => {
    try {
      const { silentSignInFlow } = await flows();
      return await silentSignInFlow(selectAuthSettings(getState()), extra.web2);
    } catch (err) {
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
      const { postAuthSuccess } = await import('./api/authApi');
      return await postAuthSuccess(extra.web2, user);
    } catch (err) {
      return rejectWithValue(toThunkError(err));
    }
  },
);
