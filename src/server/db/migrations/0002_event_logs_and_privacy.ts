import type { Kysely } from 'kysely';

/** Event logs received by the embedded provider, and the visitor's privacy choices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_logs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'varchar(128)', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('device_id', 'varchar(64)')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_logs_type_ts')
    .on('event_logs')
    .columns(['type', 'ts'])
    .execute();

  await db.schema.alterTable('devices').addColumn('state_privacy_opt_out', 'integer').execute();
  await db.schema.alterTable('devices').addColumn('limit_use_opt_out', 'integer').execute();
  await db.schema.alterTable('devices').addColumn('gpc_signal', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('gpc_signal').execute();
  await db.schema.alterTable('devices').dropColumn('limit_use_opt_out').execute();
  await db.schema.alterTable('devices').dropColumn('state_privacy_opt_out').execute();
  await db.schema.dropTable('event_logs').execute();
}
