import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';

import type { Database, DevicesTable } from '@/server/db/database';

/** A stored device. */
export type DeviceRow = Selectable<DevicesTable>;

/** The device with this id, if any. */
export function findDevice(db: Kysely<Database>, id: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a new device with default units (1) and no choices yet. */
export async function insertDevice(
  db: Kysely<Database>,
  id: string,
  language: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('devices')
    .values({
      id,
      language,
      active_location: null,
      state_privacy_opt_out: null,
      limit_use_opt_out: null,
      gpc_signal: null,
      user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Changes some of a device's columns. */
export async function updateDevice(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  patch: Omit<Updateable<DevicesTable>, 'id' | 'created_at'>,
): Promise<void> {
  await db
    .updateTable('devices')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
