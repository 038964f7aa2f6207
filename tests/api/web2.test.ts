import type { FavoriteLocation, Station, UserProfile } from '@/types/location';

import { callRoute, type RouteResult } from '@tests/utils/apiRoute';
import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { newYork, paris } from '@tests/fixtures/localities';

import favoritesRoute from '../../pages/api/web2/favorite-locations/index';
import favoriteByIdRoute from '../../pages/api/web2/favorite-locations/[id]';
import queryRoute from '../../pages/api/web2/locations/query';
import stationsRoute from '../../pages/api/web2/stations';
import profileRoute from '../../pages/api/web2/user/profile';
import statePrivacyRoute from '../../pages/api/web2/user/[id]/stateprivacy';
import limitUseRoute from '../../pages/api/web2/user/[id]/limituseofpi';
import gpcRoute from '../../pages/api/web2/privacy/gpc';
import unitsRoute from '../../pages/api/web2/units/index';
import unitsUpdateRoute from '../../pages/api/web2/units/update';
import displayAdsRoute from '../../pages/api/web2/ads/config/displayads';

/** A browser: keeps the cookies the site sets and sends them back. */
class Visitor {
  cookies = new Map<string, string>();
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(res: RouteResult) {
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [String(set)] : []) {
      const [pair] = String(line).split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }
  async call(route: Parameters<typeof callRoute>[0], req: Parameters<typeof callRoute>[1] = {}) {
    return this.keep(
      await callRoute(route, {
        ...req,
        headers: { cookie: this.header, origin: 'http://localhost:3000', ...req.headers },
      }),
    );
  }
  async profile(query: Record<string, string> = {}) {
    const res = await this.call(profileRoute, { query });
    expect(res.status).toBe(200);
    return (res.body as { user: UserProfile }).user;
  }
}

const location = (locality = paris) => ({
  Locality: locality,
  Station: null,
  DefaultStationRouteString: null,
});

let undo: () => void;
beforeAll(() => {
  undo = installProviderStandIns();
});
afterAll(() => undo());

describe('GET /web2/api/user/profile', () => {
  it('creates a DeviceId on the first visit and keeps it with the cookies', async () => {
    const visitor = new Visitor();
    const first = await visitor.profile();
    expect(first.DeviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitor.cookies.get('wb_device')).toContain(first.DeviceId);
    const state = JSON.parse(decodeURIComponent(visitor.cookies.get('UserState-v1') ?? '')) as {
      Id: string;
      AL: { L: string };
    };
    expect(state.Id).toBe(first.DeviceId);
    expect(state.AL.L).toBe(newYork.SlugName);
    expect(first.ActiveLocation?.Locality.SlugName).toBe(newYork.SlugName);
    expect([first.TempUnit, first.WindUnit, first.PressureUnit, first.Units]).toEqual([1, 1, 1, 1]);
    expect((await visitor.profile()).DeviceId).toBe(first.DeviceId);
  });

  it('sets the active location by slug and station route, with the default station', async () => {
    const visitor = new Visitor();
    const user = await visitor.profile({ location: paris.SlugName, station: 'metar-lfpg' });
    expect(user.ActiveLocation?.Locality.CityName).toBe('Paris');
    expect(user.ActiveLocation?.Station?.StationId).toBe('LFPG');
    expect(user.ActiveLocation?.DefaultStationRouteString).toBe('metar-lfpb');
    expect((await visitor.profile()).ActiveLocation?.Station?.StationId).toBe('LFPG');
  });

  it('a prefetch (the offline worker keeping a favourite) shows its place without making it the visitor’s', async () => {
    const visitor = new Visitor();
    const { DeviceId } = await visitor.profile({ location: paris.SlugName });
    // New York is a favourite (which stores the device), then Paris is opened again.
    const saved = await visitor.call(favoritesRoute, {
      method: 'POST',
      body: { favoriteLocation: { Location: location(newYork) }, appInstanceId: DeviceId },
    });
    expect(saved.status).toBe(200);
    await visitor.profile({ location: paris.SlugName });
    const stateBefore = visitor.cookies.get('UserState-v1');
    const prefetches: Record<string, string>[] = [
      { purpose: 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
    ];
    for (const headers of prefetches) {
      const prefetched = await visitor.call(profileRoute, {
        query: { location: newYork.SlugName },
        headers,
      });
      expect(
        (prefetched.body as { user: UserProfile }).user.ActiveLocation?.Locality.SlugName,
      ).toBe(newYork.SlugName);
    }
    expect(visitor.cookies.get('UserState-v1')).toBe(stateBefore);
    expect((await visitor.profile()).ActiveLocation?.Locality.SlugName).toBe(paris.SlugName);
    // A visit (no such header) still moves it.
    await visitor.profile({ location: newYork.SlugName });
    expect((await visitor.profile()).ActiveLocation?.Locality.SlugName).toBe(newYork.SlugName);
  });

  it('answers 404 for an unknown slug and 400 for a huge one, never 500', async () => {
    const visitor = new Visitor();
    expect(
      (await visitor.call(profileRoute, { query: { location: "x'; DROP TABLE devices; --" } }))
        .status,
    ).toBe(404);
    expect(
      (await visitor.call(profileRoute, { query: { location: 'a'.repeat(5000) } })).status,
    ).toBe(400);
  });

  it('ignores a forged device cookie and makes a new device', async () => {
    const visitor = new Visitor();
    const user = await visitor.profile();
    const forged = new Visitor();
    forged.cookies.set('wb_device', `${user.DeviceId}.forged`);
    expect((await forged.profile()).DeviceId).not.toBe(user.DeviceId);
  });
});

describe('favourite locations', () => {
  async function visitorWithDevice() {
    const visitor = new Visitor();
    const user = await visitor.profile();
    return { visitor, id: user.DeviceId };
  }

  it('creates, reorders, changes the station and deletes, keeping positions contiguous', async () => {
    const { visitor, id } = await visitorWithDevice();
    const a = await visitor.call(favoritesRoute, {
      method: 'POST',
      body: { favoriteLocation: { Location: location(paris) }, appInstanceId: id },
    });
    expect(a.status).toBe(200);
    const b = await visitor.call(favoritesRoute, {
      method: 'POST',
      body: { favoriteLocation: { Location: location(newYork) }, appInstanceId: id },
    });
    const paris1 = a.body as FavoriteLocation;
    const ny = b.body as FavoriteLocation;
    expect([paris1.Position, ny.Position]).toEqual([0, 1]);
    expect(paris1.Location.Locality.SlugName).toBe(paris.SlugName);

    const moved = await visitor.call(favoritesRoute, {
      method: 'PUT',
      body: { newFavoriteLocation: { ...ny, Position: 0 }, appInstanceId: id },
    });
    expect((moved.body as FavoriteLocation).Position).toBe(0);
    const station = {
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
    const withStation = await visitor.call(favoritesRoute, {
      method: 'PUT',
      body: {
        newFavoriteLocation: {
          ...paris1,
          Position: 1,
          Location: { ...paris1.Location, Station: station },
        },
        appInstanceId: id,
      },
    });
    expect((withStation.body as FavoriteLocation).Location.Station?.StationId).toBe('LFPG');
    // The write itself rewrote the user-state cookie with the new station.
    const afterPut = JSON.parse(decodeURIComponent(visitor.cookies.get('UserState-v1') ?? '')) as {
      FL: { Id: string; L: { S: string | null } }[];
    };
    expect(afterPut.FL.find((f) => f.Id === paris1.Id)?.L.S).toBe('metar-lfpg');
    let user = await visitor.profile();
    expect(user.FavoriteLocations.map((f) => [f.Location.Locality.CityName, f.Position])).toEqual([
      ['New York City', 0],
      ['Paris', 1],
    ]);

    const del = await visitor.call(favoriteByIdRoute, {
      method: 'DELETE',
      query: {
        id: ny.Id,
        appInstanceId: id,
        favoriteLocationId: ny.Id,
        favoriteLocationLatitude: String(newYork.Latitude),
        favoriteLocationLongitude: String(newYork.Longitude),
      },
    });
    expect(del.status).toBe(204);
    user = await visitor.profile();
    expect(user.FavoriteLocations.map((f) => [f.Location.Locality.CityName, f.Position])).toEqual([
      ['Paris', 0],
    ]);
    const cookie = JSON.parse(decodeURIComponent(visitor.cookies.get('UserState-v1') ?? '')) as {
      FL: { P: number; L: { L: string; S: string } }[];
    };
    expect(cookie.FL).toEqual([
      { Id: paris1.Id, P: 0, L: { L: paris.SlugName, S: 'metar-lfpg', DS: null } },
    ]);
  });

  /** A visitor on Paris's page who made Paris a favourite, with the stations around it. */
  async function parisFavourite() {
    const visitor = new Visitor();
    const { DeviceId: id } = await visitor.profile({ location: paris.SlugName });
    const created = await visitor.call(favoritesRoute, {
      method: 'POST',
      body: { favoriteLocation: { Location: location(paris) }, appInstanceId: id },
    });
    const stations = (
      await visitor.call(stationsRoute, {
        query: { lat: String(paris.Latitude), lon: String(paris.Longitude) },
      })
    ).body as Station[];
    return { visitor, id, favorite: created.body as FavoriteLocation, stations };
  }

  it("a station chosen for the favourite that is the active place becomes the active place's too", async () => {
    const { visitor, id, favorite, stations } = await parisFavourite();
    const [lfpg] = stations;
    const put = await visitor.call(favoritesRoute, {
      method: 'PUT',
      body: {
        newFavoriteLocation: { ...favorite, Location: { ...favorite.Location, Station: lfpg } },
        appInstanceId: id,
      },
    });
    expect(put.status).toBe(200);
    const state = JSON.parse(decodeURIComponent(visitor.cookies.get('UserState-v1') ?? '')) as {
      AL: { L: string; S: string | null };
    };
    expect(state.AL).toMatchObject({ L: paris.SlugName, S: lfpg!.RouteString });
    const user = await visitor.profile();
    expect(user.ActiveLocation?.Station?.StationId).toBe(lfpg!.StationId);
  });

  it("a favourite's page shows the favourite's station however the visitor reaches it", async () => {
    const { visitor, id, favorite, stations } = await parisFavourite();
    const chosen = stations[stations.length - 1]!;
    // Chosen in Manage Locations while another place is open.
    await visitor.profile({ location: newYork.SlugName });
    await visitor.call(favoritesRoute, {
      method: 'PUT',
      body: {
        newFavoriteLocation: { ...favorite, Location: { ...favorite.Location, Station: chosen } },
        appInstanceId: id,
      },
    });
    // Paris opened from a search or Back: no station in the request.
    const user = await visitor.profile({ location: paris.SlugName });
    expect(user.ActiveLocation?.Station?.StationId).toBe(chosen.StationId);
    expect((await visitor.profile()).ActiveLocation?.Station?.StationId).toBe(chosen.StationId);
  });

  it('refuses a duplicate with 409 and an unknown place with 400', async () => {
    const { visitor, id } = await visitorWithDevice();
    const body = { favoriteLocation: { Location: location(paris) }, appInstanceId: id };
    expect((await visitor.call(favoritesRoute, { method: 'POST', body })).status).toBe(200);
    expect((await visitor.call(favoritesRoute, { method: 'POST', body })).status).toBe(409);
    const unknown = await visitor.call(favoritesRoute, {
      method: 'POST',
      body: {
        favoriteLocation: { Location: location({ ...paris, SlugName: 'nowhere-xx' }) },
        appInstanceId: id,
      },
    });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'Unknown location: nowhere-xx' } });
  });

  it('never lets one visitor touch another’s favourites', async () => {
    const owner = await visitorWithDevice();
    const created = await owner.visitor.call(favoritesRoute, {
      method: 'POST',
      body: { favoriteLocation: { Location: location(paris) }, appInstanceId: owner.id },
    });
    const fav = created.body as FavoriteLocation;
    const intruder = await visitorWithDevice();
    const query = {
      id: fav.Id,
      favoriteLocationId: fav.Id,
      favoriteLocationLatitude: String(paris.Latitude),
      favoriteLocationLongitude: String(paris.Longitude),
    };
    // Naming the owner's device from another browser is refused…
    expect(
      (
        await intruder.visitor.call(favoriteByIdRoute, {
          method: 'DELETE',
          query: { ...query, appInstanceId: owner.id },
        })
      ).status,
    ).toBe(403);
    // …and with its own device the favourite simply is not there.
    expect(
      (
        await intruder.visitor.call(favoriteByIdRoute, {
          method: 'DELETE',
          query: { ...query, appInstanceId: intruder.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await intruder.visitor.call(favoritesRoute, {
          method: 'PUT',
          body: { newFavoriteLocation: { ...fav, Position: 0 }, appInstanceId: intruder.id },
        })
      ).status,
    ).toBe(404);
    expect((await owner.visitor.profile()).FavoriteLocations).toHaveLength(1);
    // Without any device cookie: 401.
    expect(
      (
        await new Visitor().call(favoritesRoute, {
          method: 'POST',
          body: { favoriteLocation: { Location: location() }, appInstanceId: owner.id },
        })
      ).status,
    ).toBe(401);
  });

  it.each([
    ['a non-JSON body', 'favoriteLocation=paris'],
    [
      'wrong types',
      { favoriteLocation: { Location: { Locality: { SlugName: 42 } } }, appInstanceId: 'x' },
    ],
    [
      'a huge string',
      {
        favoriteLocation: { Location: location({ ...paris, SlugName: 'p'.repeat(10000) }) },
        appInstanceId: 'x',
      },
    ],
    ['no body', undefined],
  ])('answers 400 with a message for %s', async (_label, body) => {
    const { visitor } = await visitorWithDevice();
    const res = await visitor.call(favoritesRoute, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(typeof (res.body as { error: string }).error).toBe('string');
  });

  it('checks the delete query: mismatched ids, bad coordinates, point of another place', async () => {
    const { visitor, id } = await visitorWithDevice();
    const fav = (
      await visitor.call(favoritesRoute, {
        method: 'POST',
        body: { favoriteLocation: { Location: location(paris) }, appInstanceId: id },
      })
    ).body as FavoriteLocation;
    const base = {
      id: fav.Id,
      appInstanceId: id,
      favoriteLocationId: fav.Id,
      favoriteLocationLatitude: String(paris.Latitude),
      favoriteLocationLongitude: String(paris.Longitude),
    };
    expect(
      (
        await visitor.call(favoriteByIdRoute, {
          method: 'DELETE',
          query: { ...base, favoriteLocationId: 'other' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await visitor.call(favoriteByIdRoute, {
          method: 'DELETE',
          query: { ...base, favoriteLocationLatitude: 'north' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await visitor.call(favoriteByIdRoute, {
          method: 'DELETE',
          query: { ...base, favoriteLocationLatitude: '10' },
        })
      ).status,
    ).toBe(400);
    expect((await visitor.call(favoriteByIdRoute, { method: 'GET', query: base })).status).toBe(
      405,
    );
  });
});

describe('locations, stations, units, privacy, ads', () => {
  it('queries a location by slug: Id and Locality, 404 when unknown, 400 when empty', async () => {
    const ok = await callRoute(queryRoute, { method: 'POST', body: { Query: paris.SlugName } });
    expect(ok.body).toMatchObject({
      Id: paris.CityId,
      Locality: { SlugName: paris.SlugName },
      DefaultStationRouteString: 'metar-lfpb',
    });
    expect(
      (await callRoute(queryRoute, { method: 'POST', body: { Query: 'nope-xx' } })).status,
    ).toBe(404);
    expect((await callRoute(queryRoute, { method: 'POST', body: { Query: '' } })).status).toBe(400);
  });

  it('lists stations as an array and validates the point', async () => {
    const ok = await callRoute(stationsRoute, { query: { lat: '48.85', lon: '2.35' } });
    expect(Array.isArray(ok.body)).toBe(true);
    expect((await callRoute(stationsRoute, { query: { lat: '91', lon: '0' } })).status).toBe(400);
    expect((await callRoute(stationsRoute, { query: { lat: 'x', lon: '0' } })).status).toBe(400);
  });

  it('reads and updates units, refusing values outside the enumerations', async () => {
    const visitor = new Visitor();
    const { DeviceId } = await visitor.profile();
    expect((await visitor.call(unitsRoute, { query: { appInstanceId: DeviceId } })).body).toEqual({
      unitval: 1,
      tempUnitVal: 1,
      windUnitVal: 1,
      pressureUnitVal: 1,
    });
    const update = {
      appInstanceId: DeviceId,
      unitval: '2',
      tempUnitVal: '2',
      windUnitVal: '3',
      pressureUnitVal: '2',
    };
    expect((await visitor.call(unitsUpdateRoute, { method: 'POST', query: update })).status).toBe(
      200,
    );
    const user = await visitor.profile();
    expect([user.Units, user.TempUnit, user.WindUnit, user.PressureUnit]).toEqual([2, 2, 3, 2]);
    expect(
      (
        await visitor.call(unitsUpdateRoute, {
          method: 'POST',
          query: { ...update, windUnitVal: '5' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await visitor.call(unitsUpdateRoute, {
          method: 'POST',
          query: { ...update, appInstanceId: 'someone-else' },
        })
      ).status,
    ).toBe(403);
  });

  it('records the privacy opt-outs and the GPC signal for the visitor’s own device only', async () => {
    const visitor = new Visitor();
    const { DeviceId } = await visitor.profile();
    const sp = await visitor.call(statePrivacyRoute, {
      method: 'PUT',
      query: { id: DeviceId },
      body: { statePrivacy: { enabled: true } },
    });
    expect(sp).toMatchObject({ status: 200, body: { statePrivacy: { enabled: true } } });
    const lu = await visitor.call(limitUseRoute, {
      method: 'PUT',
      query: { id: DeviceId },
      body: { limitUseOfPersonalInfo: { enabled: false } },
    });
    expect(lu.body).toEqual({ limitUseOfPersonalInfo: { enabled: false } });
    expect(
      (
        await visitor.call(gpcRoute, {
          method: 'POST',
          body: { appInstanceId: DeviceId, gpcSignal: true },
        })
      ).body,
    ).toEqual({ gpcSignal: true, doNotSell: true });
    expect(
      (
        await visitor.call(statePrivacyRoute, {
          method: 'PUT',
          query: { id: DeviceId },
          body: { statePrivacy: { enabled: 'yes' } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await visitor.call(statePrivacyRoute, {
          method: 'PUT',
          query: { id: 'other-device' },
          body: { statePrivacy: { enabled: true } },
        })
      ).status,
    ).toBe(403);
  });

  it('rewrites the privacy cookie with each choice, and deletes it on an opt-in with no prior value', async () => {
    const visitor = new Visitor();
    const { DeviceId } = await visitor.profile();
    const privacyCookie = () => {
      const raw = visitor.cookies.get('wb_state_privacy');
      return raw ? (JSON.parse(decodeURIComponent(raw)) as unknown) : null;
    };
    const put = (route: typeof statePrivacyRoute, body: object) =>
      visitor.call(route, { method: 'PUT', query: { id: DeviceId }, body });
    // Opting in to something never chosen writes nothing.
    const first = await put(limitUseRoute, { limitUseOfPersonalInfo: { enabled: false } });
    expect(String(first.headers['set-cookie'])).toMatch(/wb_state_privacy=;.*Max-Age=0/);
    expect(privacyCookie()).toBeNull();
    const out = await put(statePrivacyRoute, { statePrivacy: { enabled: true } });
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=94608000; Path=\/;.*SameSite=Lax/);
    expect(privacyCookie()).toEqual({ doNotSell: true });
    await put(limitUseRoute, { limitUseOfPersonalInfo: { enabled: true } });
    expect(privacyCookie()).toEqual({ doNotSell: true, limitUseOfPI: true });
    // Back in: the prior value is kept as false.
    await put(statePrivacyRoute, { statePrivacy: { enabled: false } });
    expect(privacyCookie()).toEqual({ doNotSell: false, limitUseOfPI: true });
  });

  it('a GPC signal writes doNotSell into the privacy cookie, with the other stored choice', async () => {
    const visitor = new Visitor();
    const { DeviceId } = await visitor.profile();
    const privacyCookie = () =>
      JSON.parse(decodeURIComponent(visitor.cookies.get('wb_state_privacy') ?? 'null')) as unknown;
    const gpc = () =>
      visitor.call(gpcRoute, {
        method: 'POST',
        body: { appInstanceId: DeviceId, gpcSignal: true },
      });
    await gpc();
    expect(privacyCookie()).toEqual({ doNotSell: true });
    // A "limit use" opt-out stored for the device, then a browser whose cookie no longer has it
    // (cleared, or written by another tab before it): the cookie comes back whole.
    await visitor.call(limitUseRoute, {
      method: 'PUT',
      query: { id: DeviceId },
      body: { limitUseOfPersonalInfo: { enabled: true } },
    });
    visitor.cookies.delete('wb_state_privacy');
    await gpc();
    expect(privacyCookie()).toEqual({ doNotSell: true, limitUseOfPI: true });
  });

  it('publishes the display-ads configuration with the spec’s slot sizes', async () => {
    const res = await callRoute(displayAdsRoute);
    const hurricane = (
      res.body as {
        PageAdConfigs: { PageId: string; Slots: { AdProviderConfig: { sizes: number[][] } }[] }[];
      }
    ).PageAdConfigs.find((p) => p.PageId === 'hurricane');
    expect(hurricane?.Slots.map((s) => s.AdProviderConfig.sizes[0])).toEqual([
      [320, 50],
      [728, 90],
      [300, 250],
    ]);
  });
});
