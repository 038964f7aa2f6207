import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getUserManager } from '@/lib/auth/userManager';

import { fakeUserManager, recordAuthCalls } from '@tests/support/auth';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { goHome } from '../navigation';
import { SigninIndexView } from './SigninIndexView';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
}));
jest.mock('../navigation', () => ({ goHome: jest.fn() }));

const auth = {
  Authority: 'http://localhost/idp',
  Scope: 'openid',
  ClientId: 'weather-web',
  EnableLogging: false,
};

describe('SigninIndexView (/signin)', () => {
  afterEach(() => jest.mocked(goHome).mockReset());

  it('completes a redirect callback, hands the tokens to the server and goes home', async () => {
    const fake = fakeUserManager();
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    const calls = recordAuthCalls();
    renderWithProviders(<SigninIndexView auth={auth} callback />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(goHome).toHaveBeenCalled());
    expect(fake.manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(calls.success).toHaveLength(1);
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

  it('signs in by popup from "Sign In"', async () => {
    const fake = fakeUserManager();
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    const calls = recordAuthCalls();
    renderWithProviders(<SigninIndexView auth={auth} callback={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(goHome).toHaveBeenCalled());
    expect(fake.manager.signinPopup).toHaveBeenCalledTimes(1);
    expect(calls.success).toHaveLength(1);
  });

  it('falls back to a full-page redirect when the popup is blocked', async () => {
    const fake = fakeUserManager();
    fake.manager.signinPopup.mockRejectedValueOnce(new Error('Popup blocked by user'));
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    renderWithProviders(<SigninIndexView auth={auth} callback={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fake.manager.signinRedirect).toHaveBeenCalled());
  });
});
