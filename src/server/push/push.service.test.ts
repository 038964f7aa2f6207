/**
 * @jest-environment node
 */
import { unlinkDevice } from '@/server/auth/accountLink.service';
import { HttpError } from '@/server/http/httpError';
import {
  insertDeviceIfAbsent,
  newDeviceRow,
  type DeviceRow,
} from '@/server/devices/devices.repository';

import { newYork, paris } from '@tests/fixtures/localities';
import {
  createTestDatabase,
  insertTestUser,
  testEngines,
  type TestDatabase,
} from '@tests/utils/testDatabases';

import { devicePushPlaces, subscribeDevice, unsubscribeDevice } from './push.service';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
};
const deps = {
  findPlace: async (slug: string) => [paris, newYork].find((p) => p.SlugName === slug) ?? null,
  readAlerts: async () => [],
};

describe.each(testEngines)('push subscriptions on %s', (engine) => {
  let t: TestDatabase;
  let device: DeviceRow;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
    device = newDeviceRow({ id: 'dev-1', language: 'en-US', now: new Date().toISOString() });
    await insertDeviceIfAbsent(t.db, device);
  });
  afterEach(() => t.destroy());

  it('keeps one subscription per device and place, replacing the endpoint on a new subscribe', async () => {
    await subscribeDevice(t.db, device, { place: paris.SlugName, subscription }, deps);
    await subscribeDevice(
      t.db,
      device,
      {
        place: paris.SlugName,
        subscription: { ...subscription, endpoint: `${subscription.endpoint}2` },
      },
      deps,
    );
    await subscribeDevice(t.db, device, { place: newYork.SlugName, subscription }, deps);
    expect(await devicePushPlaces(t.db, device)).toEqual([
      { place: newYork.SlugName, name: 'New York City' },
      { place: paris.SlugName, name: 'Paris' },
    ]);
    const rows = await t.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(rows.map((r) => r.endpoint).sort()).toEqual([
      subscription.endpoint,
      `${subscription.endpoint}2`,
    ]);
  });

  it('answers 404 for an unknown place and for a place the device is not told of', async () => {
    await expect(
      subscribeDevice(t.db, device, { place: 'nowhere-xx', subscription }, deps),
    ).rejects.toMatchObject({ status: 404, message: 'Unknown location: nowhere-xx' });
    await expect(unsubscribeDevice(t.db, device, paris.SlugName)).rejects.toBeInstanceOf(HttpError);
    await subscribeDevice(t.db, device, { place: paris.SlugName, subscription }, deps);
    await unsubscribeDevice(t.db, device, paris.SlugName);
    expect(await devicePushPlaces(t.db, device)).toEqual([]);
  });

  it("signing out removes the account's subscriptions on this device, not the device's own", async () => {
    await subscribeDevice(t.db, device, { place: newYork.SlugName, subscription }, deps);
    await insertTestUser(t.db, { id: 'user-1', email: 'user-1@b.test', name: 'A' });
    await t.db
      .updateTable('devices')
      .set({ user_id: 'user-1' })
      .where('id', '=', device.id)
      .execute();
    const signedIn = { ...device, user_id: 'user-1' };
    await subscribeDevice(t.db, signedIn, { place: paris.SlugName, subscription }, deps);
    await unlinkDevice(t.db, device.id);
    expect(await devicePushPlaces(t.db, device)).toEqual([
      { place: newYork.SlugName, name: 'New York City' },
    ]);
  });

  it("keeps the account's subscriptions from a request that does not act for the account", async () => {
    await insertTestUser(t.db, { id: 'user-1', email: 'user-1@b.test', name: 'A' });
    const signedIn = { ...device, user_id: 'user-1' };
    await subscribeDevice(t.db, signedIn, { place: paris.SlugName, subscription }, deps);
    // The same device, as a request that does not prove the account's link reads it.
    expect(await devicePushPlaces(t.db, device)).toEqual([]);
    await expect(unsubscribeDevice(t.db, device, paris.SlugName)).rejects.toMatchObject({
      status: 404,
    });
    const elsewhere = { ...subscription, endpoint: 'https://push.example/someone-else' };
    await expect(
      subscribeDevice(t.db, device, { place: paris.SlugName, subscription: elsewhere }, deps),
    ).rejects.toMatchObject({ status: 409 });
    const rows = await t.db.selectFrom('push_subscriptions').selectAll().execute();
    expect(rows.map((r) => [r.endpoint, r.user_id])).toEqual([[subscription.endpoint, 'user-1']]);
    // The account itself still sees and manages them.
    expect(await devicePushPlaces(t.db, signedIn)).toEqual([
      { place: paris.SlugName, name: 'Paris' },
    ]);
  });
});
