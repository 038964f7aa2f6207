// A fake localforage: one Map per instance, no IndexedDB.
const mockStores = new Map<string, Map<string, unknown>>();
const mockCreateInstance = jest.fn((config: { name: string; storeName: string }) => {
  const store = new Map<string, unknown>();
  mockStores.set(`${config.name}/${config.storeName}`, store);
  return {
    getItem: async (key: string) => (store.has(key) ? store.get(key) : null),
    setItem: async (key: string, value: unknown) => {
      store.set(key, value);
      return value;
    },
    removeItem: async (key: string) => {
      store.delete(key);
    },
  };
});
jest.mock('localforage', () => ({
  __esModule: true,
  default: { createInstance: mockCreateInstance },
}));

import { getStorage, initStorage, resetStorageForTests } from './index';
import { createLocalforageBackend, LOCALFORAGE_CONFIG } from './localforageBackend';
import type { StoredEntry } from './types';

beforeEach(() => {
  mockStores.clear();
  mockCreateInstance.mockClear();
});

describe('localforage backend', () => {
  it('opens the weather/pulse_storage instance lazily, once', async () => {
    const backend = createLocalforageBackend();
    expect(mockCreateInstance).not.toHaveBeenCalled();
    const entry: StoredEntry = { data: { a: 1 }, expiresAt: null };
    await backend.set('k', entry);
    await expect(backend.get('k')).resolves.toEqual(entry);
    await backend.delete('k');
    await expect(backend.get('k')).resolves.toBeUndefined();
    expect(mockCreateInstance).toHaveBeenCalledTimes(1);
    expect(mockCreateInstance).toHaveBeenCalledWith({
      name: 'weather',
      storeName: 'pulse_storage',
    });
    expect(LOCALFORAGE_CONFIG).toEqual({ name: 'weather', storeName: 'pulse_storage' });
  });

  it('is the default backend of initStorage in a browser', async () => {
    const global = globalThis as { window?: unknown };
    global.window = {};
    try {
      await initStorage().save({ key: 'myLocation', data: 'here', expires: null });
      expect(mockStores.get('weather/pulse_storage')?.get('myLocation')).toEqual({
        data: 'here',
        expiresAt: null,
      });
      await expect(getStorage().read({ key: 'myLocation' })).resolves.toBe('here');
    } finally {
      delete global.window;
      resetStorageForTests();
    }
  });
});
