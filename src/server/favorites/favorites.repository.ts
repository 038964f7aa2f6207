import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, FavoriteLocationsTable } from '@/server/db/database';

/** A stored favourite. */
export type FavoriteRow = Selectable<FavoriteLocationsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** A device's favourites in position order. */
export function listFavoriteRows(db: Db, deviceId: string): Promise<FavoriteRow[]> {
  return db.selectFrom('favorite_locations').selectAll().where('device_id', '=', deviceId).orderBy('position').orderBy('created_at').execute();
}

/** Stores a favourite. */
export async function insertFavoriteRow(db: Db, row: FavoriteRow): Promise<void> {
  await db.insertInto('favorite_locations').values(row).execute();
}

/** Changes a favourite's station. */
export async function updateFavoriteStation(db: Db, id: string, station: string | null, defaultStation: string | null): Promise<void> {
  await db.updateTable('favorite_locations').set({ station, default_station_route_string: defaultStation }).where('id', '=', id).execute();
}

/** Deletes one favourite of a device; answers how many rows went. */
export async function deleteFavoriteRow(db: Db, deviceId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('favorite_locations').where('id', '=', id).where('device_id', '=', deviceId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rewrites positions to 0..n-1 in the given order (the caller runs it in a transaction). */
export async function writePositions(db: Db, orderedIds: readonly string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db.updateTable('favorite_locations').set({ position }).where('id', '=', id).execute();
  }
}
