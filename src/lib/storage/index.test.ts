import {
  compliance,
  getNotificationsStatusCacheKey,
  getStorage,
  initStorage,
  locationSearch,
  myLocation,
  resetStorageForTests,
  storage,
  StorageManager,
  wbAdTargetingParametersCacheKey,
} from './index';
import { createMemoryBackend } from './memoryBackend';

const NOT_INITIALIZED =
  "Pulse Storage not initialized - ensure Storage is first initialized at the app's entry point";

afterEach(() => resetStorageForTests());

describe('initialisation', () => {
  it('throws the exact message when used before initStorage', async () => {
    expect(() => getStorage()).toThrow(new Error(NOT_INITIALIZED));
    await expect(storage.load({ key: myLocation })).rejects.toThrow(NOT_INITIALIZED);
    await expect(storage.save({ key: myLocation, data: 1 })).rejects.toThrow(NOT_INITIALIZED);
    await expect(storage.read({ key: myLocation })).rejects.toThrow(NOT_INITIALIZED);
    await expect(storage.remove({ key: myLocation })).rejects.toThrow(NOT_INITIALIZED);
  });

  it('works after initStorage, which is idempotent', async () => {
    const manager = initStorage();
    expect(manager).toBeInstanceOf(StorageManager);
    expect(getStorage()).toBe(manager);
    expect(initStorage({ maxEntries: 1 })).toBe(manager);
    await storage.save({ key: locationSearch, id: 'par', data: ['Paris'] });
    await expect(storage.read({ key: locationSearch, id: 'par' })).resolves.toEqual(['Paris']);
    await expect(storage.load({ key: locationSearch, id: 'par' })).resolves.toEqual(['Paris']);
    await storage.remove({ key: locationSearch, id: 'par' });
    await expect(getStorage().read({ key: locationSearch, id: 'par' })).resolves.toBeUndefined();
  });

  it('uses the given backend and options, and the memory backend by default under Node', async () => {
    const backend = createMemoryBackend();
    let t = 0;
    initStorage({ backend, defaultExpires: 5, now: () => t });
    await getStorage().save({ key: compliance, data: { ok: true } });
    expect(backend.entries.get(compliance)).toEqual({ data: { ok: true }, expiresAt: 5 });
    t = 5;
    await expect(getStorage().read({ key: compliance })).resolves.toBeUndefined();

    resetStorageForTests();
    expect(() => getStorage()).toThrow(NOT_INITIALIZED);
    await initStorage().save({ key: myLocation, data: 1 });
    await expect(getStorage().read({ key: myLocation })).resolves.toBe(1);
  });
});

describe('cache keys', () => {
  it('are the spec names', () => {
    expect([
      locationSearch,
      myLocation,
      wbAdTargetingParametersCacheKey,
      getNotificationsStatusCacheKey,
      compliance,
    ]).toEqual([
      'locationSearch',
      'myLocation',
      'wbAdTargetingParametersCacheKey',
      'getNotificationsStatusCacheKey',
      'compliance',
    ]);
  });
});

describe('the IndexedDB backend under Node', () => {
  it('can be imported without touching a browser API', async () => {
    await expect(import('./indexedDbBackend')).resolves.toHaveProperty('createIndexedDbBackend');
  });
});
