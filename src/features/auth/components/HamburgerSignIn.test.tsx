import { act, screen } from '@testing-library/react';

import { getUserManager } from '@/lib/auth/userManager';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { fakeUserManager, makeAuthStore, recordAuthCalls } from '@tests/support/auth';

import { silentSignIn } from '../authThunks';
import { HamburgerSignIn } from './HamburgerSignIn';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
  preloadUserManager: jest.fn(),
}));

describe('HamburgerSignIn', () => {
  beforeEach(() => jest.mocked(getUserManager).mockResolvedValue(fakeUserManager().asManager));

  it('offers "Sign In" when logged out and signs in, then says so (the menu closes)', async () => {
    recordAuthCalls({ userName: 'Ada' });
    const onSignedIn = jest.fn();
    const { user } = renderWithProviders(<HamburgerSignIn onSignedIn={onSignedIn} />, {
      store: makeAuthStore(),
    });
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Ada - Sign out' })).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('does not report a sign-in it did not start (the silent one at load, say)', async () => {
    const onSignedIn = jest.fn();
    const store = makeAuthStore();
    renderWithProviders(<HamburgerSignIn onSignedIn={onSignedIn} />, { store });
    act(() => {
      store.dispatch(silentSignIn.fulfilled({ userName: 'Ada' }, 'silent', undefined));
    });
    expect(await screen.findByRole('button', { name: 'Ada - Sign out' })).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers "{name} - Sign out" when logged in and signs out', async () => {
    const calls = recordAuthCalls();
    const { user } = renderWithProviders(<HamburgerSignIn />, {
      store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Ada - Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(calls.signout).toHaveLength(1);
  });
});
