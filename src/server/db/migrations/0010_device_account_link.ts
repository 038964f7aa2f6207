import type { Kysely } from 'kysely';

/**
 * The account link of a device is proven by the browser that made it: `link_hash` is the SHA-256
 * of the secret in that browser's link cookie (`devices/accountLinkCookie.ts`), written with the
 * link at sign-in and cleared with it at sign-out. Null for a device no sign-in linked since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').addColumn('link_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('link_hash').execute();
}
