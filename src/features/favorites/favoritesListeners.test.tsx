import { act, screen, waitFor, within } from '@testing-library/react';

import { signIn, silentSignIn, userUnloaded } from '@/features/auth/authSlice';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { answerProfile, berlin, json, paris, record, rome, seed } from '@tests/support/favorites';

import { FavoritesDropdown } from './components/FavoritesDropdown';
import { selectFavorites } from './favoritesSlice';

/** The favourites dropdown of a visitor whose device holds Paris only. */
async function renderDropdown() {
  const rendered = renderWithProviders(<FavoritesDropdown />, {
    preloadedState: seed({ favorites: { items: [paris] } }),
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Favourite locations' }));
  const names = () =>
    within(screen.getByRole('list', { name: 'Favourite locations' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
  expect(names()).toEqual(['Paris, Île-de-France, France']);
  return { ...rendered, names };
}

describe('favourites follow the sign-in without a reload', () => {
  // The units read again too (their own listener); answered so only the favourites are watched.
  beforeEach(() => {
    record(
      'get',
      '/units',
      json({ unitval: 1, tempUnitVal: 1, windUnitVal: 1, pressureUnitVal: 1 }),
    );
  });

  it.each([
    ['the interactive sign-in', () => signIn.fulfilled({ userName: 'Ann' }, 'r1', undefined)],
    [
      'the silent sign-in at load',
      () => silentSignIn.fulfilled({ userName: 'Ann' }, 'r2', undefined),
    ],
  ])('shows the account’s favourites at once after %s', async (_label, done) => {
    const reads = answerProfile([
      { ...berlin, Position: 0 },
      { ...rome, Position: 1 },
      { ...paris, Position: 2 },
    ]);
    const { store, names } = await renderDropdown();
    act(() => {
      store.dispatch(done());
    });
    await waitFor(() =>
      expect(names()).toEqual(['Berlin, Germany', 'Rome, Italy', 'Paris, Île-de-France, France']),
    );
    expect(reads).toHaveLength(1);
  });

  it('shows the device’s own favourites again after signing out', async () => {
    answerProfile([{ ...berlin, Position: 0 }]);
    const { store, names } = await renderDropdown();
    act(() => {
      store.dispatch(userUnloaded());
    });
    await waitFor(() => expect(names()).toEqual(['Berlin, Germany']));
  });

  it('keeps the list shown when the read fails, and reads nothing on a failed sign-in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const reads = record('get', '/user/profile', json({ error: 'down' }, 400));
    const { store, names } = await renderDropdown();
    act(() => {
      store.dispatch(signIn.rejected(null, 'r1', undefined, { message: 'Popup closed by user' }));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveLength(0);
    act(() => {
      store.dispatch(signIn.fulfilled({ userName: 'Ann' }, 'r2', undefined));
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(names()).toEqual(['Paris, Île-de-France, France']);
    expect(selectFavorites(store.getState())).toEqual([paris]);
    warn.mockRestore();
  });
});
