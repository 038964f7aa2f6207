import { screen, waitFor } from '@testing-library/react';

import { getUserManager } from '@/lib/auth/userManager';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { fakeUserManager, makeAuthStore, recordAuthCalls } from '@tests/support/auth';

import { selectIsLoggedIn } from '../authSlice';
import { SignInControl } from './SignInControl';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
  preloadUserManager: jest.fn(),
}));

const getUserManagerMock = jest.mocked(getUserManager);

describe('SignInControl', () => {
  it('signs in from the "Sign In" button and then greets the user', async () => {
    getUserManagerMock.mockResolvedValue(fakeUserManager().asManager);
    recordAuthCalls({ userName: 'Ada' });
    const { user, store } = renderWithProviders(<SignInControl />, { store: makeAuthStore() });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Hi Ada' })).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('shows a blocked popup in an alert', async () => {
    const { manager, asManager } = fakeUserManager();
    manager.signinPopup.mockRejectedValueOnce(new Error('Popup blocked by user'));
    getUserManagerMock.mockResolvedValue(asManager);
    const { user } = renderWithProviders(<SignInControl />, { store: makeAuthStore() });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popup blocked by user');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAccessibleDescription(
      'Popup blocked by user',
    );
  });

  it('opens a menu with "Sign out" from "Hi {name}"; Escape closes it and returns focus', async () => {
    const { user } = renderWithProviders(<SignInControl />, {
      store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }),
    });
    const button = screen.getByRole('button', { name: 'Hi Ada' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the menu on a click outside', async () => {
    const { user } = renderWithProviders(
      <>
        <SignInControl />
        <p>Outside</p>
      </>,
      { store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }) },
    );
    await user.click(screen.getByRole('button', { name: 'Hi Ada' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out from the menu', async () => {
    getUserManagerMock.mockResolvedValue(fakeUserManager().asManager);
    const calls = recordAuthCalls();
    const { user, store } = renderWithProviders(<SignInControl />, {
      store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Hi Ada' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(calls.signout).toHaveLength(1));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
