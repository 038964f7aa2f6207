import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';

import type { Database, DevicesTable } from '@/server/db/database';

/** A stored device. */
export type DeviceRow = Selectable<DevicesTable>;

/** The device with this id, if any. */
export function findDevice(db: Kysely<Database>, id: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Units a new device starts with (the columns' defaults). */
const DEFAULT_UNIT_COLUMNS = { temp_unit: 1, wind_unit: 1, pressure_unit: 1, rain_unit: 1 };

/** A new device's row: default units (1), no choices, no account, no active location. */
export function newDeviceRow(device: { id: string; language: string; now: string }): DeviceRow {
  return {
    id: device.id,
    language: device.language,
    active_location: null,
    ...DEFAULT_UNIT_COLUMNS,
    state_privacy_opt_out: null,
    limit_use_opt_out: null,
    gpc_signal: null,
    user_id: null,
    link_generation: 0,
    created_at: device.now,
    updated_at: device.now,
  };
}

/** Stores a device row unless its id is stored already (then the stored row stays as it is). */
export async function insertDeviceIfAbsent(db: Kysely<Database>, row: DeviceRow): Promise<void> {
  await db
    .insertInto('devices')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
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
