import { createMemoryBackend } from './memoryBackend';
import { ExpiredError, NotFoundError, StorageManager } from './storageManager';

let t: number;
let manager: StorageManager;

beforeEach(() => {
  t = 0;
  manager = new StorageManager({ backend: createMemoryBackend(), now: () => t });
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('load', () => {
  it('answers a fresh hit without calling sync', async () => {
    const sync = jest.fn(async () => 'new');
    manager.sync.k = sync;
    await manager.save({ key: 'k', id: '1', data: 'cached' });
    await expect(manager.load({ key: 'k', id: '1' })).resolves.toBe('cached');
    expect(sync).not.toHaveBeenCalled();
  });

  it('syncs a missing entry with { id, syncParams } and saves the result', async () => {
    const sync = jest.fn(async () => ({ temp: 20 }));
    manager.sync.forecast = sync;
    await expect(
      manager.load({ key: 'forecast', id: 'paris', syncParams: { units: 'c' } }),
    ).resolves.toEqual({ temp: 20 });
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync).toHaveBeenCalledWith({ id: 'paris', syncParams: { units: 'c' } });
    expect(await manager.read({ key: 'forecast', id: 'paris' })).toEqual({ temp: 20 });
  });

  it('rejects a missing entry with NotFoundError without sync or with autoSync false', async () => {
    const missing = manager.load({ key: 'k', id: '7' });
    await expect(missing).rejects.toThrow(NotFoundError);
    await expect(missing).rejects.toThrow(/"k".*"7"/);
    const sync = jest.fn(async () => 'x');
    manager.sync.k = sync;
    await expect(manager.load({ key: 'k', autoSync: false })).rejects.toBeInstanceOf(NotFoundError);
    expect(sync).not.toHaveBeenCalled();
  });

  it('rejects an expired entry with ExpiredError without sync or with autoSync false', async () => {
    await manager.save({ key: 'k', data: 'old', expires: 10 });
    t = 10;
    await expect(manager.load({ key: 'k' })).rejects.toBeInstanceOf(ExpiredError);
    manager.sync.k = jest.fn(async () => 'new');
    await expect(manager.load({ key: 'k', autoSync: false })).rejects.toBeInstanceOf(ExpiredError);
    expect(manager.sync.k).not.toHaveBeenCalled();
  });

  it('returns stale data at once and refreshes in the background', async () => {
    await manager.save({ key: 'k', data: 'old', expires: 10 });
    t = 10;
    const fresh = deferred<string>();
    const sync = jest.fn(() => fresh.promise);
    manager.sync.k = sync;
    // The sync is still pending, yet load answers.
    await expect(manager.load({ key: 'k' })).resolves.toBe('old');
    expect(sync).toHaveBeenCalledTimes(1);
    fresh.resolve('new');
    await flush();
    expect(await manager.read({ key: 'k' })).toBe('new');
  });

  it('swallows and logs a failed background refresh', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await manager.save({ key: 'k', data: 'old', expires: 10 });
    t = 10;
    manager.sync.k = async () => {
      throw new Error('upstream down');
    };
    await expect(manager.load({ key: 'k' })).resolves.toBe('old');
    await flush();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/background sync/);
    warn.mockRestore();
  });

  it('awaits fresh data for an expired entry when syncInBackground is false', async () => {
    await manager.save({ key: 'k', data: 'old', expires: 10 });
    t = 10;
    manager.sync.k = async () => 'new';
    await expect(manager.load({ key: 'k', syncInBackground: false })).resolves.toBe('new');
    expect(await manager.read({ key: 'k' })).toBe('new');
  });

  it('shares one sync call between identical concurrent loads', async () => {
    const fresh = deferred<string>();
    const sync = jest.fn(() => fresh.promise);
    manager.sync.k = sync;
    const first = manager.load({ key: 'k', id: '1', syncParams: { q: 'x' } });
    const second = manager.load({ key: 'k', id: '1', syncParams: { q: 'x' } });
    await flush();
    fresh.resolve('data');
    await expect(Promise.all([first, second])).resolves.toEqual(['data', 'data']);
    expect(sync).toHaveBeenCalledTimes(1);
    // Once settled, a later miss syncs again.
    await manager.remove({ key: 'k', id: '1' });
    await manager.load({ key: 'k', id: '1', syncParams: { q: 'x' } });
    expect(sync).toHaveBeenCalledTimes(2);
  });

  it('propagates a failed foreground sync to every waiting caller', async () => {
    manager.sync.k = jest.fn(async () => {
      throw new Error('boom');
    });
    const results = await Promise.allSettled([
      manager.load({ key: 'k' }),
      manager.load({ key: 'k' }),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
      'Error: boom',
      'Error: boom',
    ]);
    expect(manager.sync.k).toHaveBeenCalledTimes(1);
  });
});
