import { createSelector } from '@reduxjs/toolkit';

import type { RootState } from '@/store/rootState';
import { selectConfig } from '@/features/config/configSlice';
import { toAuthSettings } from '@/lib/auth/authSettings';

import { initialAuthState, type AuthState } from './authState';

// Until the store registers the auth slice, RootState has no `auth` key: read it defensively.
const authOf = (state: RootState): AuthState =>
  (state as RootState & { auth?: AuthState }).auth ?? initialAuthState;

export const selectIsLoggedIn = (state: RootState) => authOf(state).isLoggedIn;
export const selectUserName = (state: RootState) => authOf(state).userName;
export const selectLoginError = (state: RootState) => authOf(state).loginError;
export const selectAuthStatus = (state: RootState) => authOf(state).status;
export const selectRenewError = (state: RootState) => authOf(state).renewError;
export const selectSignedInHere = (state: RootState) => authOf(state).signedInHere;

/** The UserManager settings from the published configuration (memoised); null without config. */
export const selectAuthSettings = createSelector(
  [(state: RootState) => selectConfig(state)?.authClientSettings],
  (settings) => toAuthSettings(settings),
);
