import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

import { waitFor } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { answerProfile, berlin, paris, seed, seededStore } from '@tests/support/favorites';

import { selectFavorites } from '../favoritesSelectors';
import { removeFavorite } from '../favoritesThunks';
import { FavoritesTabSync } from './FavoritesTabSync';

// jsdom has no BroadcastChannel; Node's carries messages between the test's two "tabs".
const saved = globalThis.BroadcastChannel;
beforeAll(() => {
  globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
});
afterAll(() => {
  globalThis.BroadcastChannel = saved;
});

const names = (favorites: readonly { Id: string }[]) => favorites.map((f) => f.Id);

describe('FavoritesTabSync', () => {
  it('reads the list again when another tab changes the saved favourites', async () => {
    const reads = answerProfile([{ ...paris, Position: 0 }]);
    const other = seededStore();
    const { store, unmount } = renderWithProviders(<FavoritesTabSync />, {
      preloadedState: seed(),
    });
    expect(names(selectFavorites(store.getState()))).toEqual([
      'fav-paris',
      'fav-berlin',
      'fav-rome',
    ]);

    // The other tab removed Berlin and Rome (the server's list is Paris alone now).
    other.dispatch(removeFavorite.fulfilled({ cityId: 'berlin', deleted: true }, 'r1', berlin));

    await waitFor(() => expect(names(selectFavorites(store.getState()))).toEqual(['fav-paris']));
    expect(reads).toHaveLength(1);
    unmount();
  });

  it('reads nothing when another tab’s change failed', async () => {
    const reads = answerProfile([]);
    const other = seededStore();
    const { store, unmount } = renderWithProviders(<FavoritesTabSync />, {
      preloadedState: seed(),
    });
    other.dispatch(removeFavorite.rejected(null, 'r1', berlin, { message: 'offline' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(0);
    expect(selectFavorites(store.getState())).toHaveLength(3);
    unmount();
  });
});
