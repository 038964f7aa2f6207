import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

import { waitFor } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { answerProfile, berlin, paris, seed, seededStore } from '@tests/support/favorites';

import { selectFavorites } from '../favoritesSelectors';
import { removeFavorite } from '../favoritesThunks';
import { FavoritesTabSync } from './FavoritesTabSync';

// jsdom has no BroadcastChannel; Node's carries the messages. Another tab is a channel object of
// its own, as another page has.
const saved = globalThis.BroadcastChannel;
beforeAll(() => {
  globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
});
afterAll(() => {
  globalThis.BroadcastChannel = saved;
});

const ids = (favorites: readonly { Id: string }[]) => favorites.map((f) => f.Id);

describe('favourites across the site’s open tabs', () => {
  it('reads the list again when another tab changed the saved favourites', async () => {
    const reads = answerProfile([{ ...paris, Position: 0 }]);
    const { store, unmount } = renderWithProviders(<FavoritesTabSync />, {
      preloadedState: seed(),
    });
    expect(ids(selectFavorites(store.getState()))).toEqual(['fav-paris', 'fav-berlin', 'fav-rome']);
    const otherTab = new BroadcastChannel('weather-favorites');
    otherTab.postMessage('changed');

    await waitFor(() => expect(ids(selectFavorites(store.getState()))).toEqual(['fav-paris']));
    expect(reads).toHaveLength(1);
    otherTab.close();
    unmount();
  });

  it('tells the other tabs of a saved change, never itself, and nothing of a failed one', async () => {
    const reads = answerProfile([]);
    const otherTab = new BroadcastChannel('weather-favorites');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    // This tab listens too (its FavoritesTabSync), and must not read its own change back: a read
    // replaces the list and drops the Undo of the place just deleted.
    const { store, unmount } = renderWithProviders(<FavoritesTabSync />, {
      store: seededStore(),
    });
    store.dispatch(removeFavorite.rejected(null, 'r1', berlin, { message: 'offline' }));
    store.dispatch(removeFavorite.fulfilled({ cityId: 'berlin', deleted: true }, 'r2', berlin));
    await waitFor(() => expect(heard).toEqual(['changed']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(0);
    otherTab.close();
    unmount();
  });
});
