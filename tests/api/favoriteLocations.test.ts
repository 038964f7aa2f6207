import type { FavoriteLocation, Station, UserProfile } from '@/types/location';

import { callRoute, type RouteResult } from '@tests/utils/apiRoute';
import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { buildLocality, newYork, paris } from '@tests/fixtures/localities';

import favoritesRoute from '../../pages/api/web2/favorite-locations/index';
import profileRoute from '../../pages/api/web2/user/profile';

/** A browser: keeps the cookies the site sets and sends them back. */
class Browser {
  cookies = new Map<string, string>();
  keep(res: RouteResult) {
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [String(set)] : []) {
      const [pair = ''] = String(line).split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  }
  async call(route: Parameters<typeof callRoute>[0], req: Parameters<typeof callRoute>[1] = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return this.keep(
      await callRoute(route, {
        ...req,
        headers: { cookie, origin: 'http://localhost:3000', ...req.headers },
      }),
    );
  }
  /** Loads the profile (which makes the device and sets its signed cookie); answers the DeviceId. */
  async device(): Promise<string> {
    const res = await this.call(profileRoute);
    expect(res.status).toBe(200);
    return (res.body as { user: UserProfile }).user.DeviceId;
  }
  async create(locality: typeof paris, appInstanceId: string): Promise<FavoriteLocation> {
    const res = await this.call(favoritesRoute, {
      method: 'POST',
      body: {
        favoriteLocation: {
          Location: { Locality: locality, Station: null, DefaultStationRouteString: null },
        },
        appInstanceId,
      },
    });
    expect(res.status).toBe(200);
    return res.body as FavoriteLocation;
  }
  put(newFavoriteLocation: FavoriteLocation, appInstanceId?: string) {
    return this.call(favoritesRoute, {
      method: 'PUT',
      body:
        appInstanceId === undefined
          ? { newFavoriteLocation }
          : { newFavoriteLocation, appInstanceId },
    });
  }
}

const cdg: Station = {
  StationId: 'LFPG',
  StationName: 'CDG',
  RouteString: 'metar-lfpg',
  ProviderId: 3,
  ProviderName: 'METAR',
  Distance: 9,
  ElevationAboveSeaLevelMeters: 119,
  Latitude: 49.0,
  Longitude: 2.5,
};

const oslo = buildLocality({
  CityId: '3143244',
  CityName: 'Oslo',
  SlugName: 'oslo-oslo-no',
  DisplayCompositeName: 'Oslo, Norway',
  Latitude: 59.91,
  Longitude: 10.75,
});

let undo: () => void;
beforeAll(() => {
  undo = installProviderStandIns([paris, newYork, oslo]);
});
afterAll(() => undo());

describe('PUT /web2/api/favorite-locations: appInstanceId only to change the station', () => {
  it('moves a favourite without appInstanceId: the signed device cookie names the device', async () => {
    const browser = new Browser();
    const id = await browser.device();
    const first = await browser.create(paris, id);
    const second = await browser.create(newYork, id);
    const moved = await browser.put({ ...second, Position: 0 });
    expect(moved.status).toBe(200);
    expect((moved.body as FavoriteLocation).Position).toBe(0);
    const state = JSON.parse(decodeURIComponent(browser.cookies.get('UserState-v1') ?? '')) as {
      FL: { Id: string; P: number }[];
    };
    expect(state.FL.map((f) => [f.Id, f.P])).toEqual([
      [second.Id, 0],
      [first.Id, 1],
    ]);
  });

  it('keeps the stored station on a move, and changes it only with appInstanceId', async () => {
    const browser = new Browser();
    const id = await browser.device();
    const fav = await browser.create(paris, id);
    const withStation = { ...fav, Location: { ...fav.Location, Station: cdg } };

    const refused = await browser.put(withStation);
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toBe(
      'appInstanceId is required to change the station of a favorite location',
    );

    const changed = await browser.put(withStation, id);
    expect(changed.status).toBe(200);
    const saved = changed.body as FavoriteLocation;
    expect(saved.Location.Station?.StationId).toBe('LFPG');

    // A move of the favourite as the browser holds it (station unchanged) needs no id.
    const moved = await browser.put({ ...saved, Position: 0 });
    expect(moved.status).toBe(200);
    expect((moved.body as FavoriteLocation).Location.Station).toEqual(saved.Location.Station);
    // Dropping the station is a change too.
    const dropped = await browser.put({ ...saved, Location: { ...saved.Location, Station: null } });
    expect(dropped.status).toBe(400);
  });

  it('still enforces ownership: no cookie 401, another device 403, another’s favourite 404', async () => {
    const owner = new Browser();
    const ownerId = await owner.device();
    const fav = await owner.create(paris, ownerId);

    expect((await new Browser().put({ ...fav, Position: 0 })).status).toBe(401);

    const intruder = new Browser();
    await intruder.device();
    expect((await intruder.put({ ...fav, Position: 0 }, ownerId)).status).toBe(403);
    expect((await intruder.put({ ...fav, Position: 0 })).status).toBe(404);

    const forged = new Browser();
    forged.cookies.set('wb_device', `${ownerId}.forged`);
    expect((await forged.put({ ...fav, Position: 0 })).status).toBe(401);
  });
});

describe('POST /web2/api/favorite-locations: an undo re-creates through the create call alone', () => {
  it('inserts at the given Position with the given station', async () => {
    const browser = new Browser();
    const id = await browser.device();
    const first = await browser.create(newYork, id);
    await browser.create(oslo, id);
    const res = await browser.call(favoritesRoute, {
      method: 'POST',
      body: {
        favoriteLocation: {
          Position: 1,
          Location: { Locality: paris, Station: cdg, DefaultStationRouteString: 'metar-lfpb' },
        },
        appInstanceId: id,
      },
    });
    expect(res.status).toBe(200);
    const restored = res.body as FavoriteLocation;
    expect(restored.Position).toBe(1);
    expect(restored.Location.Station?.StationId).toBe('LFPG');
    expect(restored.Location.DefaultStationRouteString).toBe('metar-lfpb');
    const user = (
      (await browser.call(profileRoute)).body as { user: UserProfile }
    ).user.FavoriteLocations.map((f) => [f.Id, f.Position, f.Location.Station?.StationId ?? null]);
    expect(user[0]).toEqual([first.Id, 0, null]);
    expect(user[1]).toEqual([restored.Id, 1, 'LFPG']);
    expect(user[2]?.[1]).toBe(2);
  });
});
