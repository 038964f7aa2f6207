import { screen, waitFor, within } from '@testing-library/react';
import type { User } from 'oidc-client-ts';

import { rememberFramingRefused, resetFramingMemory } from '@/lib/auth/framing';
import { AUTH_ERRORS } from '@/lib/auth/tokenRules';
import { getUserManager } from '@/lib/auth/userManager';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { fakeUserManager, makeAuthStore, recordAuthCalls, signedInUser } from '@tests/support/auth';

import { selectIsLoggedIn } from '../authSlice';
import { SignInControl } from './SignInControl';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
  preloadUserManager: jest.fn(),
}));

const getUserManagerMock = jest.mocked(getUserManager);

afterEach(() => {
  getUserManagerMock.mockReset();
  resetFramingMemory();
});

/** Sets `navigator.userActivation` (the browser's "a click allows a window now"); answers the undo. */
function withUserActivation(isActive: boolean): () => void {
  Object.defineProperty(navigator, 'userActivation', {
    value: { isActive, hasBeenActive: true },
    configurable: true,
  });
  return () => {
    delete (navigator as { userActivation?: unknown }).userActivation;
  };
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('SignInControl', () => {
  it('opens the "Signin Or Register" modal after the delay, signs in inside its iframe, then greets', async () => {
    const fake = fakeUserManager();
    const signedIn = deferred<User>();
    fake.manager.signinFrame.mockReturnValueOnce(signedIn.promise);
    getUserManagerMock.mockResolvedValue(fake.asManager);
    recordAuthCalls({ userName: 'Ada' });
    const { user, store } = renderWithProviders(<SignInControl />, { store: makeAuthStore() });
    const clicked = performance.now();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Signin Or Register' });
    expect(performance.now() - clicked).toBeGreaterThanOrEqual(125);
    const frame = within(dialog).getByTitle('Signin Or Register');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('width', '440');
    expect(frame).toHaveAttribute('height', '506');
    await waitFor(() =>
      expect(fake.manager.signinFrame).toHaveBeenCalledWith(frame, expect.anything()),
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    signedIn.resolve(signedInUser());
    const greeting = await screen.findByRole('button', { name: 'Hi Ada' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus was in the modal: it lands where "Sign In" was, on the greeting.
    await waitFor(() => expect(greeting).toHaveFocus());
    expect(fake.manager.signinPopup).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it.each([
    ['the Close button', 'click'],
    ['Escape', 'escape'],
  ])(
    'closing the modal with %s cancels the sign-in and returns focus to "Sign In"',
    async (_, how) => {
      const fake = fakeUserManager();
      let signal: AbortSignal | undefined;
      fake.manager.signinFrame.mockImplementationOnce(
        (_frame, options) =>
          new Promise((_resolve, reject) => {
            signal = options?.signal;
            signal?.addEventListener('abort', () => reject(new Error('Sign-in cancelled')));
          }),
      );
      getUserManagerMock.mockResolvedValue(fake.asManager);
      const calls = recordAuthCalls();
      const { user } = renderWithProviders(<SignInControl />, { store: makeAuthStore() });
      const signInButton = screen.getByRole('button', { name: 'Sign In' });
      await user.click(signInButton);
      const dialog = await screen.findByRole('dialog', { name: 'Signin Or Register' });
      await waitFor(() => expect(signal).toBeDefined());
      if (how === 'click')
        await user.click(within(dialog).getByRole('button', { name: 'Close sign-in' }));
      else await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(signal?.aborted).toBe(true);
      expect(signInButton).toHaveFocus();
      await waitFor(() => expect(signInButton).not.toHaveAttribute('aria-disabled'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(calls.success).toHaveLength(0);
    },
  );

  it('falls back to the popup at once when the provider refuses the frame while the click still allows a window', async () => {
    const fake = fakeUserManager();
    fake.manager.signinFrame.mockRejectedValueOnce(new Error(AUTH_ERRORS.frameRefused));
    getUserManagerMock.mockResolvedValue(fake.asManager);
    recordAuthCalls({ userName: 'Ada' });
    const restore = withUserActivation(true);
    try {
      const { user } = renderWithProviders(<SignInControl />, { store: makeAuthStore() });
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('button', { name: 'Hi Ada' })).toBeInTheDocument();
    } finally {
      restore();
    }
    expect(fake.manager.signinPopup).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers "Continue in a new window" when the refusal comes too late for a popup, and opens it from that click', async () => {
    const fake = fakeUserManager();
    // A provider on another origin: taken for refused after the wait, the click long spent.
    fake.manager.signinFrame.mockRejectedValueOnce(new Error(AUTH_ERRORS.frameRefused));
    getUserManagerMock.mockResolvedValue(fake.asManager);
    recordAuthCalls({ userName: 'Ada' });
    const restore = withUserActivation(false);
    try {
      const { user } = renderWithProviders(<SignInControl />, { store: makeAuthStore() });
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      const dialog = await screen.findByRole('dialog', { name: 'Signin Or Register' });
      const next = await within(dialog).findByRole('button', { name: 'Continue in a new window' });
      expect(next).toHaveFocus();
      expect(within(dialog).queryByTitle('Signin Or Register')).not.toBeInTheDocument();
      expect(fake.manager.signinPopup).not.toHaveBeenCalled();
      // Opened inside the click's handler, where the browser allows a new window.
      let openedDuringClick = false;
      // (the document hears the click after React's handler at the root has run)
      const check = () => {
        openedDuringClick = fake.manager.signinPopup.mock.calls.length === 1;
      };
      document.addEventListener('click', check, { once: true });
      await user.click(next);
      expect(openedDuringClick).toBe(true);
      expect(await screen.findByRole('button', { name: 'Hi Ada' })).toBeInTheDocument();
    } finally {
      restore();
    }
    expect(fake.manager.signinPopup).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing the modal instead of continuing in a new window cancels the sign-in', async () => {
    const fake = fakeUserManager();
    fake.manager.signinFrame.mockRejectedValueOnce(new Error(AUTH_ERRORS.frameRefused));
    getUserManagerMock.mockResolvedValue(fake.asManager);
    const calls = recordAuthCalls();
    const { user } = renderWithProviders(<SignInControl />, { store: makeAuthStore() });
    const signInButton = screen.getByRole('button', { name: 'Sign In' });
    await user.click(signInButton);
    const dialog = await screen.findByRole('dialog', { name: 'Signin Or Register' });
    await within(dialog).findByRole('button', { name: 'Continue in a new window' });
    await user.click(within(dialog).getByRole('button', { name: 'Close sign-in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(signInButton).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.manager.signinPopup).not.toHaveBeenCalled();
    expect(calls.success).toHaveLength(0);
  });

  it('after a refusal, opens the popup straight from the click; a blocked popup shows in an alert', async () => {
    rememberFramingRefused({ authority: 'http://localhost/idp' });
    const { manager, asManager } = fakeUserManager();
    manager.signinPopup.mockRejectedValueOnce(new Error('Popup blocked by user'));
    getUserManagerMock.mockResolvedValue(asManager);
    const { user } = renderWithProviders(<SignInControl />, { store: makeAuthStore() });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popup blocked by user');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAccessibleDescription(
      'Popup blocked by user',
    );
    expect(manager.signinFrame).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

  it('signs out from the menu, focus ending on "Sign In"', async () => {
    getUserManagerMock.mockResolvedValue(fakeUserManager().asManager);
    const calls = recordAuthCalls();
    const { user, store } = renderWithProviders(<SignInControl />, {
      store: makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Hi Ada' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toHaveFocus();
    await waitFor(() => expect(calls.signout).toHaveLength(1));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
