import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';
import { Client } from 'pg';

import { migrateToLatest, openDatabase } from '@/server/db/connection';
import type { Database } from '@/server/db/database';

/** The advisory lock that test files take to create, migrate or drop their schema. */
const SCHEMA_LOCK = 727_001;

/** Runs `work` holding {@link SCHEMA_LOCK} on a connection of its own to the test server. */
async function underSchemaLock<T>(
  baseUrl: string,
  work: (admin: Client) => Promise<T>,
): Promise<T> {
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work(admin);
  } finally {
    await admin.end(); // ending the session releases the lock
  }
}

/** A migrated, empty database for one test file, and how to throw it away. */
export interface TestDatabase {
  db: Kysely<Database>;
  destroy: () => Promise<void>;
}

/** The engines to run data-layer tests on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * Opens a fresh database: in-memory SQLite, or a new schema on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped on destroy), so parallel test files never see each other's rows.
 */
export async function createTestDatabase(engine: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    return { db, destroy: () => db.destroy() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomUUID().replace(/-/g, '')}`;
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  const destroy = async () => {
    await db.destroy();
    await underSchemaLock(baseUrl, (admin) => admin.query(`DROP SCHEMA ${schema} CASCADE`));
  };
  // Kysely's migrator reads the tables of every schema of the database; a schema dropped by a test
  // file in another worker while it reads them fails the read. So schemas are created, migrated
  // and dropped one at a time across the workers.
  try {
    await underSchemaLock(baseUrl, async (admin) => {
      await admin.query(`CREATE SCHEMA ${schema}`);
      await migrateToLatest(db);
    });
  } catch (err) {
    await destroy(); // a failed migration leaves no schema behind
    throw err;
  }
  return { db, destroy };
}

/**
 * Runs the site's migrations again on a PostgreSQL test database, one worker at a time like its
 * first migration (the migrator reads every schema's tables, which another worker may be dropping).
 */
export async function migrateTestDatabaseAgain(db: Kysely<Database>): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  await underSchemaLock(baseUrl, () => migrateToLatest(db));
}

/** Stores an account of the embedded identity provider, with no units or privacy choices yet. */
export async function insertTestUser(
  db: Kysely<Database>,
  user: { id: string; email: string; name: string },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      ...user,
      password_hash: 'x',
      temp_unit: null,
      wind_unit: null,
      pressure_unit: null,
      rain_unit: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
