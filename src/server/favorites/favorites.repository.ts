import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, FavoriteLocationsTable } from '@/server/db/database';
import { lockRowForWrite } from '@/server/db/rowLock';

/** A stored favourite. */
export type FavoriteRow = Selectable<FavoriteLocationsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whose favourites: the signed-in account's (wherever they were saved), else the device's own.
 * The device is proven by its signed cookie; the account by the device's verified sign-in.
 */
export interface Owner {
  deviceId: string;
  userId: string | null;
}

/**
 * Holds the owner's row (the account's, else the device's) until the transaction ends, so the
 * owner's favourite writes (two tabs, a double click) each see the list the one before left.
 */
export function lockOwner(trx: Transaction<Database>, owner: Owner): Promise<void> {
  return owner.userId
    ? lockRowForWrite(trx, 'users', owner.userId)
    : lockRowForWrite(trx, 'devices', owner.deviceId);
}

/** The owner's favourites in position order. */
export function listFavoriteRows(db: Db, owner: Owner): Promise<FavoriteRow[]> {
  const query = db.selectFrom('favorite_locations').selectAll();
  const owned = owner.userId
    ? query.where('user_id', '=', owner.userId)
    : query.where('device_id', '=', owner.deviceId).where('user_id', 'is', null);
  return owned.orderBy('position').orderBy('created_at').execute();
}

/** Stores a favourite. */
export async function insertFavoriteRow(db: Db, row: FavoriteRow): Promise<void> {
  await db.insertInto('favorite_locations').values(row).execute();
}

/** Changes a favourite's station. */
export async function updateFavoriteStation(
  db: Db,
  id: string,
  station: string | null,
  defaultStation: string | null,
): Promise<void> {
  await db
    .updateTable('favorite_locations')
    .set({ station, default_station_route_string: defaultStation })
    .where('id', '=', id)
    .execute();
}

/** Deletes one favourite of the owner; answers how many rows went. */
export async function deleteFavoriteRow(db: Db, owner: Owner, id: string): Promise<number> {
  const query = db.deleteFrom('favorite_locations').where('id', '=', id);
  const owned = owner.userId
    ? query.where('user_id', '=', owner.userId)
    : query.where('device_id', '=', owner.deviceId).where('user_id', 'is', null);
  const result = await owned.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Rewrites positions to 0..n-1 in the given order (the caller runs it in a transaction), skipping
 * the rows `current` says are already there: appending to a long list writes one row, not all.
 */
export async function writePositions(
  db: Db,
  orderedIds: readonly string[],
  current: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    if (current.get(id) === position) continue;
    await db.updateTable('favorite_locations').set({ position }).where('id', '=', id).execute();
  }
}
