import type { Kysely } from 'kysely';

/**
 * Web Push: a device's subscriptions to a place's alerts (one per device and place; the account's
 * id when it was made signed in), the alerts already sent to each (the unique pair is what makes
 * "never twice" hold across instances), and lease rows so one instance of a fleet runs a
 * background job at a time. Times are ISO strings; a lease's expiry is epoch milliseconds (bigint)
 * so instances compare it in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('endpoint', 'varchar(2048)', (c) => c.notNull())
    .addColumn('p256dh', 'varchar(256)', (c) => c.notNull())
    .addColumn('auth', 'varchar(64)', (c) => c.notNull())
    .addColumn('place_slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('place_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)')
    // Null until the sender first read the place's alerts for it: those are not "new".
    .addColumn('primed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('push_subscriptions_device_place', ['device_id', 'place_slug'])
    .execute();
  await db.schema
    .createIndex('push_subscriptions_place')
    .on('push_subscriptions')
    .column('place_slug')
    .execute();
  await db.schema
    .createTable('push_sent')
    .addColumn('subscription_id', 'varchar(64)', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('alert_id', 'varchar(300)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_sent_pk', ['subscription_id', 'alert_id'])
    .execute();
  await db.schema.createIndex('push_sent_sent_at').on('push_sent').column('sent_at').execute();
  await db.schema
    .createTable('leases')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(100)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leases').execute();
  await db.schema.dropTable('push_sent').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
