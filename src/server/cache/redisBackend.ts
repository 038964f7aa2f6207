import { createClient } from 'redis';
import { z } from 'zod';

import type { StorageBackend, StoredEntry } from '@/lib/storage/types';

/** Prefix of every Pulse Storage key in Redis. */
export const REDIS_KEY_PREFIX = 'pulse:';

/** Options of `createRedisBackend`. */
export interface RedisBackendOptions {
  url: string;
  /** Key prefix; default `pulse:`. */
  prefix?: string;
  /** Give up connecting after this many ms; default 2000. */
  connectTimeoutMs?: number;
  /** Give up on one command after this many ms; default 1000. */
  commandTimeoutMs?: number;
  /** Connection name shown by CLIENT LIST; default `pulse-storage`. */
  clientName?: string;
  /** Clock for the remaining lifetime (PX); default `Date.now`. */
  now?: () => number;
}

/** A Redis-backed `StorageBackend` that can be closed (so that a process or a test can exit). */
export interface RedisStorageBackend extends StorageBackend {
  close(): Promise<void>;
}

const entrySchema = z.object({ data: z.unknown(), expiresAt: z.number().nullable() });

function buildClient(options: RedisBackendOptions) {
  return createClient({
    url: options.url,
    name: options.clientName ?? 'pulse-storage',
    socket: { connectTimeout: options.connectTimeoutMs ?? 2000, reconnectStrategy: false },
    disableOfflineQueue: true,
    commandOptions: { timeout: options.commandTimeoutMs ?? 1000 },
  });
}

type Client = ReturnType<typeof buildClient>;

/**
 * A `StorageBackend` over node-redis: JSON values under `pulse:<key>`, PX set to the remaining
 * lifetime. Connects lazily on first use; a dropped connection is replaced on the next call
 * (no background reconnect loop, no offline queue: a dead Redis fails fast).
 */
export function createRedisBackend(options: RedisBackendOptions): RedisStorageBackend {
  const prefix = options.prefix ?? REDIS_KEY_PREFIX;
  const now = options.now ?? Date.now;
  let current: Promise<Client> | undefined;

  async function connect(): Promise<Client> {
    const client = buildClient(options);
    // Without a listener an 'error' event would crash the process; failures reach callers anyway.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (err) {
      if (client.isOpen) client.destroy();
      throw err;
    }
  }

  async function ready(): Promise<Client> {
    for (let attempt = 0; attempt < 2; attempt++) {
      current ??= connect();
      const pending = current;
      let client: Client;
      try {
        client = await pending;
      } catch (err) {
        if (current === pending) current = undefined;
        throw err;
      }
      if (client.isReady) return client;
      // The connection dropped since: replace it once, for every caller waiting on it.
      if (current === pending) {
        current = undefined;
        if (client.isOpen) client.destroy();
      }
    }
    throw new Error('Pulse Storage: Redis connection is not ready');
  }

  return {
    async get(key) {
      const raw = await (await ready()).get(prefix + key);
      if (raw === null) return undefined;
      try {
        const parsed = entrySchema.safeParse(JSON.parse(raw));
        return parsed.success ? (parsed.data as StoredEntry) : undefined;
      } catch {
        return undefined; // not JSON: not ours, treat as missing
      }
    },
    async set(key, entry) {
      const client = await ready();
      const value = JSON.stringify({ data: entry.data, expiresAt: entry.expiresAt });
      if (entry.expiresAt === null) {
        await client.set(prefix + key, value);
        return;
      }
      const remaining = Math.ceil(entry.expiresAt - now());
      if (remaining <= 0) await client.del(prefix + key);
      else await client.set(prefix + key, value, { expiration: { type: 'PX', value: remaining } });
    },
    async delete(key) {
      await (await ready()).del(prefix + key);
    },
    async close() {
      const pending = current;
      current = undefined;
      const client = await pending?.catch(() => undefined);
      if (client?.isOpen) await client.close();
    },
  };
}
