/**
 * The keys the storage manager holds, in order of last use, at most `max` of them: adding one
 * more evicts the least recently used and reports it. A `Map` keeps insertion order, so "use"
 * is delete-and-reinsert and the first key is the oldest. (The storage manager ships in every
 * page's first-load JavaScript: this is the part of an LRU cache it needs, in a few lines.)
 */
export class RecencyIndex {
  private readonly keys = new Map<string, true>();

  constructor(
    private readonly max: number,
    private readonly onEvict: (key: string) => void,
  ) {}

  /** Marks `key` as just used, adding it if new and evicting the oldest key beyond `max`. */
  touch(key: string): void {
    this.keys.delete(key);
    this.keys.set(key, true);
    while (this.keys.size > this.max) {
      const oldest = this.keys.keys().next().value as string;
      this.keys.delete(oldest);
      this.onEvict(oldest);
    }
  }

  /** Forgets `key` (no eviction report). */
  delete(key: string): void {
    this.keys.delete(key);
  }

  get size(): number {
    return this.keys.size;
  }
}
