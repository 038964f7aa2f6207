import { hydrated, type HydrationPayload } from '@/store/hydrated';

import {
  authSlice,
  reauthenticated,
  signIn,
  signInStarted,
  silentRenewFailed,
  silentSignIn,
  userUnloaded,
} from './authSlice';
import { initialAuthState, type AuthState } from './authState';

const reducer = authSlice.reducer;
const signedIn: AuthState = {
  ...initialAuthState,
  isLoggedIn: true,
  userName: 'Ada',
  status: 'succeeded',
};
const withAuth = (auth: { isLoggedIn: boolean; userName: string | null }) =>
  hydrated({ auth } as HydrationPayload);

describe('authSlice', () => {
  it('starts logged out', () => {
    expect(reducer(undefined, { type: 'unknown' })).toEqual({
      isLoggedIn: false,
      userName: null,
      loginError: null,
      status: 'idle',
      renewError: null,
      signedInHere: false,
    });
  });

  it('clears the user name and error when a sign-in starts or a login is requested', () => {
    const failed: AuthState = {
      ...initialAuthState,
      userName: 'Old',
      loginError: 'Popup closed by user',
      status: 'failed',
    };
    for (const action of [
      signInStarted(),
      signIn.pending('r', undefined),
      silentSignIn.pending('r', undefined),
    ]) {
      expect(reducer(failed, action)).toMatchObject({
        userName: null,
        loginError: null,
        status: 'loading',
      });
    }
  });

  it('sets logged in and the user name on success', () => {
    for (const action of [
      signIn.fulfilled({ userName: 'Ada' }, 'r', undefined),
      silentSignIn.fulfilled({ userName: 'Ada' }, 'r', undefined),
    ]) {
      expect(reducer(initialAuthState, action)).toMatchObject({
        isLoggedIn: true,
        userName: 'Ada',
        status: 'succeeded',
      });
    }
  });

  it('marks a sign-in the visitor made on this page, not the silent one at load', () => {
    const visitor = reducer(
      initialAuthState,
      signIn.fulfilled({ userName: 'Ada' }, 'r', undefined),
    );
    expect(visitor.signedInHere).toBe(true);
    expect(
      reducer(initialAuthState, silentSignIn.fulfilled({ userName: 'Ada' }, 'r', undefined))
        .signedInHere,
    ).toBe(false);
    expect(
      reducer(initialAuthState, withAuth({ isLoggedIn: true, userName: 'Ada' })).signedInHere,
    ).toBe(false);
    expect(reducer(visitor, userUnloaded()).signedInHere).toBe(false);
  });

  it('sets logged out and stores the error message on failure', () => {
    const state = reducer(
      signedIn,
      signIn.rejected(null, 'r', undefined, { message: 'Popup blocked by user' }),
    );
    expect(state).toMatchObject({
      isLoggedIn: false,
      loginError: 'Popup blocked by user',
      status: 'failed',
    });
  });

  it('shows no error when the visitor cancelled at the identity provider', () => {
    const state = reducer(
      { ...initialAuthState, status: 'loading' },
      signIn.rejected(null, 'r', undefined, { message: 'Sign-in cancelled' }),
    );
    expect(state).toMatchObject({ isLoggedIn: false, loginError: null, status: 'idle' });
  });

  it('stays logged out without an error to show when the silent sign-in fails', () => {
    const state = reducer(
      initialAuthState,
      silentSignIn.rejected(null, 'r', undefined, { message: 'login_required' }),
    );
    expect(state).toMatchObject({ isLoggedIn: false, loginError: null, status: 'failed' });
  });

  it('sets logged in on re-authentication, keeping the name unless a new one comes', () => {
    expect(
      reducer({ ...signedIn, isLoggedIn: false, renewError: 'x' }, reauthenticated()),
    ).toMatchObject({
      isLoggedIn: true,
      userName: 'Ada',
      renewError: null,
    });
    expect(reducer(signedIn, reauthenticated({ userName: 'Ada L.' })).userName).toBe('Ada L.');
  });

  it('records a failed silent renew', () => {
    expect(reducer(signedIn, silentRenewFailed('Network Error'))).toMatchObject({
      isLoggedIn: true,
      renewError: 'Network Error',
    });
  });

  it('clears the auth state when the user is unloaded (sign-out)', () => {
    expect(reducer({ ...signedIn, loginError: 'x', renewError: 'y' }, userUnloaded())).toEqual(
      initialAuthState,
    );
  });

  it('takes the server-rendered auth state and ignores payloads without it', () => {
    let state = reducer(undefined, withAuth({ isLoggedIn: true, userName: 'Ada' }));
    expect(state).toMatchObject({ isLoggedIn: true, userName: 'Ada' });
    state = reducer(state, hydrated({ page: { pageId: 'home', query: {} } }));
    expect(state).toMatchObject({ isLoggedIn: true, userName: 'Ada' });
    expect(reducer(state, withAuth({ isLoggedIn: false, userName: 'stale' }))).toMatchObject({
      isLoggedIn: false,
      userName: null,
    });
  });
});
