import type { StorageBackend, StoredEntry } from '@/lib/storage/types';
import { isExpired } from '@/lib/storage/types';

/** A `StorageBackend` holding resources (a Redis connection) that `close` releases. */
export interface ClosableBackend extends StorageBackend {
  close(): Promise<void>;
}

/** Options of `createTieredBackend`. */
export interface TieredBackendOptions {
  /** After a failure the back tier is skipped for this many ms; default 30000. */
  retryAfterMs?: number;
  now?: () => number;
}

/**
 * Two tiers: reads try `front` (memory) first, then `back` (Redis), copying a back hit to the
 * front; writes and deletes go to both. A failing back tier never fails the caller: it is
 * skipped for `retryAfterMs`, and each outage is logged once with console.warn.
 */
export function createTieredBackend(
  front: StorageBackend,
  back: ClosableBackend,
  options: TieredBackendOptions = {},
): ClosableBackend {
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  const now = options.now ?? Date.now;
  let downUntil = 0;
  let warned = false;

  async function attempt<T>(op: () => Promise<T>): Promise<T | undefined> {
    if (now() < downUntil) return undefined;
    try {
      const result = await op();
      warned = false;
      return result;
    } catch (err) {
      downUntil = now() + retryAfterMs;
      if (!warned) {
        warned = true;
        console.warn('Pulse Storage: Redis unavailable, serving from memory only', err);
      }
      return undefined;
    }
  }

  return {
    async get(key) {
      const near = await front.get(key);
      if (near !== undefined && !isExpired(near, now())) return near;
      const far: StoredEntry | undefined = await attempt(() => back.get(key));
      if (far === undefined) return near;
      await front.set(key, far);
      return far;
    },
    async set(key, entry) {
      await front.set(key, entry);
      await attempt(() => back.set(key, entry));
    },
    async delete(key) {
      await front.delete(key);
      await attempt(() => back.delete(key));
    },
    close: () => back.close().catch(() => undefined),
  };
}
