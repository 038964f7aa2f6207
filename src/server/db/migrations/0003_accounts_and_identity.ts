import type { Kysely } from 'kysely';

/** Accounts, the embedded identity provider's state and keys, and ownership of data by accounts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(512)', (c) => c.notNull())
    // Units the account carries across devices; null until first merged from a device.
    .addColumn('temp_unit', 'integer')
    .addColumn('wind_unit', 'integer')
    .addColumn('pressure_unit', 'integer')
    .addColumn('rain_unit', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // oidc-provider's models (sessions, grants, codes, tokens, interactions), one row per id.
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('id', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'varchar(255)')
    .addColumn('user_code', 'varchar(255)')
    .addColumn('uid', 'varchar(255)')
    .addColumn('expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['type', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_grant')
    .on('oidc_payloads')
    .column('grant_id')
    .execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();

  // Generated keys kept across restarts and shared by every instance (e.g. the OIDC signing JWKS).
  await db.schema
    .createTable('app_keys')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('devices').addColumn('user_id', 'varchar(64)').execute();
  await db.schema.alterTable('favorite_locations').addColumn('user_id', 'varchar(64)').execute();
  await db.schema
    .createIndex('favorite_locations_user')
    .on('favorite_locations')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('favorite_locations_user').execute();
  await db.schema.alterTable('favorite_locations').dropColumn('user_id').execute();
  await db.schema.alterTable('devices').dropColumn('user_id').execute();
  await db.schema.dropTable('app_keys').execute();
  await db.schema.dropTable('oidc_payloads').execute();
  await db.schema.dropTable('users').execute();
}
