import { waitFor } from '@testing-library/react';

import { isFramingRefused, resetFramingMemory } from '@/lib/auth/framing';
import { AUTH_ERRORS } from '@/lib/auth/tokenRules';
import { getUserManager } from '@/lib/auth/userManager';

import {
  fakeUserManager,
  makeAuthStore,
  recordAuthCalls,
  setSignInCookies,
  signedInUser,
} from '@tests/support/auth';

import {
  selectAuthStatus,
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

/** Gives the fake UserManager oidc-client-ts's `querySessionStatus` (the anonymous-session query). */
function answerSessionQuery(
  manager: ReturnType<typeof fakeUserManager>['manager'],
  answer: () => Promise<unknown>,
): jest.Mock {
  const query = jest.fn(answer);
  Object.assign(manager, { querySessionStatus: query });
  return query;
}

afterEach(() => {
  getUserManagerMock.mockReset();
  resetFramingMemory();
  document.body.innerHTML = '';
});

/** Sets `navigator.userActivation` (undefined: a browser without it); answers the undo. */
function withUserActivation(isActive: boolean | undefined): () => void {
  const value = isActive === undefined ? undefined : { isActive, hasBeenActive: true };
  Object.defineProperty(navigator, 'userActivation', { value, configurable: true });
  return () => {
    delete (navigator as { userActivation?: unknown }).userActivation;
  };
}

/** The modal's iframe, in the document. */
function modalFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = 'Signin Or Register';
  document.body.appendChild(frame);
  return frame;
}

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
      accesstoken: 'access-token-0123456789',
      refreshtoken: 'refresh-token-0123456789',
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

describe('the other tabs of the site', () => {
  const heard: unknown[] = [];
  let otherTab: BroadcastChannel;
  beforeEach(() => {
    heard.length = 0;
    otherTab = new BroadcastChannel('weather-auth');
    otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  });
  afterEach(() => otherTab.close());
  const settle = () => new Promise((r) => setTimeout(r, 20));

  it('hear of a sign-in once the server has linked it, and of nothing when it failed', async () => {
    useManager();
    recordAuthCalls({ successStatus: 401 });
    await makeAuthStore().dispatch(signIn());
    await settle();
    expect(heard).toEqual([]);
    recordAuthCalls({ userName: 'Ada' });
    await makeAuthStore().dispatch(signIn());
    await settle();
    expect(heard).toEqual(['signed-in']);
  });

  it('hear of a sign-out', async () => {
    useManager(signedInUser());
    recordAuthCalls();
    await makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }).dispatch(signOut());
    await settle();
    expect(heard).toEqual(['signed-out']);
  });
});

describe('signIn in the sign-in modal', () => {
  it('runs in the modal’s iframe once it is there and hands the tokens to the server', async () => {
    const { manager } = useManager();
    const calls = recordAuthCalls({ userName: 'Ada' });
    const store = makeAuthStore();
    const frame = modalFrame();
    const result = await store.dispatch(signIn({ frame: Promise.resolve(frame) }));
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(manager.signinFrame).toHaveBeenCalledWith(frame, { signal: expect.any(AbortSignal) });
    expect(manager.signinPopup).not.toHaveBeenCalled();
    expect(calls.success).toHaveLength(1);
    expect(selectUserName(store.getState())).toBe('Ada');
  });

  it('falls back to the popup at once while the click still allows a window, and remembers it', async () => {
    const { manager } = useManager();
    manager.signinFrame.mockRejectedValueOnce(new Error(AUTH_ERRORS.frameRefused));
    recordAuthCalls({ userName: 'Ada' });
    const onFrameRefused = jest.fn();
    const store = makeAuthStore();
    const restore = withUserActivation(true);
    try {
      await store.dispatch(signIn({ frame: Promise.resolve(modalFrame()), onFrameRefused }));
    } finally {
      restore();
    }
    expect(onFrameRefused).toHaveBeenCalledWith();
    expect(manager.signinPopup).toHaveBeenCalledWith({
      popupSignal: expect.any(AbortSignal),
      popupAbortOnClose: true,
    });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(isFramingRefused({ authority: 'http://localhost/idp' })).toBe(true);
  });

  it.each([
    ['spent', false],
    ['unknown to the browser', undefined],
  ])(
    'when the click’s permission to open a window is %s, opens the popup only from the next click',
    async (_label, active) => {
      const { manager } = useManager();
      manager.signinFrame.mockRejectedValueOnce(new Error(AUTH_ERRORS.frameRefused));
      recordAuthCalls({ userName: 'Ada' });
      let continueInPopup: (() => void) | undefined;
      const onFrameRefused = jest.fn((open?: () => void) => {
        continueInPopup = open;
      });
      const store = makeAuthStore();
      const restore = withUserActivation(active);
      try {
        const running = store.dispatch(
          signIn({ frame: Promise.resolve(modalFrame()), onFrameRefused }),
        );
        await waitFor(() => expect(onFrameRefused).toHaveBeenCalledTimes(1));
        expect(manager.signinPopup).not.toHaveBeenCalled();
        expect(selectAuthStatus(store.getState())).toBe('loading');
        // The visitor's click on "Continue in a new window": the popup opens within it, once.
        continueInPopup?.();
        continueInPopup?.();
        expect(manager.signinPopup).toHaveBeenCalledTimes(1);
        expect(manager.signinPopup).toHaveBeenCalledWith({
          popupSignal: expect.any(AbortSignal),
          popupAbortOnClose: true,
        });
        expect((await running).meta.requestStatus).toBe('fulfilled');
      } finally {
        restore();
      }
      expect(selectIsLoggedIn(store.getState())).toBe(true);
      expect(isFramingRefused({ authority: 'http://localhost/idp' })).toBe(true);
    },
  );

  it('ends without an error when the modal closes instead of continuing in a new window', async () => {
    const { manager } = useManager();
    manager.signinFrame.mockRejectedValueOnce(new Error(AUTH_ERRORS.frameRefused));
    const onFrameRefused = jest.fn();
    const store = makeAuthStore();
    const running = store.dispatch(
      signIn({ frame: Promise.resolve(modalFrame()), onFrameRefused }),
    );
    await waitFor(() => expect(onFrameRefused).toHaveBeenCalledWith(expect.any(Function)));
    running.abort('Sign-in cancelled');
    expect((await running).meta).toMatchObject({ requestStatus: 'rejected', aborted: true });
    expect(manager.signinPopup).not.toHaveBeenCalled();
    expect(selectLoginError(store.getState())).toBeNull();
  });

  it('keeps the error of a frame sign-in that failed otherwise, without a popup', async () => {
    const { manager } = useManager();
    manager.signinFrame.mockRejectedValueOnce(new Error('End-User aborted interaction'));
    const store = makeAuthStore();
    await store.dispatch(signIn({ frame: Promise.resolve(modalFrame()) }));
    expect(manager.signinPopup).not.toHaveBeenCalled();
    expect(selectLoginError(store.getState())).toBe('End-User aborted interaction');
    expect(isFramingRefused({ authority: 'http://localhost/idp' })).toBe(false);
  });

  it('is cancelled without an error when aborted (the modal closed), before or after the frame opened', async () => {
    const { manager } = useManager();
    let signal: AbortSignal | undefined;
    manager.signinFrame.mockImplementationOnce(
      (_frame, options) =>
        new Promise((_resolve, reject) => {
          signal = options?.signal;
          signal?.addEventListener('abort', () => reject(new Error(AUTH_ERRORS.signInCancelled)));
        }),
    );
    const calls = recordAuthCalls();
    const store = makeAuthStore();
    const running = store.dispatch(signIn({ frame: Promise.resolve(modalFrame()) }));
    await new Promise((r) => setTimeout(r, 0));
    expect(selectAuthStatus(store.getState())).toBe('loading');
    running.abort('Sign-in cancelled');
    const result = await running;
    expect(result.meta).toMatchObject({ requestStatus: 'rejected', aborted: true });
    expect(signal?.aborted).toBe(true);
    expect(selectAuthStatus(store.getState())).toBe('idle');
    expect(selectLoginError(store.getState())).toBeNull();
    expect(calls.success).toHaveLength(0);

    // Closed before the frame was there: the sign-in never starts.
    const never = store.dispatch(signIn({ frame: new Promise<HTMLIFrameElement>(() => {}) }));
    never.abort();
    await never;
    await new Promise((r) => setTimeout(r, 0));
    expect(manager.signinFrame).toHaveBeenCalledTimes(1);
    expect(selectLoginError(store.getState())).toBeNull();
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
    // The page the provider sends the visitor back to says they signed out.
    expect(sessionStorage.getItem('wb_signed_out')).toBe('1');
    sessionStorage.clear();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectUserName(store.getState())).toBeNull();
  });

  it('asks the provider to come back to the page the visitor signed out from', async () => {
    const { manager } = useManager(signedInUser());
    recordAuthCalls();
    window.history.pushState({}, '', '/maps/paris-ile-de-france-fr?layerId=Radar.Global#map');
    try {
      await makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }).dispatch(signOut());
    } finally {
      window.history.pushState({}, '', '/');
    }
    expect(manager.signoutRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/maps/paris-ile-de-france-fr?layerId=Radar.Global#map' },
    });
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
    // The page stays: no later page load is told of a sign-out.
    expect(sessionStorage.getItem('wb_signed_out')).toBeNull();
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
    const query = answerSessionQuery(manager, async () => ({ session_state: 's', sub: 'user-1' }));
    const calls = recordAuthCalls({ userName: 'Ada' });
    const store = makeAuthStore();
    await store.dispatch(silentSignIn());
    expect(query).toHaveBeenCalledTimes(1);
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(calls.success).toHaveLength(1);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectUserName(store.getState())).toBe('Ada');
  });

  it.each([
    ['anonymous at the identity provider', { error: 'login_required' }],
    ['another subject signed in there', { session_state: 's', sub: 'someone-else' }],
  ])(
    'does not reuse a stored user whose session is gone (%s): cookies cleared, logged out',
    async (_case, answer) => {
      clearCookies = setSignInCookies();
      const { manager } = useManager(signedInUser());
      answerSessionQuery(manager, async () => {
        if ('error' in answer) throw Object.assign(new Error('x'), answer);
        return answer;
      });
      const calls = recordAuthCalls();
      const store = makeAuthStore();
      const result = await store.dispatch(silentSignIn());
      expect(result.meta.requestStatus).toBe('rejected');
      expect(calls.success).toHaveLength(0);
      expect(calls.signout).toHaveLength(1);
      expect(manager.removeUser).toHaveBeenCalled();
      expect(selectIsLoggedIn(store.getState())).toBe(false);
    },
  );

  it('reuses the stored user when the session query cannot answer or names no subject', async () => {
    clearCookies = setSignInCookies();
    const { manager } = useManager(signedInUser());
    const query = answerSessionQuery(manager, async () => {
      throw new Error('IFrame timed out without a response');
    });
    query.mockResolvedValueOnce(null);
    const calls = recordAuthCalls();
    await makeAuthStore().dispatch(silentSignIn());
    await makeAuthStore().dispatch(silentSignIn());
    expect(query).toHaveBeenCalledTimes(2);
    expect(calls.success).toHaveLength(2);
    expect(calls.signout).toHaveLength(0);
  });

  it('asks no session query when the renew itself went to the identity provider', async () => {
    clearCookies = setSignInCookies();
    const { manager } = useManager(signedInUser({ expires_in: 10 }));
    const query = answerSessionQuery(manager, async () => null);
    recordAuthCalls();
    await makeAuthStore().dispatch(silentSignIn());
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(query).not.toHaveBeenCalled();
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
    const { signInErrorMessage } = await import('./authFlows');
    expect(signInErrorMessage(new Error('Attempted to navigate on a disposed window'))).toBe(
      'Popup blocked by user',
    );
    expect(signInErrorMessage(new Error('Popup closed by user'))).toBe('Popup closed by user');
  });

  it("reports the visitor's Cancel at the identity provider as cancelled, other refusals as they are", async () => {
    const { signInErrorMessage } = await import('./authFlows');
    const { ErrorResponse } = await import('oidc-client-ts');
    const cancelled = new ErrorResponse({
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
    expect(signInErrorMessage(cancelled)).toBe('Sign-in cancelled');
    const refused = new ErrorResponse({
      error: 'access_denied',
      error_description: 'This account is suspended',
    });
    expect(signInErrorMessage(refused)).toBe('This account is suspended');
  });
});
