import '@/server/serverOnly';

import type { Kysely } from 'kysely';

import { getConfig } from '@/server/config';

import { databaseTarget, migrateToLatest, openDatabase } from './connection';
import type { Database } from './database';

export type { Database } from './database';

const globalForDb = globalThis as unknown as { __weatherDb?: Promise<Kysely<Database>> };

/**
 * The process-wide database, opened and migrated on first use. Kept on globalThis so Next's
 * separate server bundles (pages, API routes, instrumentation) share one pool.
 */
export function getDb(): Promise<Kysely<Database>> {
  globalForDb.__weatherDb ??= (async () => {
    const config = getConfig();
    const db = openDatabase(databaseTarget(config.env.DATABASE_URL, config.dataDir));
    await migrateToLatest(db);
    return db;
  })().catch((err: unknown) => {
    delete globalForDb.__weatherDb;
    throw err;
  });
  return globalForDb.__weatherDb;
}
