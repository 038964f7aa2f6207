import { createMemoryBackend } from '@/lib/storage/memoryBackend';
import { StorageManager } from '@/lib/storage/storageManager';
import type { StoredEntry } from '@/lib/storage/types';

import { createServerStorageBackend } from './index';
import { createTieredBackend, type ClosableBackend } from './tieredBackend';

/** A memory back tier that can be switched off. */
function fakeRedis() {
  const memory = createMemoryBackend();
  const state = { down: false, calls: 0 };
  const guard =
    <T>(op: () => Promise<T>) =>
    async () => {
      state.calls++;
      if (state.down) throw new Error('ECONNREFUSED');
      return op();
    };
  const back: ClosableBackend = {
    get: (key) => guard(() => memory.get(key))(),
    set: (key, entry) => guard(() => memory.set(key, entry))(),
    delete: (key) => guard(() => memory.delete(key))(),
    close: async () => undefined,
  };
  return { back, entries: memory.entries, state };
}

const entry = (data: unknown, expiresAt: number | null = null): StoredEntry => ({
  data,
  expiresAt,
});

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('tiered backend', () => {
  it('writes and deletes in both tiers, and reads memory first', async () => {
    const front = createMemoryBackend();
    const { back, entries, state } = fakeRedis();
    const tiered = createTieredBackend(front, back);
    await tiered.set('k', entry(1));
    expect(front.entries.get('k')).toEqual(entry(1));
    expect(entries.get('k')).toEqual(entry(1));
    const before = state.calls;
    await expect(tiered.get('k')).resolves.toEqual(entry(1));
    expect(state.calls).toBe(before);
    await tiered.delete('k');
    expect(front.entries.has('k')).toBe(false);
    expect(entries.has('k')).toBe(false);
  });

  it('falls through to the back tier on a miss or an expired front entry, copying the hit forward', async () => {
    let t = 100;
    const front = createMemoryBackend();
    const { back, entries } = fakeRedis();
    const tiered = createTieredBackend(front, back, { now: () => t });
    entries.set('k', entry('shared', 1000));
    await expect(tiered.get('k')).resolves.toEqual(entry('shared', 1000));
    expect(front.entries.get('k')).toEqual(entry('shared', 1000));
    t = 1000;
    entries.set('k', entry('newer', 2000));
    await expect(tiered.get('k')).resolves.toEqual(entry('newer', 2000));
    entries.delete('k');
    t = 2000;
    // Nothing fresher in the back tier: the stale front entry is still returned (for load's stale data).
    await expect(tiered.get('k')).resolves.toEqual(entry('newer', 2000));
  });

  it('degrades to memory when the back tier fails, warns once per outage, retries after a pause', async () => {
    let t = 0;
    const front = createMemoryBackend();
    const { back, entries, state } = fakeRedis();
    const tiered = createTieredBackend(front, back, { now: () => t, retryAfterMs: 1000 });
    state.down = true;
    await expect(tiered.set('a', entry(1))).resolves.toBeUndefined();
    await expect(tiered.get('a')).resolves.toEqual(entry(1));
    await expect(tiered.get('missing')).resolves.toBeUndefined();
    await expect(tiered.delete('a')).resolves.toBeUndefined();
    expect(state.calls).toBe(1); // skipped during the pause
    expect(warn).toHaveBeenCalledTimes(1);
    t = 1000;
    state.down = false;
    await tiered.set('b', entry(2));
    expect(entries.get('b')).toEqual(entry(2));
    state.down = true;
    await tiered.set('c', entry(3));
    expect(warn).toHaveBeenCalledTimes(2); // a new outage is reported again
  });
});

describe('createServerStorageBackend', () => {
  it('is memory only without a Redis URL', async () => {
    const backend = createServerStorageBackend();
    const manager = new StorageManager({ backend });
    await manager.save({ key: 'k', data: 'v' });
    await expect(manager.read({ key: 'k' })).resolves.toBe('v');
    await backend.close();
  });

  it('answers from memory, without throwing, when Redis is unreachable', async () => {
    const backend = createServerStorageBackend('redis://127.0.0.1:1', { connectTimeoutMs: 500 });
    const manager = new StorageManager({ backend });
    manager.sync.compliance = async () => ({ allowed: true });
    await manager.save({ key: 'myLocation', id: '1', data: { lat: 1 } });
    await expect(manager.read({ key: 'myLocation', id: '1' })).resolves.toEqual({ lat: 1 });
    await expect(manager.read({ key: 'other' })).resolves.toBeUndefined();
    await expect(manager.load({ key: 'compliance' })).resolves.toEqual({ allowed: true });
    await manager.remove({ key: 'myLocation', id: '1' });
    expect(warn).toHaveBeenCalledTimes(1);
    await backend.close();
  });
});
