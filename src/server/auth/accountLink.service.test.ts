import { sql } from 'kysely';

import {
  findDevice,
  insertDeviceIfAbsent,
  newDeviceRow,
  updateDevice,
} from '@/server/devices/devices.repository';
import { ownerOf } from '@/server/devices/devices.service';
import {
  createFavorite,
  deleteFavorite,
  listFavorites,
} from '@/server/favorites/favorites.service';
import {
  privacyChoicesOf,
  setGpcSignal,
  setLimitUse,
  setStatePrivacy,
} from '@/server/privacy/privacy.service';
import { saveUnits, unitsFor } from '@/server/units/units.service';

import {
  createTestDatabase,
  insertTestUser,
  testEngines,
  type TestDatabase,
} from '@tests/utils/testDatabases';
import { buildLocality, newYork, paris } from '@tests/fixtures/localities';
import { installProviderStandIns } from '@tests/fixtures/providerStandIns';

import { linkDeviceToAccount, unlinkDevice } from './accountLink.service';

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
const ada = { sub: 'user-ada', name: 'Ada', email: 'ada@example.com' };

let undo: () => void;
beforeAll(() => {
  undo = installProviderStandIns([paris, newYork, oslo]);
});
afterAll(() => undo());

describe.each(testEngines)('accounts follow the visitor on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await insertTestUser(t.db, { id: ada.sub, email: ada.email, name: ada.name });
  });
  afterAll(() => t.destroy());

  const device = async (id: string) => {
    await insertDeviceIfAbsent(
      t.db,
      newDeviceRow({ id, language: 'en-US', now: new Date().toISOString() }),
    );
    return (await findDevice(t.db, id))!;
  };
  const names = async (id: string) => {
    const d = (await findDevice(t.db, id))!;
    return (await listFavorites(t.db, ownerOf(d))).map(
      (f) => `${f.Position}:${f.Location.Locality.CityName}`,
    );
  };

  it('merges two browsers’ favourites and units into one account, without duplicates', async () => {
    const first = await device('browser-1');
    await createFavorite(t.db, ownerOf(first), loc(paris));
    await createFavorite(t.db, ownerOf(first), loc(newYork));
    await saveUnits(t.db, first, {
      unitval: 2,
      tempUnitVal: 2,
      windUnitVal: 3,
      pressureUnitVal: 2,
    });
    await linkDeviceToAccount(t.db, first.id, ada);
    expect(await names('browser-1')).toEqual(['0:Paris', '1:New York City']);

    const second = await device('browser-2');
    await createFavorite(t.db, ownerOf(second), loc(newYork));
    await createFavorite(t.db, ownerOf(second), loc(oslo));
    await linkDeviceToAccount(t.db, second.id, ada);
    // The account's favourites first, then the new ones; New York is not repeated.
    expect(await names('browser-2')).toEqual(['0:Paris', '1:New York City', '2:Oslo']);
    expect(await names('browser-1')).toEqual(['0:Paris', '1:New York City', '2:Oslo']);
    // The second browser shows the account's units (set by the first).
    expect(await unitsFor(t.db, (await findDevice(t.db, 'browser-2'))!)).toEqual({
      unitval: 2,
      tempUnitVal: 2,
      windUnitVal: 3,
      pressureUnitVal: 2,
    });
  });

  it('sends a unit change to the account, so every browser of it follows', async () => {
    const first = (await findDevice(t.db, 'browser-1'))!;
    await saveUnits(t.db, first, {
      unitval: 1,
      tempUnitVal: 1,
      windUnitVal: 1,
      pressureUnitVal: 1,
    });
    expect((await unitsFor(t.db, (await findDevice(t.db, 'browser-2'))!)).tempUnitVal).toBe(1);
  });

  it('privacy opt-outs follow the account: made on one browser, in force on another', async () => {
    const phone = await device('phone');
    await linkDeviceToAccount(t.db, phone.id, ada);
    await setStatePrivacy(t.db, (await findDevice(t.db, 'phone'))!, true);
    // A laptop that chose nothing, then one that had opted in to limited use, sign in.
    const laptop = await device('laptop');
    await setLimitUse(t.db, laptop, false);
    await linkDeviceToAccount(t.db, laptop.id, ada);
    const choices = await privacyChoicesOf(t.db, (await findDevice(t.db, 'laptop'))!);
    expect(choices).toMatchObject({ statePrivacyOptOut: true, limitUseOptOut: false });
    // A change on the laptop reaches the phone.
    await setStatePrivacy(t.db, (await findDevice(t.db, 'laptop'))!, false);
    expect(
      (await privacyChoicesOf(t.db, (await findDevice(t.db, 'phone'))!)).statePrivacyOptOut,
    ).toBe(false);
    // An opt-out made on a browser before signing in is not undone by the account's opt-in.
    const desktop = await device('desktop');
    await setLimitUse(t.db, desktop, true);
    await linkDeviceToAccount(t.db, desktop.id, ada);
    for (const id of ['desktop', 'laptop']) {
      expect(await privacyChoicesOf(t.db, (await findDevice(t.db, id))!)).toMatchObject({
        statePrivacyOptOut: false,
        limitUseOptOut: true,
      });
    }
    // An opt-in made on one browser holds when another, already linked, renews its sign-in.
    await setLimitUse(t.db, (await findDevice(t.db, 'laptop'))!, false);
    await linkDeviceToAccount(t.db, desktop.id, ada);
    for (const id of ['desktop', 'laptop']) {
      expect((await privacyChoicesOf(t.db, (await findDevice(t.db, id))!)).limitUseOptOut).toBe(
        false,
      );
    }
    // A Global Privacy Control signal from the phone is an opt-out for the whole account.
    await setGpcSignal(t.db, (await findDevice(t.db, 'phone'))!, true);
    for (const id of ['phone', 'laptop']) {
      expect(await privacyChoicesOf(t.db, (await findDevice(t.db, id))!)).toMatchObject({
        statePrivacyOptOut: true,
      });
    }
    expect((await privacyChoicesOf(t.db, (await findDevice(t.db, 'phone'))!)).gpcSignal).toBe(true);
    // A browser that never signed in keeps its own.
    const other = await device('stranger');
    expect(await privacyChoicesOf(t.db, other)).toEqual({
      statePrivacyOptOut: null,
      limitUseOptOut: null,
      gpcSignal: null,
    });
  });

  it('after sign-out a browser shows the favourites it had before signing in', async () => {
    await unlinkDevice(t.db, 'browser-2');
    // Before signing in, browser-2 held New York and Oslo: those, not the account's list.
    expect(await names('browser-2')).toEqual(['0:New York City', '1:Oslo']);
    await updateDevice(t.db, 'browser-2', { temp_unit: 2 });
    expect((await unitsFor(t.db, (await findDevice(t.db, 'browser-2'))!)).tempUnitVal).toBe(2);
    // The account keeps everything, including what browser-2 brought.
    expect(await names('browser-1')).toEqual(['0:Paris', '1:New York City', '2:Oslo']);
    await unlinkDevice(t.db, 'browser-1');
    expect(await names('browser-1')).toEqual(['0:Paris', '1:New York City']);
  });

  it('a renewed sign-in copies nothing again, so a deleted favourite stays deleted', async () => {
    const tablet = await device('tablet');
    await createFavorite(t.db, ownerOf(tablet), loc(oslo));
    await linkDeviceToAccount(t.db, tablet.id, ada);
    const linked = (await findDevice(t.db, 'tablet'))!;
    const accountOslo = (await listFavorites(t.db, ownerOf(linked))).find(
      (f) => f.Location.Locality.CityName === 'Oslo',
    )!;
    await deleteFavorite(t.db, ownerOf(linked), accountOslo.Id, {
      latitude: oslo.Latitude,
      longitude: oslo.Longitude,
    });
    // The token renews: auth/success links the same account again, Oslo stays deleted.
    await linkDeviceToAccount(t.db, tablet.id, ada);
    expect(await names('tablet')).toEqual(['0:Paris', '1:New York City']);
    // Signed out, the tablet still has its own Oslo.
    await unlinkDevice(t.db, 'tablet');
    expect(await names('tablet')).toEqual(['0:Oslo']);
  });

  it('sign-ins finishing together (two tabs, two browsers) copy each favourite once', async () => {
    const grace = { sub: 'user-grace', name: 'Grace', email: 'grace@example.com' };
    const laptop = await device('grace-laptop');
    await createFavorite(t.db, ownerOf(laptop), loc(paris));
    await createFavorite(t.db, ownerOf(laptop), loc(oslo));
    const phone = await device('grace-phone');
    await createFavorite(t.db, ownerOf(phone), loc(oslo));
    await createFavorite(t.db, ownerOf(phone), loc(newYork));
    // Connections ready for each, as a busy site's pool has them, so the three really overlap.
    if (engine === 'postgres')
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(t.db)));
    // An account of an external provider, signing in for the first time from three tabs at once.
    await Promise.all([
      linkDeviceToAccount(t.db, laptop.id, grace),
      linkDeviceToAccount(t.db, laptop.id, grace),
      linkDeviceToAccount(t.db, phone.id, grace),
    ]);
    const listed = await names('grace-laptop');
    expect(listed.map((entry) => entry.split(':')[0])).toEqual(['0', '1', '2']);
    expect(listed.map((entry) => entry.split(':')[1]).sort()).toEqual([
      'New York City',
      'Oslo',
      'Paris',
    ]);
    expect(await names('grace-phone')).toEqual(listed);
  });

  it('links all or nothing: a failure part-way leaves no half-made account', async () => {
    const stranger = { sub: 'user-ext', name: 'Ext', email: 'ext@example.com' };
    await expect(linkDeviceToAccount(t.db, 'no-such-device', stranger)).rejects.toThrow();
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', 'user-ext')
      .execute();
    expect(users).toEqual([]);
  });
});
