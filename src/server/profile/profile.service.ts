import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';
import { findDevice, updateDevice } from '@/server/devices/devices.repository';
import { activeLocationOf, ownerOf, resolveDevice } from '@/server/devices/devices.service';
import {
  buildUserState,
  encodeUserState,
  USER_STATE_COOKIE,
} from '@/server/devices/userStateCookie';
import { listFavorites } from '@/server/favorites/favorites.service';
import { setCookie, THIRTY_YEARS_S } from '@/server/http/cookies';
import { requestIp } from '@/server/http/headers';
import { HttpError } from '@/server/http/httpError';
import { buildLocation, findLocality, localityForIp } from '@/server/locations/locations.service';
import { unitsFor, unitSystemForRain, type ApiUnitValues } from '@/server/units/units.service';
import type { UserProfile } from '@/types/location';

import { isBot, osOf } from './userAgent';

type Req = Pick<IncomingMessage, 'headers' | 'socket'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

/**
 * The visitor's profile, for GET /web2/api/user/profile and server rendering alike.
 * Makes the device on first visit; `location` (a slug) and `station` (a route string) make that
 * place the active location; without them the stored active location, else the IP's place.
 * Sets the user-state cookie.
 */
export async function getUserProfile(
  db: Kysely<Database>,
  req: Req,
  res: Res,
  query: { location?: string; station?: string } = {},
): Promise<UserProfile> {
  return (await getVisitor(db, req, res, query)).profile;
}

/** The profile plus the device's units in the units API's shape (server rendering needs both). */
export async function getVisitor(
  db: Kysely<Database>,
  req: Req,
  res: Res,
  query: { location?: string; station?: string } = {},
): Promise<{ profile: UserProfile; units: ApiUnitValues; userId: string | null }> {
  const device = await resolveDevice(db, req, res);
  const stored = activeLocationOf(device);
  let locality;
  let station: string | null;
  if (query.location) {
    locality = await findLocality(query.location);
    if (!locality) throw new HttpError(404, `Unknown location: ${query.location}`);
    station = query.station ?? (stored?.slug === locality.SlugName ? stored.station : null);
  } else {
    locality = stored ? await findLocality(stored.slug) : null;
    locality ??= await localityForIp(requestIp(req));
    station = locality.SlugName === stored?.slug ? stored.station : null;
  }
  if (stored?.slug !== locality.SlugName || stored.station !== station) {
    await updateDevice(db, device.id, {
      active_location: JSON.stringify({ slug: locality.SlugName, station }),
    });
  }
  const [active, favorites] = await Promise.all([
    buildLocation(locality, station),
    listFavorites(db, ownerOf(device)),
  ]);
  const state = buildUserState(
    device.id,
    {
      cityId: locality.CityId,
      slug: locality.SlugName,
      station: active.Station?.RouteString ?? null,
      defaultStation: active.DefaultStationRouteString,
    },
    favorites,
  );
  setCookie(req, res, {
    name: USER_STATE_COOKIE,
    value: encodeUserState(state),
    maxAge: THIRTY_YEARS_S,
  });
  const ua = req.headers['user-agent'];
  const { os, version } = osOf(ua);
  const units = await unitsFor(db, device);
  const profile: UserProfile = {
    DeviceId: device.id,
    Language: device.language,
    IsBot: isBot(ua),
    ActiveLocation: active,
    FavoriteLocations: favorites,
    Units: unitSystemForRain(units.unitval),
    TempUnit: units.tempUnitVal,
    WindUnit: units.windUnitVal,
    PressureUnit: units.pressureUnitVal,
    AgeValue: null,
    GenderValue: null,
    Os: os,
    OsVersion: version,
  };
  return { profile, units, userId: device.user_id };
}

/**
 * Rewrites the user-state cookie from what the database now holds; every favourite write calls
 * it, so the cookie never lags behind the server (a station change updates it).
 */
export async function refreshUserStateCookie(
  db: Kysely<Database>,
  req: Req,
  res: Res,
  deviceId: string,
): Promise<void> {
  const device = await findDevice(db, deviceId);
  if (!device) return;
  const stored = activeLocationOf(device);
  const locality = stored ? await findLocality(stored.slug) : null;
  const active = locality ? await buildLocation(locality, stored?.station ?? null) : null;
  const favorites = await listFavorites(db, ownerOf(device));
  const state = buildUserState(
    deviceId,
    locality && active
      ? {
          cityId: locality.CityId,
          slug: locality.SlugName,
          station: active.Station?.RouteString ?? null,
          defaultStation: active.DefaultStationRouteString,
        }
      : null,
    favorites,
  );
  setCookie(req, res, {
    name: USER_STATE_COOKIE,
    value: encodeUserState(state),
    maxAge: THIRTY_YEARS_S,
  });
}
