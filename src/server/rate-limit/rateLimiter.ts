import '@/server/serverOnly';

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** A fixed window: at most `points` requests per `durationSeconds`. */
export interface RateWindow {
  points: number;
  durationSeconds: number;
}

/** The two windows of a policy: one per device (signed cookie), one per client address. */
export interface RatePolicy {
  perDevice: RateWindow;
  perIp: RateWindow;
}

/** What a request is counted under: its device (or a stand-in key) and its address, if counted. */
export interface RateKeys {
  device: string | null;
  ip: string | null;
}

/** The verdict on one request. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts requests of one policy; `consume` never rejects (a store failure lets the request by). */
export interface RateLimiter {
  consume(keys: RateKeys): Promise<RateVerdict>;
}

/**
 * The subset of a node-redis client the Redis store uses (`rejectIfRedisNotReady` reads
 * `isReady`). Typed loosely on purpose: node-redis' generic client types do not match the library's
 * own declaration of a Redis client.
 */
export interface RedisStoreClient {
  readonly isReady: boolean;
}

interface Options {
  /** Key prefix, e.g. `rl:writes`; each window adds `:device` or `:ip`. */
  name: string;
  policy: RatePolicy;
  /** A node-redis client shared by every instance; absent: counts live in this process only. */
  redis?: RedisStoreClient | undefined;
}

type Counter = RateLimiterMemory | RateLimiterRedis;

function counter(name: string, window: RateWindow, redis: RedisStoreClient | undefined): Counter {
  const opts = { keyPrefix: name, points: window.points, duration: window.durationSeconds };
  if (!redis) return new RateLimiterMemory(opts);
  return new RateLimiterRedis({
    ...opts,
    storeClient: redis,
    useRedisPackage: true,
    // A Redis that is down or not yet connected is not waited for: the memory insurance counts.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(opts),
  });
}

/** Seconds to announce in Retry-After: at least 1, rounded up. */
export function retryAfterOf(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * A limiter of one policy with rate-limiter-flexible: a fixed window per device and another per
 * address, both consumed by every request (a key that is null is not counted); the request is
 * refused when either window is spent, with the longer wait. Over Redis the counts are shared by
 * every instance; when Redis errors or is not connected, an in-memory limiter of the same size
 * counts instead (the library's insurance), and when even that fails the request goes through:
 * rate limiting never turns a request into a 500.
 */
export function createRateLimiter({ name, policy, redis }: Options): RateLimiter {
  const byDevice = counter(`${name}:device`, policy.perDevice, redis);
  const byIp = counter(`${name}:ip`, policy.perIp, redis);

  async function take(limiter: Counter, key: string | null): Promise<number> {
    if (key === null) return 0;
    try {
      await limiter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return retryAfterOf(refusal.msBeforeNext);
      console.warn(`rate limit ${name}: store failed, request let through`, refusal);
      return 0;
    }
  }

  return {
    async consume(keys) {
      const waits = await Promise.all([take(byDevice, keys.device), take(byIp, keys.ip)]);
      const wait = Math.max(...waits);
      return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
    },
  };
}
