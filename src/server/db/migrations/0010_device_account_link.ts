import type { Kysely } from 'kysely';

/**
 * The account link of a device is proven by the browser that made it: the link cookie
 * (`devices/accountLinkCookie.ts`) is a MAC of the device, its account and `link_generation`,
 * which every change of the link (a sign-in to another account, a sign-out) counts up, so a
 * proof made for an earlier link never proves a later one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('devices')
    .addColumn('link_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('link_generation').execute();
}
