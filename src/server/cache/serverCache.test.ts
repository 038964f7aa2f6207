import { randomUUID } from 'node:crypto';

import { createClient } from 'redis';

import { resetConfigForTests } from '@/server/config';

import {
  createServerCache,
  createServerStorageBackend,
  getServerCache,
  SERVER_CACHE_PREFIX,
  setServerCacheForTests,
} from './index';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** A loader that counts its calls and answers `value`. */
function loader<T>(value: T) {
  const calls = { count: 0 };
  const load = jest.fn(async () => {
    calls.count++;
    return value;
  });
  return { load, calls };
}

describe('server cache in memory', () => {
  it('loads once, then answers from memory until the entry expires', async () => {
    let t = 1_000;
    const cache = createServerCache(createServerStorageBackend(), { now: () => t });
    const { load } = loader({ temp: 21 });
    await expect(cache.read({ key: 'k', ttlMs: 100, load })).resolves.toEqual({ temp: 21 });
    t = 1_099;
    await expect(cache.read({ key: 'k', ttlMs: 100, load })).resolves.toEqual({ temp: 21 });
    expect(load).toHaveBeenCalledTimes(1);
    t = 1_100;
    await cache.read({ key: 'k', ttlMs: 100, load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createServerCache(createServerStorageBackend());
    let release: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.read({ key: 'k', ttlMs: 1000, load });
    const second = cache.read({ key: 'k', ttlMs: 1000, load });
    await new Promise((resolve) => setImmediate(resolve));
    release('v');
    await expect(Promise.all([first, second])).resolves.toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps neither a failure nor a value the caller does not want kept', async () => {
    const cache = createServerCache(createServerStorageBackend());
    const failing = jest.fn(async () => {
      throw new Error('provider down');
    });
    await expect(cache.read({ key: 'f', ttlMs: 1000, load: failing })).rejects.toThrow(
      'provider down',
    );
    const { load } = loader('ok');
    await expect(cache.read({ key: 'f', ttlMs: 1000, load })).resolves.toBe('ok');

    const nothing = loader<string | null>(null);
    await cache.read({ key: 'n', ttlMs: 1000, load: nothing.load });
    await cache.read({ key: 'n', ttlMs: 1000, load: nothing.load });
    expect(nothing.calls.count).toBe(2);

    const refused = loader({ status: 500 });
    const keep = (answer: { status: number }) => answer.status === 200;
    await cache.read({ key: 'r', ttlMs: 1000, load: refused.load, keep });
    await cache.read({ key: 'r', ttlMs: 1000, load: refused.load, keep });
    expect(refused.calls.count).toBe(2);
  });

  it('bounds the in-process tier, dropping the least recently used entry', async () => {
    const cache = createServerCache(createServerStorageBackend(undefined, { maxEntries: 2 }));
    const a = loader('a');
    await cache.read({ key: 'a', ttlMs: 1000, load: a.load });
    await cache.read({ key: 'b', ttlMs: 1000, load: loader('b').load });
    await cache.read({ key: 'c', ttlMs: 1000, load: loader('c').load });
    await cache.read({ key: 'a', ttlMs: 1000, load: a.load });
    expect(a.calls.count).toBe(2);
  });

  it('forgets an entry on delete', async () => {
    const cache = createServerCache(createServerStorageBackend());
    const { load, calls } = loader('v');
    await cache.read({ key: 'k', ttlMs: 1000, load });
    await cache.delete('k');
    await cache.read({ key: 'k', ttlMs: 1000, load });
    expect(calls.count).toBe(2);
  });

  it('keeps answering from memory, without throwing, when Redis is unreachable', async () => {
    const cache = createServerCache(
      createServerStorageBackend('redis://127.0.0.1:1', { connectTimeoutMs: 500 }),
    );
    const { load, calls } = loader({ n: 1 });
    await expect(cache.read({ key: 'k', ttlMs: 60_000, load })).resolves.toEqual({ n: 1 });
    await expect(cache.read({ key: 'k', ttlMs: 60_000, load })).resolves.toEqual({ n: 1 });
    expect(calls.count).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    await cache.close();
  });

  it('is memory only while REDIS_URL is unset', async () => {
    setServerCacheForTests(undefined);
    const cache = getServerCache();
    expect(getServerCache()).toBe(cache);
    const { load, calls } = loader('v');
    await cache.read({ key: 'k', ttlMs: 1000, load });
    await cache.read({ key: 'k', ttlMs: 1000, load });
    expect(calls.count).toBe(1);
    setServerCacheForTests(undefined);
  });
});

// Runs only against a real Redis (TEST_REDIS_URL=redis://127.0.0.1:6379), which may be absent.
const maybe = process.env.TEST_REDIS_URL ? describe : describe.skip;

maybe('server cache on a real Redis', () => {
  const url = process.env.TEST_REDIS_URL ?? '';
  const prefix = `site-cache-test-${randomUUID()}:`;
  const admin = createClient({ url });
  const open: { close: () => Promise<void> }[] = [];
  /** A cache of one server instance: its own memory, the shared Redis. */
  const instance = () => {
    const cache = createServerCache(createServerStorageBackend(url, { prefix }));
    open.push(cache);
    return cache;
  };

  beforeAll(async () => {
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    const keys: string[] = [];
    for (const pattern of [`${prefix}*`, `${SERVER_CACHE_PREFIX}test-${prefix}*`]) {
      for await (const batch of admin.scanIterator({ MATCH: pattern, COUNT: 100 }))
        keys.push(...batch);
    }
    if (keys.length > 0) await admin.del(keys);
    await admin.close();
  });

  it('serves a second instance from what the first one loaded, with the TTL in Redis', async () => {
    const one = instance();
    const two = instance();
    const first = loader({ temp: 21 });
    await one.read({ key: 'weather:x', ttlMs: 60_000, load: first.load });
    const second = loader({ temp: 99 });
    await expect(two.read({ key: 'weather:x', ttlMs: 60_000, load: second.load })).resolves.toEqual(
      { temp: 21 },
    );
    expect(second.calls.count).toBe(0);
    const ttl = await admin.pTTL(`${prefix}weather:x`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('loads again everywhere once the entry is deleted', async () => {
    const one = instance();
    await one.read({ key: 'gone', ttlMs: 60_000, load: loader('v1').load });
    await one.delete('gone');
    expect(await admin.exists(`${prefix}gone`)).toBe(0);
    const again = loader('v2');
    await expect(instance().read({ key: 'gone', ttlMs: 60_000, load: again.load })).resolves.toBe(
      'v2',
    );
  });

  it('reads through Redis when REDIS_URL is set', async () => {
    const saved = process.env.REDIS_URL;
    process.env.REDIS_URL = url;
    resetConfigForTests();
    setServerCacheForTests(undefined);
    const key = `test-${prefix}configured`;
    try {
      const cache = getServerCache();
      open.push(cache);
      await cache.read({ key, ttlMs: 60_000, load: loader('shared').load });
      expect(JSON.parse((await admin.get(`${SERVER_CACHE_PREFIX}${key}`)) ?? 'null')).toEqual({
        data: 'shared',
        expiresAt: expect.any(Number),
      });
    } finally {
      if (saved === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved;
      resetConfigForTests();
      setServerCacheForTests(undefined);
    }
  });
});
