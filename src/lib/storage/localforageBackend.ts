import type { StorageBackend, StoredEntry } from './types';

/** The slice of a localforage instance the backend uses (a test seam). */
export interface LocalForageLike {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
}

/** The browser store: database `weather`, object store `pulse_storage`. */
export const LOCALFORAGE_CONFIG = { name: 'weather', storeName: 'pulse_storage' } as const;

async function openDefaultStore(): Promise<LocalForageLike> {
  // Imported lazily so that merely importing this module on the server touches no browser API.
  const { default: localforage } = await import('localforage');
  return localforage.createInstance(LOCALFORAGE_CONFIG);
}

/** A `StorageBackend` over localforage (IndexedDB, falling back to localStorage). */
export function createLocalforageBackend(
  open: () => Promise<LocalForageLike> = openDefaultStore,
): StorageBackend {
  let store: Promise<LocalForageLike> | undefined;
  const instance = (): Promise<LocalForageLike> => {
    store ??= open().catch((err: unknown) => {
      store = undefined; // let a later call try again
      throw err;
    });
    return store;
  };
  return {
    async get(key) {
      const entry = await (await instance()).getItem<StoredEntry>(key);
      return entry ?? undefined;
    },
    async set(key, entry) {
      await (await instance()).setItem(key, entry);
    },
    async delete(key) {
      await (await instance()).removeItem(key);
    },
  };
}
