import { createIndexedDbBackend } from './indexedDbBackend';
import { createMemoryBackend } from './memoryBackend';
import {
  StorageManager,
  type EntryAddress,
  type LoadParams,
  type SaveParams,
  type StorageBackend,
} from './storageManager';

export {
  composeKey,
  DEFAULT_EXPIRES_MS,
  DEFAULT_MAX_ENTRIES,
  ExpiredError,
  NotFoundError,
  StorageManager,
} from './storageManager';
export type {
  EntryAddress,
  LoadParams,
  SaveParams,
  StorageBackend,
  StoredEntry,
  SyncFn,
} from './storageManager';
export { createMemoryBackend } from './memoryBackend';
export { createIndexedDbBackend } from './indexedDbBackend';

export * from './cacheKeys';

/** The exact error message of using the storage before `initStorage`. */
export const STORAGE_NOT_INITIALIZED_MESSAGE =
  "Pulse Storage not initialized - ensure Storage is first initialized at the app's entry point";

/** Options of `initStorage`; without a backend: IndexedDB in the browser, memory elsewhere. */
export interface InitStorageOptions {
  backend?: StorageBackend;
  maxEntries?: number;
  defaultExpires?: number;
  now?: () => number;
}

// Kept on globalThis so that every bundle of one process (or page) shares the one manager.
const SLOT = Symbol.for('weather.pulseStorage');
type Slot = { [SLOT]?: StorageManager };
const slot = globalThis as typeof globalThis & Slot;

/** Creates the storage manager once, at the app's entry point; later calls return the same one. */
export function initStorage(options: InitStorageOptions = {}): StorageManager {
  const existing = slot[SLOT];
  if (existing) return existing;
  const backend =
    options.backend ??
    (typeof window !== 'undefined' ? createIndexedDbBackend() : createMemoryBackend());
  const manager = new StorageManager({
    backend,
    maxEntries: options.maxEntries,
    defaultExpires: options.defaultExpires,
    now: options.now,
  });
  slot[SLOT] = manager;
  return manager;
}

/** The storage manager; throws when `initStorage` has not run yet. */
export function getStorage(): StorageManager {
  const manager = slot[SLOT];
  if (!manager) throw new Error(STORAGE_NOT_INITIALIZED_MESSAGE);
  return manager;
}

/** Forgets the manager so that a test can initialise a fresh one. Tests only. */
export function resetStorageForTests(): void {
  slot[SLOT] = undefined;
}

/** The manager's operations resolved at call time; each rejects before `initStorage`. */
export const storage = {
  load: async <T = unknown>(params: LoadParams): Promise<T> => getStorage().load<T>(params),
  save: async (params: SaveParams): Promise<void> => getStorage().save(params),
  read: async <T = unknown>(params: EntryAddress): Promise<T | undefined> =>
    getStorage().read<T>(params),
  remove: async (params: EntryAddress): Promise<void> => getStorage().remove(params),
};
