import '@/server/serverOnly';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';

/**
 * Takes or renews the lease `name` for `holder` until `now + ttlMs`: true when `holder` holds it
 * afterwards. A lease held by another instance is taken over only once it has expired, so one
 * instance of a fleet runs the job at a time, and a crashed holder is replaced after its expiry.
 * Two statements, each atomic on both engines: create the row if there is none, then move it to
 * `holder` only where it is already `holder`'s or has expired.
 */
export async function acquireLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  const expiresAt = now + ttlMs;
  await db
    .insertInto('leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('leases')
    .set({ holder, expires_at: expiresAt })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives the lease up (the instance stops), so another takes over at once. */
export async function releaseLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}
