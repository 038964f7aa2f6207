import { http, HttpResponse } from 'msw';

import { selectFavorites } from '@/features/favorites/favoritesSlice';

import {
  berlin,
  json,
  london,
  paris,
  parisStations,
  record,
  seededStore,
} from '@tests/support/favorites';
import { server } from '@tests/msw/server';

import {
  chooseStation,
  openStationSelector,
  selectStations,
  selectStationsError,
  selectStationsStatus,
  selectStationSelectorTarget,
  stationSelectorCleared,
} from './stationsSlice';

const parisTarget = { favoriteId: paris.Id };

describe('stations slice', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.cookie = 'UserState-v1=; Path=/; Max-Age=0';
  });

  describe('openStationSelector', () => {
    it('opens for a favourite with the stations around it (lat, lon, radius 15)', async () => {
      const gets = record('get', '/stations', json(parisStations));
      const store = seededStore();
      const done = store.dispatch(openStationSelector({ target: parisTarget }));
      expect(selectStationSelectorTarget(store.getState())).toEqual(parisTarget);
      expect(selectStationsStatus(store.getState())).toBe('loading');
      await done;
      expect(gets[0]?.query).toEqual({ lat: '48.85341', lon: '2.3488', radius: '15' });
      expect(selectStations(store.getState())).toEqual(parisStations);
      expect(selectStationsStatus(store.getState())).toBe('succeeded');
    });

    it('opens for the active location', async () => {
      const gets = record('get', '/stations', json(parisStations));
      const store = seededStore({ location: { activeLocation: london } });
      await store.dispatch(openStationSelector({ target: 'active' }));
      expect(gets[0]?.query).toMatchObject({ lat: '51.51', lon: '-0.13' });
      expect(selectStationSelectorTarget(store.getState())).toBe('active');
    });

    it('closes with the spec message when the stations answer is not an array', async () => {
      record('get', '/stations', json({ stations: parisStations }));
      const store = seededStore();
      await store.dispatch(openStationSelector({ target: parisTarget }));
      expect(selectStationSelectorTarget(store.getState())).toBeNull();
      expect(selectStationsError(store.getState())).toBe(
        'Invalid station list returned from stations API',
      );
      expect(store.getState().stations.errorTarget).toEqual(parisTarget);
    });

    it('closes with the toggle message when the call fails', async () => {
      record('get', '/stations', json({ error: 'x' }, 400));
      const store = seededStore();
      await store.dispatch(openStationSelector({ target: { favoriteId: berlin.Id } }));
      expect(selectStationsError(store.getState())).toBe(
        'Could not toggle Station Selector for Location at Index: 1',
      );
      expect(selectStationSelectorTarget(store.getState())).toBeNull();
    });

    it('fails for an unknown favourite', async () => {
      const store = seededStore();
      await store.dispatch(openStationSelector({ target: { favoriteId: 'nope' } }));
      expect(selectStationsError(store.getState())).toMatch(
        /^Could not toggle Station Selector for Location at Index/,
      );
    });

    it('closes on clear', async () => {
      record('get', '/stations', json(parisStations));
      const store = seededStore();
      await store.dispatch(openStationSelector({ target: parisTarget }));
      store.dispatch(stationSelectorCleared());
      expect(selectStationSelectorTarget(store.getState())).toBeNull();
      expect(selectStations(store.getState())).toEqual([]);
    });
  });

  describe('chooseStation', () => {
    async function openFor(
      target: Parameters<typeof openStationSelector>[0]['target'],
      store = seededStore(),
    ) {
      record('get', '/stations', json(parisStations));
      await store.dispatch(openStationSelector({ target }));
      return store;
    }

    it('updates the favourite (PUT with appInstanceId) and resets the selector; the browser leaves the cookie to the server', async () => {
      const station = parisStations[1]!;
      const cookie = {
        Id: 'device-1',
        AL: null,
        FL: [{ Id: paris.Id, P: 0, L: { L: 'paris-ile-de-france-fr', S: null, DS: null } }],
      };
      const written = `UserState-v1=${encodeURIComponent(JSON.stringify(cookie))}`;
      document.cookie = `${written}; Path=/`;
      const updated = { ...paris, Location: { ...paris.Location, Station: station } };
      const puts = record('put', '/favorite-locations', json(updated));
      const store = await openFor(parisTarget);
      await store.dispatch(chooseStation({ target: parisTarget, index: 1, station }));
      expect(puts[0]?.body).toEqual({ newFavoriteLocation: updated, appInstanceId: 'device-1' });
      expect(selectFavorites(store.getState())[0]?.Location.Station).toEqual(station);
      // The PUT's answer rewrites the user-state cookie (server side); the browser never does.
      expect(document.cookie).toContain(written);
      expect(selectStationSelectorTarget(store.getState())).toBeNull();
      expect(selectStationsStatus(store.getState())).toBe('idle');
      // Paris is also the active location: its station follows.
      expect(store.getState().location.activeLocation?.Station).toEqual(station);
    });

    it('updates the active non-favourite location through the profile call', async () => {
      const station = parisStations[0]!;
      let profileQuery: Record<string, string> = {};
      let stationWhenCalled: unknown;
      const store = await openFor('active', seededStore({ location: { activeLocation: london } }));
      server.use(
        http.get('http://localhost/web2/api/user/profile', ({ request }) => {
          profileQuery = Object.fromEntries(new URL(request.url).searchParams);
          // The location shows its new station before the server is told.
          stationWhenCalled = store.getState().location.activeLocation?.Station;
          return HttpResponse.json({ user: { ActiveLocation: { ...london, Station: station } } });
        }),
      );
      await store.dispatch(chooseStation({ target: 'active', index: 0, station }));
      expect(stationWhenCalled).toEqual(station);
      expect(store.getState().location.activeLocation?.Station).toEqual(station);
      expect(profileQuery).toEqual({ location: 'london-england-gb', station: 'metar-lfpb' });
      expect(selectStationSelectorTarget(store.getState())).toBeNull();
    });

    it("changes the favourite's station when the active place is a favourite", async () => {
      const station = parisStations[1]!;
      const updated = { ...paris, Location: { ...paris.Location, Station: station } };
      const puts = record('put', '/favorite-locations', json(updated));
      const profiles = record('get', '/user/profile', json({ user: {} }));
      const store = await openFor('active');
      expect(store.getState().location.activeLocation?.Locality.SlugName).toBe(
        paris.Location.Locality.SlugName,
      );
      await store.dispatch(chooseStation({ target: 'active', index: 1, station }));
      expect(puts[0]?.body).toEqual({ newFavoriteLocation: updated, appInstanceId: 'device-1' });
      expect(profiles).toHaveLength(0);
      expect(selectFavorites(store.getState())[0]?.Location.Station).toEqual(station);
      expect(store.getState().location.activeLocation?.Station).toEqual(station);
    });

    it('refuses a station that is not the one at the given index', async () => {
      const store = await openFor(parisTarget);
      await store.dispatch(
        chooseStation({ target: parisTarget, index: 0, station: parisStations[1]! }),
      );
      expect(selectStationsError(store.getState())).toBe(
        "Could not update the Favorite location's station to station with Id: LFPG",
      );
      expect(selectStationSelectorTarget(store.getState())).toEqual(parisTarget);
    });

    it('reports a failed update with the favourite index', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      record('put', '/favorite-locations', json({ error: 'x' }, 400));
      const target = { favoriteId: berlin.Id };
      const store = await openFor(target);
      await store.dispatch(chooseStation({ target, index: 0, station: parisStations[0]! }));
      expect(selectStationsError(store.getState())).toBe(
        'Failed to update favorite location at index: 1',
      );
      expect(selectFavorites(store.getState())[1]?.Location.Station).toBeNull();
    });
  });
});
