import { createMemoryBackend } from './memoryBackend';
import type { StorageBackend, StoredEntry } from './types';

/**
 * The browser store: database `weather`, object store `pulse_storage` (the names earlier releases
 * used through localforage, so entries a visitor already has are read as they are).
 */
export const INDEXED_DB_STORE = { database: 'weather', store: 'pulse_storage' } as const;

/**
 * Opens the IndexedDB store with idb-keyval (imported lazily, so merely importing this module on
 * the server touches no browser API). Rejects where IndexedDB cannot be opened: no `indexedDB`,
 * storage disabled, a private mode that refuses it.
 */
async function openIndexedDbStore(): Promise<StorageBackend> {
  const idb = await import('idb-keyval');
  const store = idb.createStore(INDEXED_DB_STORE.database, INDEXED_DB_STORE.store);
  // A transaction with no request: settles once the database is open, rejects if it cannot be.
  await store('readonly', () => undefined);
  return {
    get: (key) => idb.get<StoredEntry>(key, store),
    set: (key, entry) => idb.set(key, entry, store),
    delete: (key) => idb.del(key, store),
  };
}

/**
 * A `StorageBackend` over IndexedDB, opened on first use. Where IndexedDB cannot be opened the
 * entries live in memory for the page's life instead (said once on the console): the cache then
 * only lasts the visit, and nothing the page reads through it fails.
 */
export function createIndexedDbBackend(): StorageBackend {
  let store: Promise<StorageBackend> | undefined;
  const instance = (): Promise<StorageBackend> => {
    store ??= openIndexedDbStore().catch((err: unknown) => {
      console.warn(
        'Pulse Storage: IndexedDB is unavailable; entries are kept for this page only',
        err,
      );
      return createMemoryBackend();
    });
    return store;
  };
  return {
    get: async (key) => (await instance()).get(key),
    set: async (key, entry) => (await instance()).set(key, entry),
    delete: async (key) => (await instance()).delete(key),
  };
}
