import { waitFor } from '@testing-library/react';

import { getUserManager } from '@/lib/auth/userManager';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import {
  fakeUserManager,
  makeAuthStore,
  recordAuthCalls,
  setSignInCookies,
  signedInUser,
} from '@tests/support/auth';

import { selectIsLoggedIn, selectRenewError, selectUserName } from '../authSlice';
import { AuthBootstrap } from './AuthBootstrap';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
}));

const getUserManagerMock = jest.mocked(getUserManager);

/** The bootstrap for a signed-in visitor (Ada), its UserManager and the auth calls it makes. */
function renderSignedIn() {
  const fake = fakeUserManager(signedInUser());
  getUserManagerMock.mockResolvedValue(fake.asManager);
  const calls = recordAuthCalls();
  const { store } = renderWithProviders(<AuthBootstrap />, {
    store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }),
  });
  return { fake, calls, store };
}

describe('AuthBootstrap', () => {
  let clearCookies: () => void = () => {};
  afterEach(() => {
    clearCookies();
    getUserManagerMock.mockReset();
  });

  it('renders nothing and signs in silently when both cookies and the config exist', async () => {
    clearCookies = setSignInCookies();
    getUserManagerMock.mockResolvedValue(fakeUserManager(signedInUser()).asManager);
    const calls = recordAuthCalls({ userName: 'Ada' });
    const { container, store } = renderWithProviders(<AuthBootstrap />, { store: makeAuthStore() });
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(true));
    expect(calls.success).toHaveLength(1);
  });

  it('does not try without the cookies', async () => {
    const calls = recordAuthCalls();
    const { store } = renderWithProviders(<AuthBootstrap />, { store: makeAuthStore() });
    await new Promise((r) => setTimeout(r, 0));
    expect(getUserManagerMock).not.toHaveBeenCalled();
    expect(calls.success).toHaveLength(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('subscribes to the UserManager events while signed in and cleans up on unmount', async () => {
    const fake = fakeUserManager(signedInUser());
    getUserManagerMock.mockResolvedValue(fake.asManager);
    const { unmount } = renderWithProviders(<AuthBootstrap />, {
      store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }),
    });
    await waitFor(() => expect(fake.manager.getUser).toHaveBeenCalled());
    expect(fake.listenerCount('accessTokenExpiring')).toBe(1);
    expect(fake.listenerCount('silentRenewError')).toBe(1);
    expect(fake.listenerCount('userSignedOut')).toBe(1);
    unmount();
    expect(fake.listenerCount('accessTokenExpiring')).toBe(0);
    expect(fake.listenerCount('silentRenewError')).toBe(0);
    expect(fake.listenerCount('userSignedOut')).toBe(0);
  });

  it('records a failed renew, and signs out when the session is gone', async () => {
    const { fake, calls, store } = renderSignedIn();
    await waitFor(() => expect(fake.listenerCount('silentRenewError')).toBe(1));
    fake.fire('silentRenewError', new Error('Network Error'));
    expect(selectRenewError(store.getState())).toBe('Network Error');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    fake.fire(
      'silentRenewError',
      Object.assign(new Error('login_required'), { error: 'login_required' }),
    );
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(calls.signout).toHaveLength(1);
  });

  it('renews a token that is already expiring and hands the new tokens to the server', async () => {
    const fake = fakeUserManager(signedInUser({ expires_in: 30 }));
    fake.manager.signinSilent.mockResolvedValueOnce(
      signedInUser({ access_token: 'renewed-access-token' }),
    );
    getUserManagerMock.mockResolvedValue(fake.asManager);
    const calls = recordAuthCalls({ userName: 'Ada L.' });
    const { store } = renderWithProviders(<AuthBootstrap />, {
      store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }),
    });
    await waitFor(() => expect(selectUserName(store.getState())).toBe('Ada L.'));
    expect(fake.manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(calls.success).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ accesstoken: 'renewed-access-token' }),
      }),
    ]);
  });

  it('signs out when the identity provider reports the user signed out', async () => {
    const { fake, calls, store } = renderSignedIn();
    await waitFor(() => expect(fake.listenerCount('userSignedOut')).toBe(1));
    fake.fire('userSignedOut');
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(calls.signout).toHaveLength(1);
  });

  describe('another tab of the site', () => {
    // The other tab's side of the channel (a tab does not hear its own messages).
    const otherTab = (change: string) => {
      const channel = new BroadcastChannel('weather-auth');
      channel.postMessage(change);
      channel.close();
    };

    it('signed out: this tab stops greeting the visitor, without asking the server again', async () => {
      const { fake, calls, store } = renderSignedIn();
      await waitFor(() => expect(fake.listenerCount('userSignedOut')).toBe(1));
      otherTab('signed-out');
      await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
      expect(selectUserName(store.getState())).toBeNull();
      expect(calls.signout).toHaveLength(0);
    });

    it('signed in: this tab signs in too, silently, and greets the visitor', async () => {
      getUserManagerMock.mockResolvedValue(fakeUserManager(signedInUser()).asManager);
      const calls = recordAuthCalls({ userName: 'Ada' });
      const { store } = renderWithProviders(<AuthBootstrap />, { store: makeAuthStore() });
      await new Promise((r) => setTimeout(r, 0));
      expect(selectIsLoggedIn(store.getState())).toBe(false);
      // The other tab's sign-in set the cookies this tab now reads.
      clearCookies = setSignInCookies();
      otherTab('signed-in');
      await waitFor(() => expect(selectUserName(store.getState())).toBe('Ada'));
      expect(calls.success).toHaveLength(1);
    });

    it('ignores what it does not know', async () => {
      getUserManagerMock.mockResolvedValue(fakeUserManager(signedInUser()).asManager);
      const { store } = renderWithProviders(<AuthBootstrap />, {
        store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }),
      });
      otherTab('signed-sideways');
      await new Promise((r) => setTimeout(r, 20));
      expect(selectIsLoggedIn(store.getState())).toBe(true);
    });
  });
});
