import { isExpired } from '@/lib/storage/types';

import type { ClosableBackend } from './tieredBackend';

/** One read through the cache. */
export interface CachedRead<T> {
  /** The entry's key (namespaced by its area, e.g. `weather:current:40.714,-74.006`). */
  key: string;
  /** How long a loaded value is kept, in ms (see `CACHE_TTL_MS`). */
  ttlMs: number;
  /** Fetches the value on a miss. A rejection is passed on and nothing is kept. */
  load: () => Promise<T>;
  /** Whether a loaded value is kept; default: anything but null and undefined. */
  keep?: (value: T) => boolean;
}

/** The server's read-through cache of values shared across visitors. */
export interface ServerCache {
  /**
   * The fresh value under `key`, else `load()`'s, kept for `ttlMs`. Concurrent misses of one key
   * in this process share one load. Values must survive JSON (the Redis tier stores JSON).
   */
  read<T>(read: CachedRead<T>): Promise<T>;
  /** Forgets an entry (in both tiers). */
  delete(key: string): Promise<void>;
  /** Releases the Redis connection, if any. */
  close(): Promise<void>;
}

const isPresent = (value: unknown) => value !== null && value !== undefined;

/**
 * A read-through cache over a backend (`createServerStorageBackend`: in-process LRU, then Redis
 * when configured; a Redis outage degrades to memory, never to an error).
 */
export function createServerCache(
  backend: ClosableBackend,
  options: { now?: () => number } = {},
): ServerCache {
  const now = options.now ?? Date.now;
  const loading = new Map<string, Promise<unknown>>();

  return {
    async read<T>({ key, ttlMs, load, keep = isPresent }: CachedRead<T>): Promise<T> {
      const entry = await backend.get(key);
      // The entry holds what `load` answered for this key (keys name their area and shape).
      if (entry && !isExpired(entry, now())) return entry.data as T;
      const running = loading.get(key) as Promise<T> | undefined;
      if (running) return running;
      const task = (async () => {
        const value = await load();
        if (keep(value)) await backend.set(key, { data: value, expiresAt: now() + ttlMs });
        return value;
      })();
      loading.set(key, task);
      const forget = () => {
        if (loading.get(key) === task) loading.delete(key);
      };
      task.then(forget, forget);
      return task;
    },
    delete: (key) => backend.delete(key),
    close: () => backend.close(),
  };
}
