import { randomUUID } from 'node:crypto';

import { createClient } from 'redis';

import { StorageManager } from '@/lib/storage/storageManager';

import { createServerStorageBackend } from './index';
import { createRedisBackend, REDIS_KEY_PREFIX, type RedisStorageBackend } from './redisBackend';

describe('redis backend without a server', () => {
  it('rejects fast and closes cleanly when Redis is unreachable', async () => {
    const backend = createRedisBackend({ url: 'redis://127.0.0.1:1', connectTimeoutMs: 500 });
    await expect(backend.get('k')).rejects.toThrow();
    await expect(backend.set('k', { data: 1, expiresAt: null })).rejects.toThrow();
    await backend.close();
  });

  it('uses the pulse: prefix by default', () => {
    expect(REDIS_KEY_PREFIX).toBe('pulse:');
  });
});

// Runs only against a real Redis (TEST_REDIS_URL=redis://127.0.0.1:6379), which may be absent.
const maybe = process.env.TEST_REDIS_URL ? describe : describe.skip;

maybe('redis backend against a real Redis', () => {
  const url = process.env.TEST_REDIS_URL ?? '';
  const prefix = `pulse-test-${randomUUID()}:`;
  const admin = createClient({ url });
  let backend: RedisStorageBackend;

  beforeAll(async () => {
    await admin.connect();
  });
  beforeEach(() => {
    backend = createRedisBackend({ url, prefix });
  });
  afterEach(async () => {
    await backend.close();
  });
  afterAll(async () => {
    const keys: string[] = [];
    for await (const batch of admin.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 }))
      keys.push(...batch);
    if (keys.length > 0) await admin.del(keys);
    await admin.close();
  });

  it('stores JSON under the prefix with a PX matching the expiry', async () => {
    await backend.set('k_1', { data: { temp: 21 }, expiresAt: Date.now() + 60_000 });
    await expect(backend.get('k_1')).resolves.toEqual({
      data: { temp: 21 },
      expiresAt: expect.any(Number),
    });
    const ttl = await admin.pTTL(`${prefix}k_1`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(JSON.parse((await admin.get(`${prefix}k_1`)) ?? 'null')).toMatchObject({
      data: { temp: 21 },
    });
  });

  it('keeps a never-expiring entry without TTL, deletes, and drops an already expired one', async () => {
    await backend.set('forever', { data: 'x', expiresAt: null });
    expect(await admin.pTTL(`${prefix}forever`)).toBe(-1);
    await backend.delete('forever');
    await expect(backend.get('forever')).resolves.toBeUndefined();
    await backend.set('past', { data: 'x', expiresAt: Date.now() - 1 });
    expect(await admin.exists(`${prefix}past`)).toBe(0);
  });

  it('treats a value that is not an entry as missing', async () => {
    await admin.set(`${prefix}junk`, 'not json');
    await admin.set(`${prefix}wrong`, JSON.stringify({ hello: 1 }));
    await expect(backend.get('junk')).resolves.toBeUndefined();
    await expect(backend.get('wrong')).resolves.toBeUndefined();
  });

  it('reconnects after close and after the server dropped the connection', async () => {
    await backend.set('r', { data: 1, expiresAt: null });
    await backend.close();
    await expect(backend.get('r')).resolves.toEqual({ data: 1, expiresAt: null });

    const name = `pulse-test-${randomUUID()}`;
    const named = createRedisBackend({ url, prefix, clientName: name });
    try {
      await expect(named.get('r')).resolves.toEqual({ data: 1, expiresAt: null });
      const line = (await admin.clientList()).find((client) => client.name === name);
      expect(line).toBeDefined();
      await admin.clientKill({ filter: 'ID', id: Number(line?.id) });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(named.get('r')).resolves.toEqual({ data: 1, expiresAt: null });
    } finally {
      await named.close();
    }
  });

  it('shares entries between two server instances through Redis', async () => {
    const one = createServerStorageBackend(url, { prefix });
    const two = createServerStorageBackend(url, { prefix });
    try {
      await new StorageManager({ backend: one }).save({
        key: 'myLocation',
        id: 'u1',
        data: { lat: 48.8 },
      });
      await expect(
        new StorageManager({ backend: two }).read({ key: 'myLocation', id: 'u1' }),
      ).resolves.toEqual({ lat: 48.8 });
      const ttl = await admin.pTTL(`${prefix}myLocation_u1`);
      expect(ttl).toBeGreaterThan(890_000);
      expect(ttl).toBeLessThanOrEqual(900_000);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
