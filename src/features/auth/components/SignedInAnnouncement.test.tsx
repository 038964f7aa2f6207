import { act, screen, waitFor } from '@testing-library/react';

import { getUserManager } from '@/lib/auth/userManager';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { fakeUserManager, makeAuthStore, recordAuthCalls } from '@tests/support/auth';

import { silentSignIn } from '../authThunks';
import { HamburgerSignIn } from './HamburgerSignIn';
import { SignedInAnnouncement } from './SignedInAnnouncement';

jest.mock('@/lib/auth/userManager', () => ({
  ...jest.requireActual('@/lib/auth/userManager'),
  getUserManager: jest.fn(),
  preloadUserManager: jest.fn(),
}));

describe('SignedInAnnouncement', () => {
  beforeEach(() => jest.mocked(getUserManager).mockResolvedValue(fakeUserManager().asManager));

  it('says "Signed in as {name}" once the visitor signs in (the menu they used may close)', async () => {
    recordAuthCalls({ userName: 'Ada' });
    const { user } = renderWithProviders(
      <>
        <HamburgerSignIn />
        <SignedInAnnouncement />
      </>,
      { store: makeAuthStore() },
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('button', { name: 'Ada - Sign out' });
    expect(status).toHaveTextContent('Signed in as Ada');
  });

  it('says nothing of the silent sign-in at load, nor on a page that came signed in', () => {
    const store = makeAuthStore({ auth: { isLoggedIn: true, userName: 'Ada' } });
    renderWithProviders(<SignedInAnnouncement />, { store });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(silentSignIn.fulfilled({ userName: 'Ada' }, 'silent', undefined));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says "Signed out" once on the page a sign-out came back to', async () => {
    sessionStorage.setItem('wb_signed_out', '1');
    const { unmount } = renderWithProviders(<SignedInAnnouncement />, { store: makeAuthStore() });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Signed out'));
    unmount();
    renderWithProviders(<SignedInAnnouncement />, { store: makeAuthStore() });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
