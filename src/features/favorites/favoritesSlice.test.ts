import {
  berlin,
  buildFavorite,
  json,
  london,
  noContent,
  paris,
  parisStations,
  record,
  rome,
  seededStore,
} from '@tests/support/favorites';

import {
  addFavorite,
  addFavoriteFromSearch,
  removeFavorite,
  reorderFavorites,
  selectFavorites,
  selectFavoritesAddError,
  selectFavoritesAdding,
  selectFavoritesUndo,
  selectFavoriteToggleBusy,
  selectFavoriteToggleError,
  selectIsActiveFavorite,
  toggleActiveFavorite,
  toggleErrorDismissed,
  undoRemove,
} from './favoritesSlice';

const ids = (store: ReturnType<typeof seededStore>) =>
  selectFavorites(store.getState()).map((f) => [f.Id, f.Position]);
const deferred = () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
};

describe('favorites slice', () => {
  it('takes its items from the hydration payload, ordered by position', () => {
    const store = seededStore({
      favorites: {
        items: [
          { ...rome, Position: 2 },
          { ...paris, Position: 0 },
          { ...berlin, Position: 1 },
        ],
      },
    });
    expect(ids(store)).toEqual([
      ['fav-paris', 0],
      ['fav-berlin', 1],
      ['fav-rome', 2],
    ]);
  });

  describe('addFavorite', () => {
    it('sets the adding flag, posts the location with the app instance id, appends the answer', async () => {
      const created = { Id: 'fav-london', Position: 3, Location: london };
      const posts = record('post', '/favorite-locations', json(created));
      const store = seededStore();
      const done = store.dispatch(addFavorite(london));
      expect(selectFavoritesAdding(store.getState())).toBe(true);
      await done;
      expect(posts[0]?.body).toEqual({
        favoriteLocation: { Position: 3, Location: london },
        appInstanceId: 'device-1',
      });
      expect(selectFavoritesAdding(store.getState())).toBe(false);
      expect(ids(store)).toEqual([
        ['fav-paris', 0],
        ['fav-berlin', 1],
        ['fav-rome', 2],
        ['fav-london', 3],
      ]);
    });

    it('does not append an Id twice', async () => {
      record('post', '/favorite-locations', json(berlin));
      const store = seededStore();
      await store.dispatch(addFavorite(berlin.Location));
      expect(ids(store)).toHaveLength(3);
    });

    it('stores the error of a failed create', async () => {
      record('post', '/favorite-locations', json({ error: 'duplicate' }, 409));
      const store = seededStore();
      await store.dispatch(addFavorite(london));
      expect(selectFavoritesAdding(store.getState())).toBe(false);
      expect(selectFavoritesAddError(store.getState())).toBe('Invalid PulseAPI response code: 409');
      expect(ids(store)).toHaveLength(3);
    });

    it('stores an error for a create answer without Id', async () => {
      record('post', '/favorite-locations', json({ Location: london }));
      const store = seededStore();
      await store.dispatch(addFavorite(london));
      expect(selectFavoritesAddError(store.getState())).toBe(
        'Create and update responses must have an Id and a Locality',
      );
    });
  });

  describe('addFavoriteFromSearch', () => {
    const result = {
      SlugName: london.Locality.SlugName,
      Latitude: 51.51,
      Longitude: -0.13,
      DisplayCompositeName: 'London, United Kingdom',
    };

    it('queries the slug, creates the favourite from the answer and appends it', async () => {
      const queries = record('post', '/locations/query', json({ Id: 'loc-1', ...london }));
      const posts = record(
        'post',
        '/favorite-locations',
        json({ Id: 'fav-london', Position: 3, Location: london }),
      );
      const store = seededStore();
      await store.dispatch(addFavoriteFromSearch({ result, index: 2 }));
      expect(queries[0]?.body).toEqual({ Query: 'london-england-gb' });
      expect(posts[0]?.body).toEqual({
        favoriteLocation: { Position: 3, Location: london },
        appInstanceId: 'device-1',
      });
      expect(ids(store).at(-1)).toEqual(['fav-london', 3]);
      expect(selectFavoritesAddError(store.getState())).toBeNull();
    });

    it('rejects a result without SlugName', async () => {
      const store = seededStore();
      await store.dispatch(
        addFavoriteFromSearch({ result: { ...result, SlugName: '' }, index: 4 }),
      );
      expect(selectFavoritesAddError(store.getState())).toBe(
        'Could not add favorite location for selected index: 4 - invalid Locality',
      );
    });

    it('rejects a result that is already a favourite (same SlugName, Latitude and Longitude)', async () => {
      const store = seededStore();
      const { SlugName, Latitude, Longitude } = berlin.Location.Locality;
      await store.dispatch(
        addFavoriteFromSearch({
          result: { SlugName, Latitude, Longitude, DisplayCompositeName: 'Berlin, Germany' },
          index: 1,
        }),
      );
      expect(selectFavoritesAddError(store.getState())).toBe(
        'Selected Location at index: 1 with name: Berlin, Germany is already a favorite location',
      );
    });

    it('accepts the same slug at another point (not a duplicate)', async () => {
      record('post', '/locations/query', json({ Id: 'loc-2', ...berlin.Location }));
      record('post', '/favorite-locations', json({ ...berlin, Id: 'fav-berlin-2' }));
      const store = seededStore();
      const { SlugName } = berlin.Location.Locality;
      await store.dispatch(
        addFavoriteFromSearch({
          result: { SlugName, Latitude: 52, Longitude: 13, DisplayCompositeName: 'Berlin' },
          index: 0,
        }),
      );
      expect(selectFavoritesAddError(store.getState())).toBeNull();
    });

    it.each([
      ['without Id', { ...london }],
      [
        'without Locality.SlugName',
        { Id: 'loc-1', ...london, Locality: { ...london.Locality, SlugName: '' } },
      ],
    ])('fails when the location query answers %s', async (_label, answer) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      record('post', '/locations/query', json(answer));
      const store = seededStore();
      await store.dispatch(addFavoriteFromSearch({ result, index: 3 }));
      expect(selectFavoritesAddError(store.getState())).toBe(
        'Failed to add selected Locality at index: 3',
      );
      expect(ids(store)).toHaveLength(3);
    });

    it('fails with the same message when the create call fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      record('post', '/locations/query', json({ Id: 'loc-1', ...london }));
      record('post', '/favorite-locations', json({ Id: 'fav-london' }));
      const store = seededStore();
      await store.dispatch(addFavoriteFromSearch({ result, index: 0 }));
      expect(selectFavoritesAddError(store.getState())).toBe(
        'Failed to add selected Locality at index: 0',
      );
    });
  });

  describe('removeFavorite and undoRemove', () => {
    it('removes by city id at once, renumbers, keeps undo data and sends the DELETE query', async () => {
      const deletes = record('delete', '/favorite-locations/fav-berlin', noContent());
      const store = seededStore();
      const done = store.dispatch(removeFavorite(berlin));
      expect(ids(store)).toEqual([
        ['fav-paris', 0],
        ['fav-rome', 1],
      ]);
      expect(selectFavoritesUndo(store.getState())).toEqual({
        removed: berlin,
        index: 1,
        before: [paris, berlin, rome],
      });
      await done;
      expect(deletes[0]?.query).toEqual({
        appInstanceId: 'device-1',
        favoriteLocationId: 'fav-berlin',
        favoriteLocationLatitude: '52.52',
        favoriteLocationLongitude: '13.41',
      });
    });

    it('does not call the server for an item that is not a saved favourite', async () => {
      const store = seededStore();
      // Any request would be unhandled and fail the test.
      const result = await store.dispatch(
        removeFavorite(buildFavorite('unsaved', { CityId: 'x' })),
      );
      expect(result.payload).toEqual({ cityId: 'x', deleted: false });
      expect(ids(store)).toHaveLength(3);
    });

    it('does not call the server without a device id, but removes locally', async () => {
      const store = seededStore({ user: { deviceId: null, isBot: false, language: 'en' } });
      await store.dispatch(removeFavorite(rome));
      expect(ids(store)).toEqual([
        ['fav-paris', 0],
        ['fav-berlin', 1],
      ]);
    });

    it('puts the list back when the delete fails', async () => {
      record('delete', '/favorite-locations/fav-paris', json({ error: 'nope' }, 404));
      const store = seededStore();
      await store.dispatch(removeFavorite(paris));
      expect(ids(store)).toEqual([
        ['fav-paris', 0],
        ['fav-berlin', 1],
        ['fav-rome', 2],
      ]);
      expect(selectFavoritesUndo(store.getState())).toBeNull();
    });

    it('undo re-creates the favourite at its old position, with its station, through the create call alone', async () => {
      const withStation = {
        ...berlin,
        Location: {
          ...berlin.Location,
          Station: parisStations[1]!,
          DefaultStationRouteString: 'metar-eddb',
        },
      };
      record('delete', '/favorite-locations/fav-berlin', noContent());
      const recreated = { ...withStation, Id: 'fav-berlin-2', Position: 1 };
      const posts = record('post', '/favorite-locations', json(recreated));
      const puts = record('put', '/favorite-locations', json(recreated));
      const store = seededStore({
        favorites: { items: [paris, withStation, rome] },
      });
      await store.dispatch(removeFavorite(withStation));
      await store.dispatch(undoRemove());
      expect(posts).toHaveLength(1);
      expect(posts[0]?.body).toEqual({
        favoriteLocation: { Position: 1, Location: withStation.Location },
        appInstanceId: 'device-1',
      });
      expect(puts).toHaveLength(0);
      expect(store.getState().favorites.items[1]?.Location.Station).toEqual(parisStations[1]);
      expect(ids(store)).toEqual([
        ['fav-paris', 0],
        ['fav-berlin-2', 1],
        ['fav-rome', 2],
      ]);
      expect(selectFavoritesUndo(store.getState())).toBeNull();
    });

    it('undo without undo data does nothing', async () => {
      const store = seededStore();
      const result = await store.dispatch(undoRemove());
      expect(result.meta.requestStatus).toBe('rejected');
      expect(ids(store)).toHaveLength(3);
    });
  });

  describe('reorderFavorites', () => {
    it('rewrites positions at once and PUTs the moved favourite with its new Position', async () => {
      const puts = record('put', '/favorite-locations', json({ ...rome, Position: 0 }));
      const store = seededStore();
      const done = store.dispatch(reorderFavorites({ from: 2, to: 0 }));
      expect(ids(store)).toEqual([
        ['fav-rome', 0],
        ['fav-paris', 1],
        ['fav-berlin', 2],
      ]);
      await done;
      // No station change: no appInstanceId (the server knows the device by its cookie).
      expect(puts[0]?.body).toEqual({ newFavoriteLocation: { ...rome, Position: 0 } });
    });

    it('rolls back when the PUT fails', async () => {
      record('put', '/favorite-locations', json({ error: 'bad' }, 400));
      const store = seededStore();
      await store.dispatch(reorderFavorites({ from: 0, to: 1 }));
      expect(ids(store)).toEqual([
        ['fav-paris', 0],
        ['fav-berlin', 1],
        ['fav-rome', 2],
      ]);
      expect(store.getState().favorites.error).toBe('Invalid PulseAPI response code: 400');
    });

    it('ignores moves outside the list or onto the same index', async () => {
      const store = seededStore();
      await store.dispatch(reorderFavorites({ from: 0, to: 3 }));
      await store.dispatch(reorderFavorites({ from: 1, to: 1 }));
      expect(ids(store)).toEqual([
        ['fav-paris', 0],
        ['fav-berlin', 1],
        ['fav-rome', 2],
      ]);
    });
  });

  describe('toggleActiveFavorite', () => {
    it('saves the active location when it is not a favourite: not-favourite, saving, favourite', async () => {
      const created = { Id: 'fav-london', Position: 3, Location: london };
      const posts = record('post', '/favorite-locations', json(created));
      const store = seededStore({ location: { activeLocation: london } });
      expect(selectIsActiveFavorite(store.getState())).toBe(false);
      const done = store.dispatch(toggleActiveFavorite());
      expect(selectFavoriteToggleBusy(store.getState())).toBe(true);
      await done;
      expect(posts[0]?.body).toEqual({
        favoriteLocation: { Position: 3, Location: london },
        appInstanceId: 'device-1',
      });
      expect(selectFavoriteToggleBusy(store.getState())).toBe(false);
      expect(selectIsActiveFavorite(store.getState())).toBe(true);
    });

    it('removes the favourite with the active CityId when it is one', async () => {
      const deletes = record('delete', '/favorite-locations/fav-paris', noContent());
      const store = seededStore();
      expect(selectIsActiveFavorite(store.getState())).toBe(true);
      await store.dispatch(toggleActiveFavorite());
      expect(deletes).toHaveLength(1);
      expect(selectIsActiveFavorite(store.getState())).toBe(false);
      expect(ids(store)).toEqual([
        ['fav-berlin', 0],
        ['fav-rome', 1],
      ]);
    });

    it('ignores toggles while busy', async () => {
      const { gate, release } = deferred();
      const posts = record('post', '/favorite-locations', async () => {
        await gate;
        return json({ Id: 'fav-london', Position: 3, Location: london });
      });
      const store = seededStore({ location: { activeLocation: london } });
      const first = store.dispatch(toggleActiveFavorite());
      const second = await store.dispatch(toggleActiveFavorite());
      expect(second.meta).toMatchObject({ condition: true });
      release();
      await first;
      expect(posts).toHaveLength(1);
      expect(selectIsActiveFavorite(store.getState())).toBe(true);
    });

    it('logs a failure, keeps a message for the star and clears the busy flag', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      record('post', '/favorite-locations', json({ error: 'x' }, 409));
      const store = seededStore({ location: { activeLocation: london } });
      await store.dispatch(toggleActiveFavorite());
      expect(log).toHaveBeenCalled();
      expect(selectFavoriteToggleBusy(store.getState())).toBe(false);
      expect(selectIsActiveFavorite(store.getState())).toBe(false);
      expect(selectFavoriteToggleError(store.getState())).toBe(
        'Could not add London to your favourite locations. Please try again.',
      );
      expect(store.getState().favorites.error).toBeNull();
      expect(selectFavoritesAddError(store.getState())).toBeNull();
      // The next try starts without it; a dismissal drops it.
      record(
        'post',
        '/favorite-locations',
        json({ Id: 'fav-london', Position: 3, Location: london }),
      );
      const retry = store.dispatch(toggleActiveFavorite());
      expect(selectFavoriteToggleError(store.getState())).toBeNull();
      await retry;
      expect(selectIsActiveFavorite(store.getState())).toBe(true);
      record('delete', '/favorite-locations/fav-london', json({ error: 'x' }, 400));
      await store.dispatch(toggleActiveFavorite());
      expect(selectFavoriteToggleError(store.getState())).toBe(
        'Could not remove London from your favourite locations. Please try again.',
      );
      store.dispatch(toggleErrorDismissed());
      expect(selectFavoriteToggleError(store.getState())).toBeNull();
    });

    it('is skipped without a device id or an active location', async () => {
      const noDevice = seededStore({ user: { deviceId: null, isBot: false, language: 'en' } });
      expect((await noDevice.dispatch(toggleActiveFavorite())).meta).toMatchObject({
        condition: true,
      });
      const noLocation = seededStore({ location: { activeLocation: null } });
      expect((await noLocation.dispatch(toggleActiveFavorite())).meta).toMatchObject({
        condition: true,
      });
    });
  });
});

afterEach(() => jest.restoreAllMocks());
