import { createMemoryBackend, type MemoryBackend } from './memoryBackend';
import { DEFAULT_EXPIRES_MS, StorageManager } from './storageManager';

let t: number;
let backend: MemoryBackend;
let manager: StorageManager;

beforeEach(() => {
  t = 1_000_000;
  backend = createMemoryBackend();
  manager = new StorageManager({ backend, now: () => t });
});

describe('save / read / remove', () => {
  it('round-trips data under key and id, and distinct ids do not collide', async () => {
    await manager.save({ key: 'myLocation', id: 'a', data: { lat: 1 } });
    await manager.save({ key: 'myLocation', id: 'b', data: { lat: 2 } });
    await manager.save({ key: 'myLocation', data: { lat: 3 } });
    expect(await manager.read({ key: 'myLocation', id: 'a' })).toEqual({ lat: 1 });
    expect(await manager.read({ key: 'myLocation', id: 'b' })).toEqual({ lat: 2 });
    expect(await manager.read({ key: 'myLocation' })).toEqual({ lat: 3 });
    expect([...backend.entries.keys()].sort()).toEqual([
      'myLocation',
      'myLocation_a',
      'myLocation_b',
    ]);
  });

  it('reads undefined for a missing entry and after remove', async () => {
    expect(await manager.read({ key: 'nothing' })).toBeUndefined();
    await manager.save({ key: 'k', id: '1', data: 'x' });
    await manager.remove({ key: 'k', id: '1' });
    expect(await manager.read({ key: 'k', id: '1' })).toBeUndefined();
    expect(backend.entries.size).toBe(0);
  });

  it('rejects a negative or non-finite expiry', async () => {
    await expect(manager.save({ key: 'k', data: 1, expires: -1 })).rejects.toThrow(RangeError);
    await expect(manager.save({ key: 'k', data: 1, expires: Number.NaN })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('expiry', () => {
  it('defaults to 900000 ms: fresh at 899999 ms, expired (and dropped) at 900000 ms', async () => {
    expect(DEFAULT_EXPIRES_MS).toBe(900_000);
    await manager.save({ key: 'k', data: 'v' });
    t += 899_999;
    expect(await manager.read({ key: 'k' })).toBe('v');
    t += 1;
    expect(await manager.read({ key: 'k' })).toBeUndefined();
    expect(backend.entries.has('k')).toBe(false);
  });

  it('never expires an entry saved with expires: null', async () => {
    await manager.save({ key: 'k', data: 'v', expires: null });
    t += 10 * 365 * 24 * 3_600_000;
    expect(await manager.read({ key: 'k' })).toBe('v');
  });

  it('honours a custom expiry and a custom default', async () => {
    await manager.save({ key: 'k', data: 'v', expires: 1000 });
    t += 999;
    expect(await manager.read({ key: 'k' })).toBe('v');
    t += 1;
    expect(await manager.read({ key: 'k' })).toBeUndefined();

    const short = new StorageManager({ backend, now: () => t, defaultExpires: 50 });
    await short.save({ key: 's', data: 1 });
    t += 50;
    expect(await short.read({ key: 's' })).toBeUndefined();
  });
});

describe('LRU bound', () => {
  const fill = async (from: number, to: number) => {
    for (let i = from; i < to; i++) await manager.save({ key: 'k', id: String(i), data: i });
  };

  it('keeps at most 1000 entries: the 1001st evicts the first, from the backend too', async () => {
    await fill(0, 1000);
    expect(await manager.read({ key: 'k', id: '0' })).toBe(0);
    // Reading 0 made it the most recent; now 1 is the least recently used.
    await fill(1000, 1001);
    expect(backend.entries.size).toBe(1000);
    expect(backend.entries.has('k_1')).toBe(false);
    expect(await manager.read({ key: 'k', id: '1' })).toBeUndefined();
    expect(await manager.read({ key: 'k', id: '0' })).toBe(0);
    expect(await manager.read({ key: 'k', id: '1000' })).toBe(1000);
  });

  it('evicts the oldest entry when nothing was read', async () => {
    await fill(0, 1001);
    expect(backend.entries.has('k_0')).toBe(false);
    expect(await manager.read({ key: 'k', id: '0' })).toBeUndefined();
    expect(await manager.read({ key: 'k', id: '1' })).toBe(1);
  });

  it('honours a custom bound', async () => {
    const small = new StorageManager({ backend, maxEntries: 2 });
    await small.save({ key: 'a', data: 1 });
    await small.save({ key: 'b', data: 2 });
    await small.save({ key: 'c', data: 3 });
    expect([...backend.entries.keys()].sort()).toEqual(['b', 'c']);
  });
});
