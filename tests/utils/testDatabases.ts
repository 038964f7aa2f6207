import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';
import { Client } from 'pg';

import { migrateToLatest, openDatabase } from '@/server/db/connection';
import type { Database } from '@/server/db/database';

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
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    destroy: async () => {
      await db.destroy();
      const cleanup = new Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
