import { LRUCache } from 'lru-cache';

import type { StorageBackend, StoredEntry } from '@/lib/storage/types';

/** Most entries the in-process tier keeps before dropping the least recently used one. */
export const DEFAULT_MEMORY_ENTRIES = 10_000;

/**
 * The in-process tier: a `StorageBackend` bounded to `maxEntries` (least recently used first out).
 * Entries keep their `expiresAt`; whoever reads decides what an expired entry means.
 */
export function createLruBackend(maxEntries: number = DEFAULT_MEMORY_ENTRIES): StorageBackend {
  const entries = new LRUCache<string, StoredEntry>({ max: maxEntries });
  return {
    get: async (key) => entries.get(key),
    set: async (key, entry) => {
      entries.set(key, entry);
    },
    delete: async (key) => {
      entries.delete(key);
    },
  };
}
