import { randomUUID } from 'node:crypto';

import { createClient } from 'redis';

import {
  createRateLimiter,
  retryAfterOf,
  type RatePolicy,
  type RedisStoreClient,
} from './rateLimiter';

const policy: RatePolicy = {
  perDevice: { points: 3, durationSeconds: 10 },
  perIp: { points: 5, durationSeconds: 60 },
};

/** Consumes `n` times for the keys and returns how many were allowed. */
async function allowedOf(
  limiter: ReturnType<typeof createRateLimiter>,
  n: number,
  keys: { device: string | null; ip: string | null },
): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < n; i++) if ((await limiter.consume(keys)).allowed) allowed += 1;
  return allowed;
}

/** The behaviour every backend must show (a fresh name gives each run its own counters). */
function behavesAsALimiter(make: (name: string) => ReturnType<typeof createRateLimiter>) {
  it('lets a device use its window, then refuses with the seconds to wait', async () => {
    const limiter = make(`rl-test-${randomUUID()}`);
    const keys = { device: 'dev-a', ip: null };
    expect(await allowedOf(limiter, 3, keys)).toBe(3);
    const refused = await limiter.consume(keys);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10);
    }
  });

  it('counts each device on its own', async () => {
    const limiter = make(`rl-test-${randomUUID()}`);
    expect(await allowedOf(limiter, 5, { device: 'dev-a', ip: null })).toBe(3);
    expect(await allowedOf(limiter, 3, { device: 'dev-b', ip: null })).toBe(3);
  });

  it('counts an address across the devices behind it', async () => {
    const limiter = make(`rl-test-${randomUUID()}`);
    const ip = '203.0.113.7';
    expect(await allowedOf(limiter, 3, { device: 'dev-a', ip })).toBe(3);
    // dev-b has its own device window, but the address has only two of its five left.
    expect(await allowedOf(limiter, 3, { device: 'dev-b', ip })).toBe(2);
    const refused = await limiter.consume({ device: 'dev-c', ip });
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(10);
    // Another address is not affected.
    expect(await allowedOf(limiter, 1, { device: 'dev-d', ip: '203.0.113.8' })).toBe(1);
  });

  it('does not count a key that is null', async () => {
    const limiter = make(`rl-test-${randomUUID()}`);
    expect(await allowedOf(limiter, 20, { device: null, ip: null })).toBe(20);
  });
}

describe('rate limiter in memory', () => {
  behavesAsALimiter((name) => createRateLimiter({ name, policy }));

  it('rounds the wait up to whole seconds, at least one', () => {
    expect(retryAfterOf(1)).toBe(1);
    expect(retryAfterOf(0)).toBe(1);
    expect(retryAfterOf(1001)).toBe(2);
  });
});

describe('rate limiter when Redis is unreachable', () => {
  // A client that never connects (nothing listens on port 1): the memory insurance counts.
  const client = createClient({
    url: 'redis://127.0.0.1:1',
    socket: { connectTimeout: 200, reconnectStrategy: false },
    disableOfflineQueue: true,
  });
  client.on('error', () => undefined);
  beforeAll(async () => {
    await client.connect().catch(() => undefined);
  });

  behavesAsALimiter((name) =>
    createRateLimiter({ name, policy, redis: client as unknown as RedisStoreClient }),
  );

  it('answers at once instead of waiting for Redis', async () => {
    const limiter = createRateLimiter({
      name: `rl-test-${randomUUID()}`,
      policy,
      redis: client as unknown as RedisStoreClient,
    });
    const started = Date.now();
    await limiter.consume({ device: 'dev-a', ip: '203.0.113.9' });
    // Sooner than the client's own connection timeout (200 ms) could end a wait.
    expect(Date.now() - started).toBeLessThan(200);
  });
});

// Runs only against a real Redis (TEST_REDIS_URL=redis://127.0.0.1:6379), which may be absent.
const maybe = process.env.TEST_REDIS_URL ? describe : describe.skip;

maybe('rate limiter over a real Redis', () => {
  const url = process.env.TEST_REDIS_URL ?? '';
  const first = createClient({ url, disableOfflineQueue: true });
  const second = createClient({ url, disableOfflineQueue: true });
  const asStore = (c: typeof first) => c as unknown as RedisStoreClient;

  beforeAll(async () => {
    await Promise.all([first.connect(), second.connect()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  behavesAsALimiter((name) => createRateLimiter({ name, policy, redis: asStore(first) }));

  it('shares the counts between instances (two clients, one window)', async () => {
    const name = `rl-test-${randomUUID()}`;
    const a = createRateLimiter({ name, policy, redis: asStore(first) });
    const b = createRateLimiter({ name, policy, redis: asStore(second) });
    const keys = { device: 'dev-shared', ip: null };
    expect(await allowedOf(a, 2, keys)).toBe(2);
    expect(await allowedOf(b, 2, keys)).toBe(1);
    expect((await a.consume(keys)).allowed).toBe(false);
    expect(await first.exists(`${name}:device:dev-shared`)).toBe(1);
  });
});
