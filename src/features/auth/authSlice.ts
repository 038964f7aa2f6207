import { createSlice, isAnyOf } from '@reduxjs/toolkit';

import { hydrated, type HydrationPayload } from '@/store/hydrated';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';
import { AUTH_ERRORS } from '@/lib/auth/authErrors';

import { reauthenticated, signInStarted, silentRenewFailed, userUnloaded } from './authActions';
import { initialAuthState, type AuthState } from './authState';
import { signIn, silentSignIn } from './authThunks';

const t = translator('auth', messages);

/** The `auth` key of the hydration payload (seeded by server rendering from the cookies). */
export interface AuthHydration {
  isLoggedIn: boolean;
  userName: string | null;
}

/** Sign-in state machine. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (state, action) => {
        const auth = (action.payload as HydrationPayload & { auth?: AuthHydration }).auth;
        if (!auth) return;
        state.isLoggedIn = auth.isLoggedIn;
        state.userName = auth.isLoggedIn ? auth.userName : null;
      })
      .addCase(signIn.rejected, (state, action) => {
        state.isLoggedIn = false;
        // Aborted (the visitor closed the sign-in modal) or cancelled at the identity provider's
        // page: nothing failed, nothing to show.
        if (action.meta.aborted || action.payload?.message === AUTH_ERRORS.signInCancelled) {
          state.status = 'idle';
          state.loginError = null;
          return;
        }
        state.status = 'failed';
        state.loginError =
          action.payload?.message ?? action.error.message ?? t('error.signInFailed');
      })
      // A failed silent sign-in leaves the visitor logged out without an error to show.
      .addCase(silentSignIn.rejected, (state) => {
        state.isLoggedIn = false;
        state.status = 'failed';
      })
      .addCase(reauthenticated, (state, action) => {
        state.isLoggedIn = true;
        if (action.payload?.userName) state.userName = action.payload.userName;
        state.renewError = null;
      })
      .addCase(silentRenewFailed, (state, action) => {
        state.renewError = action.payload;
      })
      .addCase(userUnloaded, () => initialAuthState)
      .addMatcher(isAnyOf(signInStarted, signIn.pending, silentSignIn.pending), (state) => {
        state.userName = null;
        state.loginError = null;
        state.status = 'loading';
      })
      .addMatcher(isAnyOf(signIn.fulfilled, silentSignIn.fulfilled), (state, action) => {
        state.isLoggedIn = true;
        state.userName = action.payload.userName;
        state.loginError = null;
        state.status = 'succeeded';
        state.signedInHere = signIn.fulfilled.match(action);
      });
  },
});

export type { AuthState, AuthStatus } from './authState';
export { reauthenticated, signInStarted, silentRenewFailed, userUnloaded } from './authActions';
export { signIn, signOut, silentSignIn } from './authThunks';
export {
  selectAuthSettings,
  selectAuthStatus,
  selectIsLoggedIn,
  selectLoginError,
  selectRenewError,
  selectSignedInHere,
  selectUserName,
} from './authSelectors';

declare module '@/store/rootState' {
  interface RootState {
    auth: AuthState;
  }
}
