import type { Kysely } from 'kysely';

/**
 * The embedded remote-config service's template: one row per flag (its value is always a string,
 * as remote-config values are) and a single row counting template versions, raised by every change
 * so a client can tell whether what it holds is current. Plain portable types, as elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_flags')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('remote_config_template')
    // Always 1: the one template of the service's one namespace.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_config_template').execute();
  await db.schema.dropTable('remote_flags').execute();
}
