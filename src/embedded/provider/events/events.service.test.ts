import { ZodError } from 'zod';

import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { selectEventLogs } from './events.repository';
import { submitEvents } from './events.service';

const metadata = {
  appId: 'wbweb',
  appVersion: '1.2.3',
  formFactor: 'website',
  deviceId: 'dev-1',
  languageCode: 'en-US',
  ts: 1763719200000,
};
const event = (type: string, ts: number, data: unknown[] = [{ key: 'page', value: 'home' }]) => ({
  type,
  ts,
  data,
});

describe.each(testEngines)('submitEvents on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
  });
  afterEach(() => t.destroy());

  it('stores the event with its metadata and answers the count', async () => {
    const now = () => new Date('2026-11-21T10:00:00.000Z');
    const body = {
      metadata,
      events: [
        event('pageview', 1763719200001, [
          { key: 'page', value: 'home' },
          { key: 'n', value: 3 },
          { key: 'bot', value: false },
        ]),
      ],
    };
    expect(await submitEvents(t.db, body, { now })).toEqual({ accepted: 1 });
    const rows = await selectEventLogs(t.db, 'dev-1');
    expect(rows.map((r) => [r.type, Number(r.ts), r.received_at, r.device_id])).toEqual([
      ['pageview', 1763719200001, '2026-11-21T10:00:00.000Z', 'dev-1'],
    ]);
    expect(JSON.parse(rows[0]?.data ?? '')).toEqual([
      { key: 'page', value: 'home' },
      { key: 'n', value: 3 },
      { key: 'bot', value: false },
    ]);
    expect(JSON.parse(rows[0]?.metadata ?? '')).toEqual(metadata);
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a batch of several events and stores nothing', async () => {
    const body = { metadata, events: [event('a', 1), event('b', 2)] };
    await expect(submitEvents(t.db, body)).rejects.toBeInstanceOf(ZodError);
    expect(await selectEventLogs(t.db)).toEqual([]);
  });

  it('stores nothing when the database refuses the row', async () => {
    await submitEvents(t.db, { metadata, events: [event('a', 1)] }, { newId: () => 'same-id' });
    const again = submitEvents(
      t.db,
      { metadata, events: [event('b', 2)] },
      { newId: () => 'same-id' },
    );
    await expect(again).rejects.toThrow();
    expect((await selectEventLogs(t.db)).map((r) => r.type)).toEqual(['a']);
  });

  it('stores events without a device id', async () => {
    const { deviceId: _omitted, ...anonymous } = metadata;
    await submitEvents(t.db, { metadata: anonymous, events: [event('a', 1)] });
    expect((await selectEventLogs(t.db)).map((r) => r.device_id)).toEqual([null]);
  });
});

describe('event body limits', () => {
  const db = null as never; // never reached: validation fails first
  const reject = (body: unknown) => expect(submitEvents(db, body)).rejects.toBeInstanceOf(ZodError);

  it('accepts one event with up to 50 pairs, keys ≤ 64, types ≤ 128, strings ≤ 1000', async () => {
    await reject({ metadata, events: [] });
    await reject({ metadata, events: [event('a', 1), event('b', 2)] });
    await reject({ metadata, events: [event('t'.repeat(129), 1)] });
    await reject({
      metadata,
      events: [
        event(
          'e',
          1,
          Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: i })),
        ),
      ],
    });
    await reject({ metadata, events: [event('e', 1, [{ key: 'k'.repeat(65), value: 1 }])] });
    await reject({ metadata, events: [event('e', 1, [{ key: 'k', value: 'v'.repeat(1001) }])] });
    await reject({ metadata, events: [event('e', 1.5)] });
    await reject({ metadata: { ...metadata, formFactor: 'app' }, events: [event('e', 1)] });
    await reject({ events: [event('e', 1)] });
    await reject(undefined);
  });

  it('answers 413 for a body over 64 kB', async () => {
    // 50 values of 1000 three-byte characters: 150 kB of UTF-8.
    const big = event(
      'e',
      1,
      Array.from({ length: 50 }, (_, k) => ({ key: `k${k}`, value: '€'.repeat(1000) })),
    );
    await expect(submitEvents(db, { metadata, events: [big] })).rejects.toMatchObject({
      status: 413,
    });
  });
});
