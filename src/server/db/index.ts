import '@/server/serverOnly';

import type { Kysely } from 'kysely';

import { getConfig } from '@/server/config';
import { onShutdown } from '@/server/lifecycle';

import { databaseTarget, migrateToLatest, openDatabase, type DatabaseTarget } from './connection';
import type { Database } from './database';

export type { Database } from './database';

const globalForDb = globalThis as unknown as { __weatherDb?: Promise<Kysely<Database>> };

/**
 * The process-wide database, opened and migrated on first use. Kept on globalThis so Next's
 * separate server bundles (pages, API routes, instrumentation) share one pool. When the database
 * cannot be reached the promise is dropped, so the next caller tries again (nothing is left open).
 */
export function getDb(): Promise<Kysely<Database>> {
  globalForDb.__weatherDb ??= openMigrated(
    databaseTarget(getConfig().env.DATABASE_URL, getConfig().dataDir),
  ).then(
    (db) => {
      // Closed when the server stops, after the last request (server.mts).
      onShutdown(() => db.destroy());
      return db;
    },
    (err: unknown) => {
      delete globalForDb.__weatherDb;
      throw err;
    },
  );
  return globalForDb.__weatherDb;
}

/**
 * Migrates the database and opens the site's pool. On PostgreSQL the migrations run on a
 * connection of their own without the site's time limits (they may rewrite a large table), closed
 * afterwards; the migrator takes an advisory lock, so instances starting together migrate once.
 * SQLite migrates on the site's own connection (an in-memory database is one connection).
 */
async function openMigrated(target: DatabaseTarget): Promise<Kysely<Database>> {
  if (target.kind === 'sqlite') {
    const db = openDatabase(target);
    try {
      await migrateToLatest(db);
    } catch (err) {
      await db.destroy();
      throw err;
    }
    return db;
  }
  const migrations = openDatabase(target, { unlimited: true });
  try {
    await migrateToLatest(migrations);
  } finally {
    await migrations.destroy();
  }
  return openDatabase(target);
}
