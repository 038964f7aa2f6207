import { RecencyIndex } from './recencyIndex';
import { composeKey, ExpiredError, NotFoundError } from './errors';
import { isExpired, type StorageBackend, type StoredEntry } from './types';

export { composeKey, ExpiredError, NotFoundError } from './errors';
export type { StorageBackend, StoredEntry } from './types';

/** Most entries the manager keeps before evicting the least recently used one. */
export const DEFAULT_MAX_ENTRIES = 1000;
/** Default lifetime of an entry: 15 minutes. */
export const DEFAULT_EXPIRES_MS = 900_000;

/** Address of an entry: a key and an optional id. */
export interface EntryAddress {
  key: string;
  id?: string;
}

/** What `save` takes: the address, the data and its lifetime in ms (`null`: never expires). */
export interface SaveParams extends EntryAddress {
  data: unknown;
  expires?: number | null;
}

/** What `load` takes, with react-native-storage's sync options. */
export interface LoadParams extends EntryAddress {
  autoSync?: boolean;
  syncInBackground?: boolean;
  syncParams?: unknown;
}

/** A per-key function fetching fresh data for `load`. */
export type SyncFn = (args: { id?: string; syncParams?: unknown }) => Promise<unknown>;

/** Construction options of a `StorageManager`. */
export interface StorageManagerOptions {
  backend: StorageBackend;
  maxEntries?: number;
  defaultExpires?: number;
  now?: () => number;
}

type Lookup = { state: 'fresh' | 'expired'; data: unknown } | { state: 'missing' };

/** The Pulse Storage: expiring, LRU-bounded entries over a backend, with sync-on-load. */
export class StorageManager {
  /** Sync functions by key, called by `load` on a miss or an expired entry. */
  readonly sync: Record<string, SyncFn> = {};
  private readonly backend: StorageBackend;
  private readonly defaultExpires: number;
  private readonly now: () => number;
  private readonly index: RecencyIndex;
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(options: StorageManagerOptions) {
    this.backend = options.backend;
    this.defaultExpires = options.defaultExpires ?? DEFAULT_EXPIRES_MS;
    this.now = options.now ?? Date.now;
    this.index = new RecencyIndex(options.maxEntries ?? DEFAULT_MAX_ENTRIES, (composed) => {
      this.backend
        .delete(composed)
        .catch((err: unknown) => console.warn('Pulse Storage: eviction failed', err));
    });
  }

  /** Stores `data` under key (and id) for `expires` ms (default 15 min; `null`: forever). */
  async save({ key, id, data, expires }: SaveParams): Promise<void> {
    const lifetime = expires === undefined ? this.defaultExpires : expires;
    if (lifetime !== null && !(Number.isFinite(lifetime) && lifetime >= 0)) {
      throw new RangeError(
        `Pulse Storage: expires must be a non-negative number or null, got ${lifetime}`,
      );
    }
    const composed = composeKey(key, id);
    await this.backend.set(composed, {
      data,
      expiresAt: lifetime === null ? null : this.now() + lifetime,
    });
    this.index.touch(composed);
  }

  /** The data under key (and id) if present and fresh, else `undefined`; drops an expired entry. */
  async read<T = unknown>({ key, id }: EntryAddress): Promise<T | undefined> {
    const found = await this.lookup(key, id);
    if (found.state === 'fresh') return found.data as T; // the caller names the type it saved
    if (found.state === 'expired') await this.remove({ key, id });
    return undefined;
  }

  /** Deletes the entry under key (and id). */
  async remove({ key, id }: EntryAddress): Promise<void> {
    const composed = composeKey(key, id);
    this.index.delete(composed);
    await this.backend.delete(composed);
  }

  /** Fresh data, else data from the key's sync function (see react-native-storage's `load`). */
  async load<T = unknown>(params: LoadParams): Promise<T> {
    const { key, id, autoSync = true, syncInBackground = true, syncParams } = params;
    const found = await this.lookup(key, id);
    if (found.state === 'fresh') return found.data as T; // the caller names the type it saved
    const syncFn = this.sync[key];
    if (found.state === 'missing') {
      if (autoSync && syncFn) return (await this.runSync(syncFn, key, id, syncParams)) as T;
      throw new NotFoundError(key, id);
    }
    if (!autoSync || !syncFn) throw new ExpiredError(key, id);
    if (!syncInBackground) return (await this.runSync(syncFn, key, id, syncParams)) as T;
    this.runSync(syncFn, key, id, syncParams).catch((err: unknown) =>
      console.warn(`Pulse Storage: background sync of "${composeKey(key, id)}" failed`, err),
    );
    return found.data as T;
  }

  private async lookup(key: string, id: string | undefined): Promise<Lookup> {
    const composed = composeKey(key, id);
    const entry: StoredEntry | undefined = await this.backend.get(composed);
    if (entry === undefined) {
      this.index.delete(composed);
      return { state: 'missing' };
    }
    // A hit marks the entry as recently used (and adopts entries persisted by an earlier session).
    this.index.touch(composed);
    return { state: isExpired(entry, this.now()) ? 'expired' : 'fresh', data: entry.data };
  }

  /** Runs the sync function once per identical concurrent request and saves its result. */
  private runSync(
    syncFn: SyncFn,
    key: string,
    id: string | undefined,
    syncParams: unknown,
  ): Promise<unknown> {
    const dedupeKey = requestKey(composeKey(key, id), syncParams);
    const running = dedupeKey === undefined ? undefined : this.pending.get(dedupeKey);
    if (running) return running;
    const task = (async () => {
      const data = await syncFn({ id, syncParams });
      await this.save({ key, id, data });
      return data;
    })();
    if (dedupeKey !== undefined) {
      this.pending.set(dedupeKey, task);
      const forget = () => {
        if (this.pending.get(dedupeKey) === task) this.pending.delete(dedupeKey);
      };
      task.then(forget, forget);
    }
    return task;
  }
}

/** Identity of a sync request; `undefined` when the params cannot be serialised (no sharing). */
function requestKey(composed: string, syncParams: unknown): string | undefined {
  try {
    return JSON.stringify([composed, syncParams ?? null]);
  } catch {
    return undefined;
  }
}
