import { insertDeviceIfAbsent, newDeviceRow } from '@/server/devices/devices.repository';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { buildLocality, buildStation, newYork, paris } from '@tests/fixtures/localities';
import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import * as repository from './favorites.repository';
import {
  createFavorite,
  deleteFavorite,
  listFavorites,
  updateFavorite,
  type Owner,
} from './favorites.service';

// writePositions wrapped so a test can make one call fail halfway through a transaction.
jest.mock('./favorites.repository', () => {
  const actual =
    jest.requireActual<typeof import('./favorites.repository')>('./favorites.repository');
  return { ...actual, writePositions: jest.fn(actual.writePositions) };
});
const failWritePositionsOnce = () =>
  jest.mocked(repository.writePositions).mockRejectedValueOnce(new Error('disk full'));

const oslo = buildLocality({
  CityId: '3143244',
  CityName: 'Oslo',
  SlugName: 'oslo-oslo-no',
  Latitude: 59.91,
  Longitude: 10.75,
});
const loc = (locality = paris) => ({
  Locality: locality,
  Station: null,
  DefaultStationRouteString: null,
});

let undo: () => void;
beforeAll(() => {
  undo = installProviderStandIns([paris, newYork, oslo]);
});
afterAll(() => undo());

describe.each(testEngines)('favourites service on %s', (engine) => {
  let t: TestDatabase;
  let device = 0;
  const newDevice = async () => {
    const id = `device-${++device}`;
    await insertDeviceIfAbsent(
      t.db,
      newDeviceRow({ id, language: 'en-US', now: new Date().toISOString() }),
    );
    return { deviceId: id, userId: null };
  };
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());

  const order = async (id: Owner) =>
    (await listFavorites(t.db, id)).map((f) => `${f.Position}:${f.Location.Locality.CityName}`);

  it('appends, inserts at a position and keeps positions contiguous from zero', async () => {
    const id = await newDevice();
    await createFavorite(t.db, id, loc(paris));
    await createFavorite(t.db, id, loc(newYork));
    await createFavorite(t.db, id, loc(oslo), 0);
    expect(await order(id)).toEqual(['0:Oslo', '1:Paris', '2:New York City']);
  });

  it('moves one favourite and renumbers the rest in one go', async () => {
    const id = await newDevice();
    const a = await createFavorite(t.db, id, loc(paris));
    await createFavorite(t.db, id, loc(newYork));
    await createFavorite(t.db, id, loc(oslo));
    await updateFavorite(t.db, id, {
      Id: a.Id,
      Position: 2,
      Location: { Station: null, DefaultStationRouteString: null },
    });
    expect(await order(id)).toEqual(['0:New York City', '1:Oslo', '2:Paris']);
    await updateFavorite(t.db, id, {
      Id: a.Id,
      Position: 99,
      Location: { Station: buildStation(), DefaultStationRouteString: 'metar-lfpb' },
    });
    const favorites = await listFavorites(t.db, id);
    expect(favorites[2]?.Location.Station?.StationId).toBe('LFPB');
    expect(favorites[2]?.Location.DefaultStationRouteString).toBe('metar-lfpb');
  });

  it('deletes only the owner’s favourite and renumbers from zero', async () => {
    const owner = await newDevice();
    const other = await newDevice();
    const a = await createFavorite(t.db, owner, loc(paris));
    await createFavorite(t.db, owner, loc(newYork));
    await expect(
      deleteFavorite(t.db, other, a.Id, { latitude: paris.Latitude, longitude: paris.Longitude }),
    ).rejects.toMatchObject({ status: 404 });
    await deleteFavorite(t.db, owner, a.Id, {
      latitude: paris.Latitude,
      longitude: paris.Longitude,
    });
    expect(await order(owner)).toEqual(['0:New York City']);
  });

  it('refuses a duplicate place', async () => {
    const id = await newDevice();
    await createFavorite(t.db, id, loc(paris));
    await expect(createFavorite(t.db, id, loc(paris))).rejects.toMatchObject({ status: 409 });
    expect(await order(id)).toEqual(['0:Paris']);
  });

  it('writes arriving together (two tabs, a double click) keep one copy of each place, in order', async () => {
    const id = await newDevice();
    const results = await Promise.allSettled([
      createFavorite(t.db, id, loc(paris)),
      createFavorite(t.db, id, loc(paris)),
      createFavorite(t.db, id, loc(newYork)),
      createFavorite(t.db, id, loc(oslo)),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ status: 409 }) },
    ]);
    const listed = await order(id);
    expect(listed.map((entry) => entry.split(':')[0])).toEqual(['0', '1', '2']);
    expect(listed.map((entry) => entry.split(':')[1]).sort()).toEqual([
      'New York City',
      'Oslo',
      'Paris',
    ]);
  });

  it('loses nothing when a write fails halfway: the whole transaction rolls back', async () => {
    const id = await newDevice();
    await createFavorite(t.db, id, loc(paris));
    await createFavorite(t.db, id, loc(newYork));
    failWritePositionsOnce();
    await expect(createFavorite(t.db, id, loc(oslo), 0)).rejects.toThrow('disk full');
    expect(await order(id)).toEqual(['0:Paris', '1:New York City']);
    const [first] = await listFavorites(t.db, id);
    failWritePositionsOnce();
    await expect(
      deleteFavorite(t.db, id, first!.Id, { latitude: paris.Latitude, longitude: paris.Longitude }),
    ).rejects.toThrow('disk full');
    expect(await order(id)).toEqual(['0:Paris', '1:New York City']);
  });
});
