import type { Kysely } from 'kysely';

/** Field measurements of Core Web Vitals sent by browsers (POST /web2/api/vitals). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_vitals')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('page_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('path', 'varchar(256)', (c) => c.notNull())
    .addColumn('metric', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('rating', 'varchar(24)', (c) => c.notNull())
    .addColumn('navigation_type', 'varchar(24)', (c) => c.notNull())
    .addColumn('device_class', 'varchar(8)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('web_vitals_day_page_metric')
    .on('web_vitals')
    .columns(['day', 'page_type', 'metric'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vitals').execute();
}
