import { createMemoryBackend } from '@/lib/storage/memoryBackend';

import { createRedisBackend, type RedisBackendOptions } from './redisBackend';
import {
  createTieredBackend,
  type ClosableBackend,
  type TieredBackendOptions,
} from './tieredBackend';

export { createRedisBackend, REDIS_KEY_PREFIX } from './redisBackend';
export type { RedisBackendOptions, RedisStorageBackend } from './redisBackend';
export { createTieredBackend } from './tieredBackend';
export type { ClosableBackend, TieredBackendOptions } from './tieredBackend';

/** Options of `createServerStorageBackend` beyond the URL. */
export type ServerStorageOptions = Omit<RedisBackendOptions, 'url'> & TieredBackendOptions;

/**
 * The server's Pulse Storage backend: memory, then Redis when `redisUrl` is given (a Redis
 * outage degrades to memory only). Pass it to `initStorage({ backend })` at server start.
 */
export function createServerStorageBackend(
  redisUrl?: string,
  options: ServerStorageOptions = {},
): ClosableBackend {
  const memory = createMemoryBackend();
  if (!redisUrl) return { ...memory, close: async () => undefined };
  const redis = createRedisBackend({ ...options, url: redisUrl });
  return createTieredBackend(memory, redis, options);
}
