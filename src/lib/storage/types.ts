/** One stored value and the epoch millisecond it expires at (`null`: never). */
export interface StoredEntry {
  data: unknown;
  expiresAt: number | null;
}

/** Where entries live: IndexedDB in the browser, memory (and Redis) on the server. */
export interface StorageBackend {
  get(key: string): Promise<StoredEntry | undefined>;
  set(key: string, entry: StoredEntry): Promise<void>;
  delete(key: string): Promise<void>;
}

/** True when `entry` is past its expiry at time `now`. */
export function isExpired(entry: StoredEntry, now: number): boolean {
  return entry.expiresAt !== null && now >= entry.expiresAt;
}
