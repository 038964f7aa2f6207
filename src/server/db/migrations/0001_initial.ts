import type { Kysely } from 'kysely';

/** Devices and their favourite locations; portable across SQLite and PostgreSQL (text ids, text JSON). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('language', 'varchar(16)', (c) => c.notNull().defaultTo('en-US'))
    .addColumn('active_location', 'text')
    .addColumn('temp_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('wind_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pressure_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rain_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('favorite_locations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('device_id', 'varchar(64)', (c) =>
      c.notNull().references('devices.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('station', 'text')
    .addColumn('default_station_route_string', 'varchar(256)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('favorite_locations_device_position')
    .on('favorite_locations')
    .columns(['device_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorite_locations').execute();
  await db.schema.dropTable('devices').execute();
}
