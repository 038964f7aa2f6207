/**
 * @jest-environment node
 */
import { importJWK, jwtVerify } from 'jose';
import { http, passthrough } from 'msw';

import type { DeviceRow } from '@/server/devices/devices.repository';
import type { AlertSeverity, WeatherAlert } from '@/types/weather';

import { buildLocality, paris } from '@tests/fixtures/localities';
import { server as msw } from '@tests/msw/server';
import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { subscribeDevice } from './push.service';
import { createPushSender, type PushSenderDeps } from './pushSender';
import { startTestPushService } from './testPushService';
import { loadOrCreateVapidKeys, type VapidKeys } from './vapid';

const T0 = Date.parse('2026-07-01T12:00:00Z');
const HOUR = 3600_000;

function alert(id: string, severity: AlertSeverity = 'Moderate', hoursLeft = 48): WeatherAlert {
  return {
    id,
    event: `${severity} Thing ${id}`,
    severity,
    urgency: 'Expected',
    certainty: 'Likely',
    headline: `Headline of ${id}`,
    description: '',
    instruction: null,
    onset: new Date(T0).toISOString(),
    expires: new Date(T0 + hoursLeft * HOUR).toISOString(),
    areaDesc: 'Somewhere',
  };
}

const device = (id: string, userId: string | null = null) => ({ id, user_id: userId }) as DeviceRow;

/** The VAPID JWT of an Authorization header `vapid t=<jwt>, k=<key>`, verified with that key. */
async function verifyVapid(header: string | undefined, vapid: VapidKeys, audience: string) {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  expect(match).not.toBeNull();
  const [, token = '', key = ''] = match ?? [];
  expect(key).toBe(vapid.publicKey);
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience });
  expect(payload.sub).toBe(vapid.subject);
}

describe.each(testEngines)('the Web Push sender on %s', (engine) => {
  let t: TestDatabase;
  let push: Awaited<ReturnType<typeof startTestPushService>>;
  let vapid: VapidKeys;
  let alertsNow: WeatherAlert[];
  let now: number;

  beforeAll(async () => {
    push = await startTestPushService();
  });
  afterAll(() => push.close());
  beforeEach(async () => {
    // The sender's requests reach the test push service itself.
    msw.use(http.all(`${push.origin}/*`, () => passthrough()));
    t = await createTestDatabase(engine);
    vapid = await loadOrCreateVapidKeys(t.db, {}, 'https://weather.test');
    alertsNow = [];
    now = T0;
    push.received.length = 0;
  });
  afterEach(() => t.destroy());

  const deps = (extra: Partial<PushSenderDeps> = {}): PushSenderDeps => ({
    db: t.db,
    vapid,
    readAlerts: async () => alertsNow,
    intervalMs: 60_000,
    now: () => now,
    log: { warn: jest.fn(), error: jest.fn() },
    ...extra,
  });

  async function subscribe(id: string, place = paris, userId: string | null = null) {
    return subscribeDevice(
      t.db,
      device(id, userId),
      { place: place.SlugName, subscription: push.subscribe(id) },
      { findPlace: async () => place, readAlerts: async () => alertsNow, now: () => now },
    );
  }

  it('sends one encrypted notification per new alert, never twice, with TTL and Urgency from its severity', async () => {
    alertsNow = [alert('old')];
    await subscribe('device-a');
    const sender = createPushSender(deps());
    expect(await sender.runOnce()).toEqual({ leader: true, sent: 0, removed: 0 });
    expect(push.received).toHaveLength(0); // in force when subscribing: not news

    alertsNow = [alert('old'), alert('urn:oid:new', 'Severe', 3)];
    now = T0 + 60_000;
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    expect(push.received).toHaveLength(1);
    const [message] = push.received;
    expect(message?.payload).toEqual({
      title: 'Severe Thing urn:oid:new – Paris',
      body: 'Headline of urn:oid:new',
      url: '/alerts/paris-ile-de-france-fr',
      tag: 'urn:oid:new',
    });
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.urgency).toBe('high');
    // Severe keeps 12 h, but never past the alert's expiry (3 h from T0, a minute gone).
    expect(message?.headers.ttl).toBe(String(3 * 3600 - 60));
    await verifyVapid(message?.headers.authorization, vapid, push.origin);

    now += 60_000;
    expect(await sender.runOnce()).toMatchObject({ sent: 0 });
    expect(await createPushSender(deps()).runOnce()).toMatchObject({ leader: false, sent: 0 });
    expect(push.received).toHaveLength(1);
  });

  it('gives a minor alert low urgency and a day at most', async () => {
    await subscribe('device-minor');
    alertsNow = [alert('minor', 'Minor', 72)];
    await createPushSender(deps()).runOnce();
    expect(push.received[0]?.headers).toMatchObject({ urgency: 'low', ttl: String(24 * 3600) });
  });

  it('deletes a subscription its push service answers 410 Gone for, and 404 alike', async () => {
    await subscribe('gone');
    await subscribe('missing');
    push.answer('gone', 410);
    push.answer('missing', 404);
    alertsNow = [alert('a1')];
    expect(await createPushSender(deps()).runOnce()).toMatchObject({ sent: 0, removed: 2 });
    const left = await t.db.selectFrom('push_subscriptions').select('device_id').execute();
    expect(left).toEqual([]);
    expect(await t.db.selectFrom('push_sent').selectAll().execute()).toEqual([]);
  });

  it('tries again on the next pass after a 500, and then sends once', async () => {
    await subscribe('flaky');
    push.answer('flaky', 500);
    alertsNow = [alert('b1')];
    const sender = createPushSender(deps());
    expect(await sender.runOnce()).toMatchObject({ sent: 0, removed: 0 });
    push.answer('flaky', 201);
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    expect(await sender.runOnce()).toMatchObject({ sent: 0 });
    expect(push.received.map((r) => (r.payload as { tag: string }).tag)).toEqual(['b1', 'b1']);
  });

  it('treats what is in force at its first read as known when subscribing could not read alerts', async () => {
    alertsNow = [alert('c1')];
    await subscribeDevice(
      t.db,
      device('unprimed'),
      { place: paris.SlugName, subscription: push.subscribe('unprimed') },
      { findPlace: async () => paris, readAlerts: async () => null },
    );
    const sender = createPushSender(deps());
    expect(await sender.runOnce()).toMatchObject({ sent: 0 });
    alertsNow = [alert('c1'), alert('c2')];
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
  });

  it('reads each place once per pass and sends nothing while its alerts cannot be read', async () => {
    const oslo = buildLocality({ SlugName: 'oslo-oslo-no', CityName: 'Oslo', Latitude: 59.9 });
    await subscribe('p1');
    await subscribe('p2');
    await subscribe('p3', oslo);
    const reads: string[] = [];
    const sender = createPushSender(
      deps({
        readAlerts: async (place) => {
          reads.push(place.slug);
          if (place.slug === oslo.SlugName) throw new Error('provider down');
          return [alert('d1')];
        },
      }),
    );
    expect(await sender.runOnce()).toMatchObject({ sent: 2 });
    expect(reads.sort()).toEqual(['oslo-oslo-no', 'paris-ile-de-france-fr']);
  });

  it('lets one instance send at a time: a database lease, renewed, taken over once expired', async () => {
    await subscribe('fleet');
    const a = createPushSender(deps({ holder: 'a' }));
    const b = createPushSender(deps({ holder: 'b' }));
    alertsNow = [alert('e1')];
    const both = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(both.filter((r) => r.leader)).toHaveLength(1);
    expect(push.received).toHaveLength(1);

    // The holder renews at each pass; the other keeps waiting.
    now += 60_000;
    expect((await a.runOnce()).leader).toBe(both[0]?.leader);
    expect((await b.runOnce()).leader).toBe(both[1]?.leader);

    // The holder stops renewing (it crashed): past the lease (2 intervals + 30 s), the other takes over.
    const [holder, other] = both[0]?.leader ? [a, b] : [b, a];
    now += 60_000;
    expect((await other.runOnce()).leader).toBe(false);
    now += 2 * 60_000 + 30_001;
    alertsNow = [alert('e1'), alert('e2')];
    expect(await other.runOnce()).toMatchObject({ leader: true, sent: 1 });
    expect((await holder.runOnce()).leader).toBe(false);
    expect(push.received.map((r) => (r.payload as { tag: string }).tag)).toEqual(['e1', 'e2']);
  });

  it('gives the lease up when stopped, so another instance sends at once', async () => {
    await subscribe('handover');
    const a = createPushSender(deps({ holder: 'a' }));
    const b = createPushSender(deps({ holder: 'b' }));
    expect((await a.runOnce()).leader).toBe(true);
    expect((await b.runOnce()).leader).toBe(false);
    await a.stop();
    expect((await b.runOnce()).leader).toBe(true);
  });
});
