import '@/server/serverOnly';

import { getConfig } from '@/server/config';
import { onShutdown } from '@/server/lifecycle';

import { createLruBackend, DEFAULT_MEMORY_ENTRIES } from './lruBackend';
import { createRedisBackend, type RedisBackendOptions } from './redisBackend';
import { createServerCache, type ServerCache } from './serverCache';
import {
  createTieredBackend,
  type ClosableBackend,
  type TieredBackendOptions,
} from './tieredBackend';

export { createLruBackend, DEFAULT_MEMORY_ENTRIES } from './lruBackend';
export { createRedisBackend, REDIS_KEY_PREFIX } from './redisBackend';
export type { RedisBackendOptions, RedisStorageBackend } from './redisBackend';
export { createServerCache } from './serverCache';
export type { CachedRead, ServerCache } from './serverCache';
export { createTieredBackend } from './tieredBackend';
export type { ClosableBackend, TieredBackendOptions } from './tieredBackend';
export { CACHE_TTL_MS } from './ttl';

/** Prefix of the server cache's keys in Redis (the version changes when a cached shape does). */
export const SERVER_CACHE_PREFIX = 'site-cache:v1:';

/** Options of `createServerStorageBackend` beyond the URL. */
export type ServerStorageOptions = Omit<RedisBackendOptions, 'url'> &
  TieredBackendOptions & {
    /** Bound of the in-process tier; default 10,000 entries. */
    maxEntries?: number;
  };

/**
 * The server's storage backend: a bounded in-process LRU, then Redis when `redisUrl` is given (a
 * Redis outage degrades to memory only, warned once per outage).
 */
export function createServerStorageBackend(
  redisUrl?: string,
  options: ServerStorageOptions = {},
): ClosableBackend {
  const memory = createLruBackend(options.maxEntries ?? DEFAULT_MEMORY_ENTRIES);
  if (!redisUrl) return { ...memory, close: async () => undefined };
  const redis = createRedisBackend({ ...options, url: redisUrl });
  return createTieredBackend(memory, redis, options);
}

// Kept on globalThis so that every server bundle of the process (pages, API routes) shares it.
const SLOT = Symbol.for('weather.serverCache');
const slot = globalThis as typeof globalThis & { [SLOT]?: ServerCache };

/**
 * The process-wide cache of shared reads (see `CACHE_TTL_MS`): memory, and Redis when REDIS_URL
 * is set, so every instance behind a load balancer shares what one of them fetched.
 */
export function getServerCache(): ServerCache {
  if (!slot[SLOT]) {
    const cache = createServerCache(
      createServerStorageBackend(getConfig().env.REDIS_URL, {
        prefix: `${getConfig().env.REDIS_KEY_PREFIX ?? ''}${SERVER_CACHE_PREFIX}`,
        clientName: 'site-cache',
      }),
    );
    slot[SLOT] = cache;
    // Its Redis connection is closed when the server stops (server.mts).
    onShutdown(() => cache.close());
  }
  return slot[SLOT];
}

/** Replaces the process-wide cache (tests: a fresh one, or one on a test Redis). Tests only. */
export function setServerCacheForTests(cache: ServerCache | undefined): void {
  slot[SLOT] = cache;
}
