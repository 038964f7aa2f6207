import '@/server/serverOnly';

import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/httpError';
import { findLocality } from '@/server/locations/locations.service';
import type { stationSchema } from '@/server/locations/location.schema';
import type { FavoriteLocation, Locality, Station } from '@/types/location';

import {
  deleteFavoriteRow,
  insertFavoriteRow,
  listFavoriteRows,
  lockOwner,
  updateFavoriteStation,
  writePositions,
  type FavoriteRow,
  type Owner,
} from './favorites.repository';

export type { Owner } from './favorites.repository';

/** A stored favourite as the API answers it. */
export function toFavorite(row: FavoriteRow): FavoriteLocation {
  return {
    Id: row.id,
    Position: row.position,
    Location: {
      Locality: JSON.parse(row.locality) as Locality,
      Station: row.station ? (JSON.parse(row.station) as Station) : null,
      DefaultStationRouteString: row.default_station_route_string,
    },
  };
}

/** The owner's favourites, positions 0..n-1. */
export async function listFavorites(
  db: Kysely<Database>,
  owner: Owner,
): Promise<FavoriteLocation[]> {
  return (await listFavoriteRows(db, owner)).map(toFavorite);
}

/**
 * Adds a place (read again from the gazetteer by its slug, so stored places are canonical) at
 * `position` (default: the end), shifting the others; refuses a place already saved.
 */
export async function createFavorite(
  db: Kysely<Database>,
  owner: Owner,
  input: {
    Locality: { SlugName: string };
    Station: z.infer<typeof stationSchema> | null;
    DefaultStationRouteString: string | null;
  },
  position?: number,
): Promise<FavoriteLocation> {
  const locality = await findLocality(input.Locality.SlugName);
  if (!locality) throw new HttpError(400, `Unknown location: ${input.Locality.SlugName}`);
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner);
    const rows = await listFavoriteRows(trx, owner);
    if (rows.some((r) => (JSON.parse(r.locality) as Locality).SlugName === locality.SlugName)) {
      throw new HttpError(409, `${locality.DisplayCompositeName} is already a favorite location`);
    }
    const row: FavoriteRow = {
      id: randomUUID(),
      device_id: owner.deviceId,
      user_id: owner.userId,
      position: rows.length,
      locality: JSON.stringify(locality),
      station: input.Station ? JSON.stringify(input.Station) : null,
      default_station_route_string: input.DefaultStationRouteString,
      created_at: new Date().toISOString(),
    };
    await insertFavoriteRow(trx, row);
    const order = rows.map((r) => r.id);
    order.splice(clamp(position ?? rows.length, 0, rows.length), 0, row.id);
    await writePositions(trx, order, positionsOf([...rows, row]));
    return toFavorite({ ...row, position: order.indexOf(row.id) });
  });
}

/** Why an update that changes the station is refused without the app instance id. */
export const STATION_CHANGE_NEEDS_APP_INSTANCE_ID =
  'appInstanceId is required to change the station of a favorite location';

/** The station a stored favourite names (id and route string), null for none. */
function stationKey(station: { StationId: string; RouteString?: string | null } | null): string {
  return station ? JSON.stringify([station.StationId, station.RouteString ?? null]) : 'null';
}

/**
 * Moves a favourite to a new position and/or changes its station, in one transaction. Changing
 * the station (another station, or another default station) needs `stationChange: true` (the
 * caller named its app instance id); without it such an update is refused with 400 and a mere
 * move keeps the stored station as it is.
 */
export async function updateFavorite(
  db: Kysely<Database>,
  owner: Owner,
  change: {
    Id: string;
    Position: number;
    Location: {
      Station: z.infer<typeof stationSchema> | null;
      DefaultStationRouteString: string | null;
    };
  },
  { stationChange = true }: { stationChange?: boolean } = {},
): Promise<FavoriteLocation> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner);
    const rows = await listFavoriteRows(trx, owner);
    const current = rows.find((r) => r.id === change.Id);
    if (!current) throw new HttpError(404, 'Favorite location not found');
    const station = change.Location.Station ? JSON.stringify(change.Location.Station) : null;
    const storedStation = current.station
      ? (JSON.parse(current.station) as z.infer<typeof stationSchema>)
      : null;
    const changesStation =
      stationKey(change.Location.Station) !== stationKey(storedStation) ||
      change.Location.DefaultStationRouteString !== current.default_station_route_string;
    if (changesStation && !stationChange) {
      throw new HttpError(400, STATION_CHANGE_NEEDS_APP_INSTANCE_ID);
    }
    if (
      stationChange &&
      (station !== current.station ||
        change.Location.DefaultStationRouteString !== current.default_station_route_string)
    ) {
      await updateFavoriteStation(
        trx,
        current.id,
        station,
        change.Location.DefaultStationRouteString,
      );
    }
    const order = rows.map((r) => r.id).filter((id) => id !== current.id);
    order.splice(clamp(change.Position, 0, order.length), 0, current.id);
    await writePositions(trx, order, positionsOf(rows));
    const updated = (await listFavoriteRows(trx, owner)).find((r) => r.id === current.id);
    if (!updated) throw new Error('favourite vanished inside its transaction');
    return toFavorite(updated);
  });
}

/** Deletes a favourite the device owns (its point must match), renumbering the rest from zero. */
export async function deleteFavorite(
  db: Kysely<Database>,
  owner: Owner,
  id: string,
  point: { latitude: number; longitude: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner);
    const rows = await listFavoriteRows(trx, owner);
    const target = rows.find((r) => r.id === id);
    if (!target) throw new HttpError(404, 'Favorite location not found');
    const locality = JSON.parse(target.locality) as Locality;
    if (
      Math.abs(locality.Latitude - point.latitude) > 1e-3 ||
      Math.abs(locality.Longitude - point.longitude) > 1e-3
    ) {
      throw new HttpError(
        400,
        'favoriteLocationLatitude and favoriteLocationLongitude do not match the favorite location',
      );
    }
    await deleteFavoriteRow(trx, owner, id);
    await writePositions(
      trx,
      rows.filter((r) => r.id !== id).map((r) => r.id),
      positionsOf(rows),
    );
  });
}

/** Each row's stored position, by id (writePositions skips the ones that stay). */
function positionsOf(rows: readonly FavoriteRow[]): ReadonlyMap<string, number> {
  return new Map(rows.map((r) => [r.id, r.position]));
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(Math.trunc(n), min), max);
}
