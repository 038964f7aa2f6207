import '@/server/serverOnly';

import path from 'node:path';
import { mkdirSync } from 'node:fs';

import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import { Migrator } from 'kysely/migration';
import { Pool } from 'pg';

import type { Database } from './database';
import { migrations } from './migrations';

/** Where the data lives: a PostgreSQL URL, or a SQLite file path (or ':memory:'). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

/** Picks PostgreSQL when a URL is given, else the SQLite file under the data directory. */
export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl };
  return { kind: 'sqlite', file: path.join(dataDir, 'weather.sqlite') };
}

/** How long a request waits for a new PostgreSQL connection before it fails (503). */
export const PG_CONNECT_TIMEOUT_MS = 2_000;

/** Opens a Kysely instance over the target (no migrations). */
export function openDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.kind === 'postgres') {
    const pool = new Pool({
      connectionString: target.url,
      max: 10,
      // A database that does not answer fails a request within its time rather than never.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    });
    // An idle connection that drops (the database restarts, the network is cut) is removed by the
    // pool, which then emits 'error': without a listener that would end the process. The next
    // request opens a new connection, so the service resumes by itself.
    pool.on('error', (err) => console.warn('database: an idle connection ended:', err.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.file !== ':memory:') mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/** How many compiled SQLite statements are kept (the site's queries are a few dozen texts). */
const SQLITE_STATEMENT_CACHE = 500;

/**
 * better-sqlite3 compiles a statement on every `prepare`, and Kysely prepares each query it runs:
 * about 2% of a page's server time. The site's SQL texts are a fixed set (values are parameters),
 * so each text is compiled once and its statement kept. SQLite re-prepares a kept statement by
 * itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: SQLITE_STATEMENT_CACHE });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
