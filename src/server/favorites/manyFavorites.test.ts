import { insertDeviceIfAbsent, newDeviceRow } from '@/server/devices/devices.repository';
import { buildUserState, encodeUserState } from '@/server/devices/userStateCookie';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { buildLocality } from '@tests/fixtures/localities';
import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { createFavorite, listFavorites, updateFavorite } from './favorites.service';

/** 200 places with long names, so a cookie of all of them would be far over 4 kB. */
const places = Array.from({ length: 200 }, (_, i) =>
  buildLocality({
    CityId: String(1000 + i),
    CityName: `Place ${i}`,
    SlugName: `a-rather-long-place-name-number-${i}-in-the-territory-of-somewhere-xx`,
    Latitude: 10 + i / 100,
    Longitude: 20 + i / 100,
  }),
);

let undo: () => void;
beforeAll(() => {
  undo = installProviderStandIns(places);
});
afterAll(() => undo());

describe.each(testEngines)('200 favourites on %s (the list has no maximum)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());

  it('creates, lists and reorders them all; the user-state cookie stays under 4 kB', async () => {
    const owner = { deviceId: 'device-many', userId: null };
    await insertDeviceIfAbsent(
      t.db,
      newDeviceRow({
        id: owner.deviceId,
        language: 'en-US',
        now: new Date().toISOString(),
      }),
    );
    for (const place of places) {
      await createFavorite(t.db, owner, {
        Locality: place,
        Station: null,
        DefaultStationRouteString: 'metar-abcd',
      });
    }
    let list = await listFavorites(t.db, owner);
    expect(list).toHaveLength(200);
    expect(list.map((f) => f.Position)).toEqual([...Array(200).keys()]);

    // The last one moves to the front, the first to the end.
    const last = list[199]!;
    await updateFavorite(t.db, owner, {
      Id: last.Id,
      Position: 0,
      Location: { Station: null, DefaultStationRouteString: 'metar-abcd' },
    });
    const first = list[0]!;
    await updateFavorite(t.db, owner, {
      Id: first.Id,
      Position: 5000,
      Location: { Station: null, DefaultStationRouteString: 'metar-abcd' },
    });
    list = await listFavorites(t.db, owner);
    expect(list[0]?.Id).toBe(last.Id);
    expect(list[199]?.Id).toBe(first.Id);
    expect(list.map((f) => f.Position)).toEqual([...Array(200).keys()]);

    const state = buildUserState(
      owner.deviceId,
      { cityId: '1', slug: places[0]!.SlugName, station: null, defaultStation: 'metar-abcd' },
      list,
    );
    const value = encodeUserState(state);
    const cookie = `UserState-v1=${encodeURIComponent(value)}`;
    expect(cookie.length).toBeLessThan(4096);
    const kept = JSON.parse(value) as { FL: { Id: string; P: number }[] };
    // The leading favourites, in order, as many as fit.
    expect(kept.FL.length).toBeGreaterThan(10);
    expect(kept.FL.map((f) => f.Id)).toEqual(list.slice(0, kept.FL.length).map((f) => f.Id));
  });
});
