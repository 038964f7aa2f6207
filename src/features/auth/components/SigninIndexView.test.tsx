import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getUserManager } from '@/lib/auth/userManager';

import { fakeUserManager, recordAuthCalls } from '@tests/support/auth';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { goHome, goTo } from '../navigation';
import { SigninIndexView } from './SigninIndexView';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
}));
jest.mock('../navigation', () => ({ goHome: jest.fn(), goTo: jest.fn() }));

const auth = {
  Authority: 'http://localhost/idp',
  Scope: 'openid',
  ClientId: 'weather-web',
  EnableLogging: false,
};

describe('SigninIndexView (/signin)', () => {
  afterEach(() => {
    jest.mocked(goHome).mockReset();
    jest.mocked(goTo).mockReset();
  });

  it('completes a redirect callback, hands the tokens to the server and goes home', async () => {
    const fake = fakeUserManager();
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    const calls = recordAuthCalls();
    renderWithProviders(<SigninIndexView auth={auth} callback />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(fake.manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(calls.success).toHaveLength(1);
  });

  it('after a redirect callback, goes back to the page the sign-in started from', async () => {
    const fake = fakeUserManager();
    fake.manager.signinRedirectCallback.mockImplementationOnce(async () =>
      Object.assign(await fake.manager.signinPopup(), { state: { returnTo: '/maps/paris' } }),
    );
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    recordAuthCalls();
    renderWithProviders(<SigninIndexView auth={auth} callback />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/maps/paris'));
  });

  it('shows a failed callback and offers "Sign In"', async () => {
    const fake = fakeUserManager();
    fake.manager.signinRedirectCallback.mockRejectedValueOnce(
      new Error('No matching state found in storage'),
    );
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    renderWithProviders(<SigninIndexView auth={auth} callback />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No matching state found in storage',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(goHome).not.toHaveBeenCalled();
  });

  describe('after a sign-out (the end-session redirect lands here)', () => {
    function signedOutWith(userState: unknown) {
      const fake = fakeUserManager();
      const callback = jest.fn(async () => ({ userState }));
      Object.assign(fake.manager, { signoutRedirectCallback: callback });
      jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
      renderWithProviders(<SigninIndexView auth={auth} callback={false} signedOut />);
      return callback;
    }

    it('goes back to the page the visitor signed out from', async () => {
      const callback = signedOutWith({ returnTo: '/alerts/paris-ile-de-france-fr?x=1' });
      expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
      await waitFor(() => expect(goTo).toHaveBeenCalledWith('/alerts/paris-ile-de-france-fr?x=1'));
      expect(callback).toHaveBeenCalledTimes(1);
      expect(getUserManager).toHaveBeenCalledWith(expect.anything(), { callbackOnly: true });
    });

    it.each([
      ['another origin', { returnTo: 'https://evil.example/' }],
      ['a scheme-relative URL', { returnTo: '//evil.example/path' }],
      ['a backslash host', { returnTo: '/\\evil.example' }],
      ['a state of another shape', 'x'],
      ['no state', undefined],
    ])('goes home instead of %s', async (_label, userState) => {
      signedOutWith(userState);
      await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    });

    it('goes home when the sign-out state does not check out', async () => {
      const fake = fakeUserManager();
      Object.assign(fake.manager, {
        signoutRedirectCallback: jest.fn(async () => {
          throw new Error('No matching state found in storage');
        }),
      });
      jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
      renderWithProviders(<SigninIndexView auth={auth} callback={false} signedOut />);
      await waitFor(() => expect(goHome).toHaveBeenCalled());
      expect(goTo).not.toHaveBeenCalled();
    });
  });

  it('visited on its own, says what signing in keeps and signs in by popup, then goes back', async () => {
    const fake = fakeUserManager();
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    const calls = recordAuthCalls();
    renderWithProviders(<SigninIndexView auth={auth} callback={false} returnTo="/alerts/paris" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText(/keep your favourite places/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/alerts/paris'));
    expect(fake.manager.signinPopup).toHaveBeenCalledTimes(1);
    expect(calls.success).toHaveLength(1);
  });

  it('falls back to a full-page redirect when the popup is blocked, carrying the way back', async () => {
    const fake = fakeUserManager();
    fake.manager.signinPopup.mockRejectedValueOnce(new Error('Popup blocked by user'));
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    renderWithProviders(<SigninIndexView auth={auth} callback={false} returnTo="/alerts/paris" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(fake.manager.signinRedirect).toHaveBeenCalledWith({
        state: { returnTo: '/alerts/paris' },
      }),
    );
  });

  it('visited while signed in, says so with a way back', () => {
    renderWithProviders(<SigninIndexView auth={auth} callback={false} returnTo="/alerts/paris" />, {
      preloadedState: { auth: { isLoggedIn: true, userName: 'Ada' } },
    });
    expect(screen.getByText(/You are signed in as Ada\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/alerts/paris');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
