import '@/server/serverOnly';

import path from 'node:path';
import { mkdirSync } from 'node:fs';

import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  sql,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import { Migrator } from 'kysely/migration';
import { Client, Pool, type ClientConfig, type PoolClient } from 'pg';

import type { Database } from './database';
import { migrations } from './migrations';

/** Where the data lives: a PostgreSQL URL, or a SQLite file path (or ':memory:'). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

/** Picks PostgreSQL when a URL is given, else the SQLite file under the data directory. */
export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl };
  return { kind: 'sqlite', file: path.join(dataDir, 'weather.sqlite') };
}

/**
 * Time limits of the site's database work, sized so that a page meets a stalled or locked
 * database with a 503 within 3 s (its upstream budget) rather than waiting with it:
 * - a new connection completes its handshake within `PG_CONNECT_TIMEOUT_MS`;
 * - when all `PG_POOL_SIZE` connections are busy, a request waits its turn at most
 *   `PG_POOL_WAIT_MS`: an instance under load queues its database work rather than failing it as
 *   "unavailable" (each statement on a busy connection ends within `PG_QUERY_TIMEOUT_MS` even when
 *   the database stalls, so the wait is long only while statements are being served, slowly);
 * - the server cancels a statement after `PG_STATEMENT_TIMEOUT_MS` (`statement_timeout`) and a
 *   wait for a lock after `PG_LOCK_TIMEOUT_MS` (`lock_timeout`);
 * - the client gives up on an answer after `PG_QUERY_TIMEOUT_MS` (a stalled network, where the
 *   server's own limit cannot reach us), and that connection is closed rather than reused;
 * - a transaction left idle is ended after `PG_IDLE_IN_TRANSACTION_TIMEOUT_MS`.
 * The site's statements take milliseconds; migrations run on a connection without these limits.
 */
export const PG_CONNECT_TIMEOUT_MS = 1_000;
export const PG_POOL_SIZE = 10;
export const PG_POOL_WAIT_MS = 5_000;
export const PG_STATEMENT_TIMEOUT_MS = 1_000;
export const PG_LOCK_TIMEOUT_MS = 800;
export const PG_QUERY_TIMEOUT_MS = 1_500;
export const PG_IDLE_IN_TRANSACTION_TIMEOUT_MS = 5_000;

/**
 * How long SQLite waits for another process's write lock (the content importer, a CLI) before
 * SQLITE_BUSY (a 503). better-sqlite3 waits synchronously, so this stays short.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 1_000;

/** Options of `openDatabase`. */
export interface OpenOptions {
  /**
   * Without the statement, lock and read time limits: for migrations, which may rewrite a large
   * table, and run once at start.
   */
  unlimited?: boolean;
}

/**
 * node-postgres's client with its handshake limited to PG_CONNECT_TIMEOUT_MS, whatever its pool
 * passes (the pool hands each client its own options, whose limit is the longer queue wait).
 */
class HandshakeLimitedClient extends Client {
  constructor(config?: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
  }
}

/** Opens a Kysely instance over the target (no migrations). */
export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Kysely<Database> {
  if (target.kind === 'postgres') {
    const limits = options.unlimited
      ? {}
      : {
          statement_timeout: PG_STATEMENT_TIMEOUT_MS,
          lock_timeout: PG_LOCK_TIMEOUT_MS,
          query_timeout: PG_QUERY_TIMEOUT_MS,
          idle_in_transaction_session_timeout: PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        };
    const pool = new Pool({
      connectionString: target.url,
      max: options.unlimited ? 1 : PG_POOL_SIZE,
      // The wait for a turn; each new connection's handshake has its own, shorter limit.
      connectionTimeoutMillis: PG_POOL_WAIT_MS,
      Client: HandshakeLimitedClient,
      ...limits,
    });
    // An idle connection that drops (the database restarts, the network is cut) is removed by the
    // pool, which then emits 'error': without a listener that would end the process. The next
    // request opens a new connection, so the service resumes by itself.
    pool.on('error', (err) => console.warn('database: an idle connection ended:', err.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: closingTimedOut(pool) }) });
  }
  if (target.file !== ':memory:') mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/**
 * The pool as Kysely sees it, where a connection whose answer did not come in time (the client's
 * `query_timeout`) is closed when released: its query is still in flight, and a stalled
 * connection put back in the pool would stall the next request too.
 */
function closingTimedOut(pool: Pool): PostgresPool {
  const { Client, options } = pool as unknown as Pick<PostgresPool, 'Client' | 'options'>;
  return {
    // Kysely cancels an aborted query through a control connection made with these.
    Client,
    options,
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let stalled = false;
      const query = ((...args: Parameters<PoolClient['query']>) => {
        const result: unknown = Reflect.apply(client.query, client, args);
        if (result instanceof Promise)
          return result.catch((err: unknown) => {
            if (err instanceof Error && err.message === 'Query read timeout') stalled = true;
            throw err;
          });
        return result;
      }) as PostgresPoolClient['query'];
      return {
        // Kysely names the backend to cancel by it (undocumented in pg's types).
        processID: (client as { processID?: number }).processID,
        query,
        release: () => client.release(stalled || undefined),
      };
    },
  };
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

/**
 * On PostgreSQL, the schema the site's tables go to (the first of the connection's search_path);
 * undefined on SQLite, which has one.
 */
async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  return rows[0]?.schema ?? undefined;
}

/**
 * Applies every pending migration; throws with the failing migration's name. On PostgreSQL the
 * migrations' own bookkeeping tables are looked for in the site's schema: without a schema Kysely
 * takes them from any schema of the database, so another schema's (a second site, a test's) made
 * it skip creating the site's own and then fail to find them.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
