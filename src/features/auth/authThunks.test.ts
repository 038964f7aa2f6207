import { getUserManager } from '@/lib/auth/userManager';

import {
  fakeUserManager,
  makeAuthStore,
  recordAuthCalls,
  setSignInCookies,
  signedInUser,
} from '@tests/support/auth';

import {
  selectIsLoggedIn,
  selectLoginError,
  selectUserName,
  signIn,
  signOut,
  silentSignIn,
} from './authSlice';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
}));

const getUserManagerMock = jest.mocked(getUserManager);

function useManager(stored: ReturnType<typeof signedInUser> | null = null) {
  const fake = fakeUserManager(stored);
  getUserManagerMock.mockResolvedValue(fake.asManager);
  return fake;
}

afterEach(() => getUserManagerMock.mockReset());

describe('signIn', () => {
  it('rejects with the spec message when there is no UserManager', async () => {
    getUserManagerMock.mockResolvedValue(null);
    const store = makeAuthStore({ config: null });
    const result = await store.dispatch(signIn());
    expect(result.payload).toEqual({
      message: 'Login with popup error, User Manager Instance not instantiated!',
    });
    expect(selectLoginError(store.getState())).toBe(
      'Login with popup error, User Manager Instance not instantiated!',
    );
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('signs in by popup and hands the tokens to the server in the JSON body, never the URL', async () => {
    const { manager } = useManager();
    const calls = recordAuthCalls({ userName: 'Ada' });
    const store = makeAuthStore();
    await store.dispatch(signIn());
    expect(manager.signinPopup).toHaveBeenCalledTimes(1);
    expect(calls.success).toHaveLength(1);
    expect(calls.success[0]?.body).toEqual({
      accessToken: 'access-token-0123456789',
      refreshToken: 'refresh-token-0123456789',
    });
    expect(calls.success[0]?.url).toBe('http://localhost/web2/api/auth/success');
    expect(calls.success[0]?.url).not.toMatch(/token/i);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectUserName(store.getState())).toBe('Ada');
  });

  it.each(['Popup blocked by user', 'Popup closed by user'])(
    'stores %s as the login error',
    async (message) => {
      const { manager } = useManager();
      manager.signinPopup.mockRejectedValueOnce(new Error(message));
      const calls = recordAuthCalls();
      const store = makeAuthStore();
      await store.dispatch(signIn());
      expect(selectLoginError(store.getState())).toBe(message);
      expect(selectIsLoggedIn(store.getState())).toBe(false);
      expect(calls.success).toHaveLength(0);
    },
  );

  it('applies the token rules before calling the server and drops refused tokens', async () => {
    const { manager } = useManager();
    manager.signinPopup.mockResolvedValueOnce(signedInUser({ refresh_token: undefined }));
    const calls = recordAuthCalls();
    const store = makeAuthStore();
    await store.dispatch(signIn());
    expect(selectLoginError(store.getState())).toBe('Refresh token is missing');
    expect(calls.success).toHaveLength(0);
    expect(manager.removeUser).toHaveBeenCalled();
  });

  it('drops the stored user when the server refuses the sign-in', async () => {
    const { manager } = useManager();
    recordAuthCalls({ successStatus: 401 });
    const store = makeAuthStore();
    await store.dispatch(signIn());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectLoginError(store.getState())).toBe('Invalid PulseAPI response code: 401');
    expect(manager.removeUser).toHaveBeenCalled();
  });
});

describe('signOut', () => {
  it('clears the cookies on the server, revokes the tokens, ends the provider session and clears the state', async () => {
    const { manager } = useManager(signedInUser());
    manager.revokeTokens.mockRejectedValueOnce(new Error('revocation failed'));
    const calls = recordAuthCalls();
    const store = makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } });
    const result = await store.dispatch(signOut());
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(calls.signout).toEqual([
      { url: 'http://localhost/web2/api/auth/signout', credentials: 'same-origin' },
    ]);
    expect(manager.revokeTokens).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalled();
    expect(manager.removeUser).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectUserName(store.getState())).toBeNull();
  });

  it('forgets the stored user when the provider session cannot be ended', async () => {
    const { manager } = useManager(signedInUser());
    manager.signoutRedirect.mockRejectedValueOnce(new Error('No end session endpoint'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    recordAuthCalls();
    const store = makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } });
    await store.dispatch(signOut());
    expect(manager.removeUser).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'Could not end the identity provider session:',
      'No end session endpoint',
    );
    warn.mockRestore();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectUserName(store.getState())).toBeNull();
  });
});

describe('silentSignIn', () => {
  let clearCookies: () => void = () => {};
  afterEach(() => clearCookies());

  it('does nothing without both readable cookies', async () => {
    clearCookies = setSignInCookies(['Username']);
    useManager(signedInUser());
    const calls = recordAuthCalls();
    const store = makeAuthStore();
    const result = await store.dispatch(silentSignIn());
    expect(result.meta).toMatchObject({ condition: true });
    expect(getUserManagerMock).not.toHaveBeenCalled();
    expect(calls.success).toHaveLength(0);
  });

  it('does nothing when already logged in or without auth config', async () => {
    clearCookies = setSignInCookies();
    useManager(signedInUser());
    await makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }).dispatch(silentSignIn());
    await makeAuthStore({ config: null }).dispatch(silentSignIn());
    expect(getUserManagerMock).not.toHaveBeenCalled();
  });

  it('reuses a stored user whose tokens are good and signs in with the server', async () => {
    clearCookies = setSignInCookies();
    const { manager } = useManager(signedInUser());
    const calls = recordAuthCalls({ userName: 'Ada' });
    const store = makeAuthStore();
    await store.dispatch(silentSignIn());
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(calls.success).toHaveLength(1);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectUserName(store.getState())).toBe('Ada');
  });

  it('renews silently when the stored token is expiring', async () => {
    clearCookies = setSignInCookies();
    const { manager } = useManager(signedInUser({ expires_in: 10 }));
    recordAuthCalls();
    const store = makeAuthStore();
    await store.dispatch(silentSignIn());
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('on failure clears the cookies on the server and stays logged out', async () => {
    clearCookies = setSignInCookies();
    const { manager } = useManager(null);
    manager.signinSilent.mockRejectedValueOnce(
      Object.assign(new Error('login_required'), { error: 'login_required' }),
    );
    const calls = recordAuthCalls();
    const store = makeAuthStore();
    const result = await store.dispatch(silentSignIn());
    expect(result.meta.requestStatus).toBe('rejected');
    expect(calls.signout).toHaveLength(1);
    expect(calls.success).toHaveLength(0);
    expect(manager.removeUser).toHaveBeenCalled();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectLoginError(store.getState())).toBeNull();
  });

  it('runs once while a silent sign-in is under way', async () => {
    clearCookies = setSignInCookies();
    useManager(signedInUser());
    const calls = recordAuthCalls();
    const store = makeAuthStore();
    await Promise.all([store.dispatch(silentSignIn()), store.dispatch(silentSignIn())]);
    expect(calls.success).toHaveLength(1);
  });
});

describe('signInErrorMessage', () => {
  it('reports a popup the browser refused to open as "Popup blocked by user"', async () => {
    const { signInErrorMessage } = await import('./authThunks');
    expect(signInErrorMessage(new Error('Attempted to navigate on a disposed window'))).toBe(
      'Popup blocked by user',
    );
    expect(signInErrorMessage(new Error('Popup closed by user'))).toBe('Popup closed by user');
  });
});
