/**
 * @jest-environment node
 */
import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { loadOrCreateVapidKeys, VAPID_KEY_NAME, vapidSubject } from './vapid';

describe.each(testEngines)('VAPID keys on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
  });
  afterEach(() => t.destroy());

  it('generates a P-256 pair once, kept in the database for every instance', async () => {
    const [a, b] = await Promise.all([
      loadOrCreateVapidKeys(t.db, {}, 'https://weather.test'),
      loadOrCreateVapidKeys(t.db, {}, 'https://weather.test'),
    ]);
    expect(a.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/); // an uncompressed point, base64url
    expect(a.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toEqual(a);
    expect(await loadOrCreateVapidKeys(t.db, {}, 'https://weather.test')).toEqual(a);
    const rows = await t.db
      .selectFrom('app_keys')
      .select('name')
      .where('name', '=', VAPID_KEY_NAME)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('uses the configured pair and stores nothing', async () => {
    const keys = await loadOrCreateVapidKeys(
      t.db,
      { VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'mailto:ops@x.test' },
      'https://weather.test',
    );
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:ops@x.test' });
    expect(await t.db.selectFrom('app_keys').selectAll().execute()).toEqual([]);
  });

  it('refuses a damaged pair instead of replacing it', async () => {
    await loadOrCreateVapidKeys(t.db, {}, 'https://weather.test');
    await t.db
      .updateTable('app_keys')
      .set({ value: '{}' })
      .where('name', '=', VAPID_KEY_NAME)
      .execute();
    await expect(loadOrCreateVapidKeys(t.db, {}, 'https://weather.test')).rejects.toThrow(
      /app_keys.vapid is damaged/,
    );
  });
});

describe('vapidSubject', () => {
  it('is VAPID_SUBJECT, else an https origin, else a mailto on the host', () => {
    expect(vapidSubject({ VAPID_SUBJECT: 'mailto:a@b.test' }, 'https://w.test')).toBe(
      'mailto:a@b.test',
    );
    expect(vapidSubject({}, 'https://w.test')).toBe('https://w.test');
    expect(vapidSubject({}, 'http://localhost:3000')).toBe('mailto:webmaster@localhost');
  });
});
