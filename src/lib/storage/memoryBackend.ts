import type { StorageBackend, StoredEntry } from './types';

/** A `StorageBackend` over a Map, with its entries exposed for tests and the server cache. */
export interface MemoryBackend extends StorageBackend {
  /** The live map of composed keys to entries. */
  readonly entries: Map<string, StoredEntry>;
}

/** An in-process backend; unbounded by itself (the manager's LRU index bounds it). */
export function createMemoryBackend(): MemoryBackend {
  const entries = new Map<string, StoredEntry>();
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, entry) => {
      entries.set(key, entry);
    },
    delete: async (key) => {
      entries.delete(key);
    },
  };
}
