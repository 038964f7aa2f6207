import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';
import { withProvenLink } from '@/server/devices/accountLinkCookie';
import { findDevice, updateDevice } from '@/server/devices/devices.repository';
import {
  activeLocationOf,
  isPrefetch,
  ownerOf,
  requestLanguage,
  visitorDevice,
} from '@/server/devices/devices.service';
import {
  buildUserState,
  encodeUserState,
  USER_STATE_COOKIE,
} from '@/server/devices/userStateCookie';
import { listFavorites } from '@/server/favorites/favorites.service';
import { readCookies, setCookie, THIRTY_YEARS_S } from '@/server/http/cookies';
import { clientAddress } from '@/server/http/forwarded';
import { privacyChoicesOf, type PrivacyChoices } from '@/server/privacy/privacy.service';
import { writeStoredPrivacyChoices } from '@/server/privacy/privacyCookie';
import { HttpError, upstreamHttpError } from '@/server/http/httpError';
import { buildLocation, findLocality, localityForIp } from '@/server/locations/locations.service';
import {
  DEFAULT_UNITS,
  unitsFor,
  unitSystemForRain,
  type ApiUnitValues,
} from '@/server/units/units.service';
import type { Locality, UserProfile } from '@/types/location';

import { isBot, osOf } from './userAgent';

type Req = Pick<IncomingMessage, 'headers' | 'socket'> & { method?: string | undefined };
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

/**
 * The visitor's profile, for GET /web2/api/user/profile and server rendering alike.
 * Gives a first interactive visit its device id and cookie, stored by the device's first write
 * (never for a crawler, a HEAD or a prefetch, which get the same profile without a device:
 * DeviceId '', no favourites, default units); reading writes nothing but a changed active place
 * of a stored device, and a prefetch not even that;
 * `location` (a slug) and `station` (a route string) make that place the active location; without
 * them the stored active location, else the IP's place. Sets the user-state cookie of a device
 * when its value changed or the device cookie is written.
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
  options: {
    /**
     * When the visitor's place (stored or by IP) cannot be read because the provider is down, go
     * on without one (no active place) instead of failing: for pages whose content does not
     * depend on the place (news, legal, the sitemap's frame).
     */
    placeOptional?: boolean;
  } = {},
): Promise<{
  profile: UserProfile;
  units: ApiUnitValues;
  userId: string | null;
  /** The device's privacy choices (its account's where signed in); null without a device. */
  privacy: PrivacyChoices | null;
}> {
  const visit = await visitorDevice(db, req, res);
  const device = visit?.row ?? null;
  const stored = device ? activeLocationOf(device) : null;
  // A device not stored yet has no favourites (its first favourite stores it).
  const favorites = visit?.stored ? await listFavorites(db, ownerOf(visit.row)) : [];
  /**
   * The station a place shows without one in the request: its favourite's chosen station, else
   * the one the active place kept (the same place only), else none (the nearest).
   */
  const keptStation = (slug: string): string | null =>
    favorites.find((f) => f.Location.Locality.SlugName === slug)?.Location.Station?.RouteString ??
    (stored?.slug === slug ? stored.station : null);
  let locality: Locality | null;
  let station: string | null;
  if (query.location) {
    locality = await findLocality(query.location);
    if (!locality) throw new HttpError(404, `Unknown location: ${query.location}`);
    station = query.station ?? keptStation(locality.SlugName);
  } else {
    try {
      locality = stored ? await findLocality(stored.slug) : null;
      locality ??= await localityForIp(clientAddress(req));
    } catch (err) {
      if (!options.placeOptional || !upstreamHttpError(err)) throw err;
      console.warn('visitor place unavailable, rendering without it:', (err as Error).message);
      locality = null;
    }
    station = locality ? keptStation(locality.SlugName) : null;
  }
  const activeLocation = locality ? { slug: locality.SlugName, station } : null;
  // A prefetch (the service worker keeping a favourite's page for offline reading) shows the page
  // of its place without making it the visitor's place: nothing below is written for it.
  const visited = !isPrefetch(req);
  // A stored device keeps its active location in its row, written only when it changes; a device
  // not stored yet keeps it in the user-state cookie (written below), so a page view by a new
  // visitor writes nothing to the database.
  if (
    visited &&
    visit?.stored &&
    activeLocation &&
    (stored?.slug !== activeLocation.slug || stored.station !== station)
  ) {
    await updateDevice(db, visit.row.id, { active_location: JSON.stringify(activeLocation) });
  }
  const active = locality ? await buildLocation(locality, station) : null;
  // Without the place (provider down) the user-state cookie keeps what it had.
  if (visited && device && locality && active) {
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
    // Written when it changed, and whenever the device cookie is (so the two are renewed together
    // before browsers drop them); a page view that changes nothing sends no copy of it back. (So a
    // change to its attributes alone reaches a visitor with the monthly renewal, not at once.)
    const value = encodeUserState(state);
    if (visit?.cookieWritten || readCookies(req)[USER_STATE_COOKIE] !== value) {
      setUserStateCookie(res, value);
    }
  }
  const ua = req.headers['user-agent'];
  const { os, version } = osOf(ua);
  const [units, privacy] = device
    ? await Promise.all([unitsFor(db, device), privacyChoicesOf(db, device)])
    : [DEFAULT_UNITS, null];
  // The privacy cookie (3 years, read by page scripts) is renewed with the device cookie, from the
  // stored choices, so an opt-out outlasts the 400 days browsers keep a cookie for a visitor who
  // keeps coming.
  if (privacy && visit?.cookieWritten) writeStoredPrivacyChoices(req, res, privacy);
  const profile: UserProfile = {
    DeviceId: device?.id ?? '',
    Language: device?.language ?? requestLanguage(req),
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
  return { profile, units, userId: device?.user_id ?? null, privacy };
}

/**
 * Rewrites the user-state cookie from what the database now holds; every favourite write calls
 * it, so the cookie never lags behind the server (a station change updates it). The device's
 * account counts when the request proves its link, or when this very response made it
 * (`linkJustMade`: its link cookie is in the answer, not yet in the request).
 */
export async function refreshUserStateCookie(
  db: Kysely<Database>,
  req: Req,
  res: Res,
  deviceId: string,
  { linkJustMade = false }: { linkJustMade?: boolean } = {},
): Promise<void> {
  const row = await findDevice(db, deviceId);
  if (!row) return;
  const device = linkJustMade ? row : withProvenLink(req, row);
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
  setUserStateCookie(res, encodeUserState(state));
}

/**
 * Writes the user-state cookie: HttpOnly (only the server writes it, and no browser code reads
 * it), its value made by `encodeUserState` (within what browsers keep).
 */
function setUserStateCookie(res: Res, value: string): void {
  setCookie(null, res, {
    name: USER_STATE_COOKIE,
    value,
    httpOnly: true,
    maxAge: THIRTY_YEARS_S,
  });
}
