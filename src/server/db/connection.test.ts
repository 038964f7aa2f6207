import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import {
  createTestDatabase,
  migrateTestDatabaseAgain,
  testEngines,
  type TestDatabase,
} from '@tests/utils/testDatabases';

import {
  databaseTarget,
  migrateToLatest,
  openDatabase,
  SQLITE_BUSY_TIMEOUT_MS,
} from './connection';

describe('databaseTarget', () => {
  it('uses PostgreSQL when a URL is given and the SQLite file under the data directory otherwise', () => {
    expect(databaseTarget('postgres://h/db', '/d')).toEqual({
      kind: 'postgres',
      url: 'postgres://h/db',
    });
    expect(databaseTarget(undefined, '/d')).toEqual({
      kind: 'sqlite',
      file: path.join('/d', 'weather.sqlite'),
    });
  });
});

describe('SQLite file database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'weather-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file in WAL mode with a busy timeout, and migrating twice is harmless', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'nested', 'w.sqlite') });
    await migrateToLatest(db);
    await migrateToLatest(db);
    const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    const timeout = await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(timeout.rows[0]?.timeout).toBe(SQLITE_BUSY_TIMEOUT_MS);
    await db.destroy();
  });
});

describe.each(testEngines)('migrated schema on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());

  const now = new Date().toISOString();

  it('stores a device with unit defaults of 1 and its favourites', async () => {
    await t.db
      .insertInto('devices')
      .values({
        id: 'dev-1',
        language: 'en-US',
        active_location: null,
        state_privacy_opt_out: null,
        limit_use_opt_out: null,
        gpc_signal: null,
        user_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('favorite_locations')
      .values({
        id: 'fav-1',
        device_id: 'dev-1',
        position: 0,
        locality: '{}',
        station: null,
        default_station_route_string: null,
        user_id: null,
        created_at: now,
      })
      .execute();
    const device = await t.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', 'dev-1')
      .executeTakeFirstOrThrow();
    expect([device.temp_unit, device.wind_unit, device.pressure_unit, device.rain_unit]).toEqual([
      1, 1, 1, 1,
    ]);
    const favs = await t.db
      .selectFrom('favorite_locations')
      .select('id')
      .where('device_id', '=', 'dev-1')
      .execute();
    expect(favs).toEqual([{ id: 'fav-1' }]);
  });

  it('refuses a favourite for an unknown device (foreign key)', async () => {
    await expect(
      t.db
        .insertInto('favorite_locations')
        .values({
          id: 'fav-x',
          device_id: 'nobody',
          position: 0,
          locality: '{}',
          station: null,
          default_station_route_string: null,
          user_id: null,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('deletes a device’s favourites with the device', async () => {
    await t.db.deleteFrom('devices').where('id', '=', 'dev-1').execute();
    const favs = await t.db.selectFrom('favorite_locations').select('id').execute();
    expect(favs).toEqual([]);
  });
});

// Runs against a real PostgreSQL (TEST_DATABASE_URL, which CI sets), where schemas exist.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('migrating a PostgreSQL schema beside another migrated one', () => {
  it("creates the site's own migration tables, not taking another schema's for them", async () => {
    const other = await createTestDatabase('postgres');
    try {
      const site = await createTestDatabase('postgres');
      try {
        await migrateTestDatabaseAgain(site.db);
        const { rows } = await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_name like 'kysely_migration%'
          order by table_name`.execute(site.db);
        expect(rows.map((r) => r.name)).toEqual(['kysely_migration', 'kysely_migration_lock']);
      } finally {
        await site.destroy();
      }
    } finally {
      await other.destroy();
    }
  });
});
