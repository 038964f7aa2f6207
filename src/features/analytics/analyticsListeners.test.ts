import { signOut } from '@/features/auth/authSlice';
import { removeFavorite } from '@/features/favorites/favoritesSlice';
import { searchTextChanged, suggestionSelected } from '@/features/search/searchSlice';
import type { Locality } from '@/types/location';

import { measurementStore } from '@tests/support/measurementStore';

describe('event log listeners', () => {
  it('queues a search with the text typed and the place chosen', () => {
    const store = measurementStore();
    store.dispatch(searchTextChanged('pari'));
    store.dispatch(
      suggestionSelected({
        DisplayCompositeName: 'Paris, France',
        SlugName: 'paris-fr',
      } as Locality),
    );
    expect(store.getState().analytics.queue).toEqual([
      expect.objectContaining({
        type: 'search',
        necessary: false,
        data: [
          { key: 'scope', value: 'header' },
          { key: 'query', value: 'pari' },
          { key: 'location', value: 'paris-fr' },
        ],
      }),
    ]);
  });

  it('queues favourite changes and sign-outs', () => {
    const store = measurementStore();
    store.dispatch({ type: removeFavorite.fulfilled.type, payload: undefined, meta: {} });
    store.dispatch({ type: signOut.fulfilled.type, payload: undefined, meta: {} });
    expect(store.getState().analytics.queue.map((e) => [e.type, e.data])).toEqual([
      [
        'favorite',
        [
          { key: 'action', value: 'remove' },
          { key: 'count', value: 0 },
        ],
      ],
      ['signout', []],
    ]);
  });
});
