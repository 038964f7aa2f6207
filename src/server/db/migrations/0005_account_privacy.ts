import type { Kysely } from 'kysely';

/** Privacy opt-outs an account carries across devices: null until chosen, then 0 or 1. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('state_privacy_opt_out', 'integer').execute();
  await db.schema.alterTable('users').addColumn('limit_use_opt_out', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('limit_use_opt_out').execute();
  await db.schema.alterTable('users').dropColumn('state_privacy_opt_out').execute();
}
