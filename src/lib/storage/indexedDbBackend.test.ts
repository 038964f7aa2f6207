// The IndexedDB backend against a real IndexedDB implementation (fake-indexeddb, in memory).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

import { getStorage, initStorage, resetStorageForTests } from './index';
import { createIndexedDbBackend, INDEXED_DB_STORE } from './indexedDbBackend';
import type { StoredEntry } from './types';

const scope = globalThis as { indexedDB?: IDBFactory; IDBKeyRange?: unknown; window?: unknown };

beforeEach(() => {
  scope.indexedDB = new IDBFactory(); // a browser with no databases yet
  scope.IDBKeyRange = IDBKeyRange;
});

afterEach(() => {
  delete scope.indexedDB;
  delete scope.IDBKeyRange;
  jest.restoreAllMocks();
});

/** Every entry of the weather/pulse_storage object store, read with IndexedDB's own API. */
function storedEntries(): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const open = scope.indexedDB!.open(INDEXED_DB_STORE.database);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const request = db
        .transaction(INDEXED_DB_STORE.store, 'readonly')
        .objectStore(INDEXED_DB_STORE.store)
        .openCursor();
      const entries: Record<string, unknown> = {};
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) {
          db.close();
          resolve(entries);
          return;
        }
        entries[String(cursor.key)] = cursor.value;
        cursor.continue();
      };
    };
  });
}

describe('IndexedDB backend', () => {
  it('keeps entries in the weather database, pulse_storage store, and deletes them', async () => {
    const backend = createIndexedDbBackend();
    const entry: StoredEntry = { data: { place: 'Paris', at: [48.85, 2.35] }, expiresAt: 1_000 };
    await expect(backend.get('myLocation')).resolves.toBeUndefined();
    await backend.set('myLocation', entry);
    await expect(backend.get('myLocation')).resolves.toEqual(entry);
    await expect(storedEntries()).resolves.toEqual({ myLocation: entry });
    await backend.delete('myLocation');
    await expect(backend.get('myLocation')).resolves.toBeUndefined();
    await expect(storedEntries()).resolves.toEqual({});
  });

  it('reads what an earlier release stored there through localforage', async () => {
    // localforage's IndexedDB driver: the same database and store, values stored as they are.
    await new Promise<void>((resolve, reject) => {
      const open = scope.indexedDB!.open(INDEXED_DB_STORE.database, 2);
      open.onupgradeneeded = () => {
        open.result.createObjectStore(INDEXED_DB_STORE.store);
        open.result.createObjectStore('local-forage-detect-blob-support');
      };
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction(INDEXED_DB_STORE.store, 'readwrite');
        tx.objectStore(INDEXED_DB_STORE.store).put({ data: 'Denver', expiresAt: null }, 'k');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    await expect(createIndexedDbBackend().get('k')).resolves.toEqual({
      data: 'Denver',
      expiresAt: null,
    });
  });

  it('keeps entries in memory for the page when IndexedDB is unavailable, and says so once', async () => {
    delete scope.indexedDB;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = createIndexedDbBackend();
    const entry: StoredEntry = { data: 'here', expiresAt: null };
    await backend.set('k', entry);
    await expect(backend.get('k')).resolves.toEqual(entry);
    await backend.delete('k');
    await expect(backend.get('k')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/IndexedDB is unavailable/);
  });

  it('is the default backend of initStorage in a browser', async () => {
    scope.window = {};
    try {
      await initStorage().save({ key: 'myLocation', data: 'here', expires: null });
      await expect(storedEntries()).resolves.toEqual({
        myLocation: { data: 'here', expiresAt: null },
      });
      await expect(getStorage().read({ key: 'myLocation' })).resolves.toBe('here');
    } finally {
      delete scope.window;
      resetStorageForTests();
    }
  });
});
