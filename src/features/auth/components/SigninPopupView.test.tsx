import { render, screen } from '@testing-library/react';

import { getUserManager } from '@/lib/auth/userManager';

import { fakeUserManager } from '@tests/support/auth';

import { SigninPopupView } from './SigninPopupView';
import { SilentRenewView } from './SilentRenewView';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
}));

const auth = {
  Authority: 'http://localhost/idp',
  Scope: 'openid',
  ClientId: 'weather-web',
  EnableLogging: false,
};

describe('sign-in helper pages', () => {
  it('the popup page hands the response to the opener once', async () => {
    const fake = fakeUserManager();
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    render(<SigninPopupView auth={auth} />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.manager.signinPopupCallback).toHaveBeenCalledTimes(1);
    expect(fake.manager.signinSilentCallback).not.toHaveBeenCalled();
    expect(jest.mocked(getUserManager)).toHaveBeenCalledWith(
      {
        authority: 'http://localhost/idp',
        clientId: 'weather-web',
        scope: 'openid',
        enableLogging: false,
      },
      { callbackOnly: true },
    );
  });

  it('in the sign-in modal’s iframe, the popup page hands the response to the parent page', async () => {
    const fake = fakeUserManager();
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    const parent = jest.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    try {
      render(<SigninPopupView auth={auth} />);
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      parent.mockRestore();
    }
    expect(fake.manager.signinSilentCallback).toHaveBeenCalledTimes(1);
    expect(fake.manager.signinPopupCallback).not.toHaveBeenCalled();
  });

  it('the popup page shows a failure', async () => {
    const fake = fakeUserManager();
    fake.manager.signinPopupCallback.mockRejectedValueOnce(
      new Error('No matching state found in storage'),
    );
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    render(<SigninPopupView auth={auth} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No matching state found in storage',
    );
  });

  it('the silent-renew page hands the response to the parent', async () => {
    const fake = fakeUserManager();
    jest.mocked(getUserManager).mockResolvedValue(fake.asManager);
    render(<SilentRenewView auth={auth} />);
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.manager.signinSilentCallback).toHaveBeenCalledTimes(1);
  });
});
