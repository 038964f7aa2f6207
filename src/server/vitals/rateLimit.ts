import '@/server/serverOnly';

/** A fixed-window counter per key (the caller's address), kept in this process. */
export interface RateLimiter {
  /** Counts one call of `key`; false when the key used up its window's allowance. */
  allow(key: string, now?: number): boolean;
}

/**
 * `limit` calls per `windowMs` per key. The table holds at most `maxKeys` keys: when full, the
 * windows that ended are dropped, then the oldest keys, so a flood of addresses cannot grow it.
 * Each server instance counts on its own (a loose guard against one noisy client, not a quota).
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const { limit, windowMs, maxKeys = 10_000 } = options;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(key, now = Date.now()) {
      const current = windows.get(key);
      if (current && now - current.start < windowMs) {
        current.count += 1;
        return current.count <= limit;
      }
      windows.delete(key);
      if (windows.size >= maxKeys) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        // Map keeps insertion order: the first keys are the oldest windows.
        for (const k of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(k);
        }
      }
      windows.set(key, { start: now, count: 1 });
      return true;
    },
  };
}
