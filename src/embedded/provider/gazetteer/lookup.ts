import { getConfig } from '@/server/config';
import type { Locality } from '@/types/location';

import { lookupIp } from '../geoip';
import { nearestItem, withinRadius } from './grid';
import { getGazetteer } from './load';
import { toLocality } from './locality';
import { normalizeKey } from './normalize';
import { searchPlaces } from './search';
import { loadZipcodes } from './zip';
import type { Place } from './place';

/** GeoNames id of New York City, used when the configured default place is missing. */
const FALLBACK_PLACE_ID = 5128581;
/** A GeoLite city matches a gazetteer place of its name within this distance. */
const IP_CITY_MATCH_KM = 30;
/** Without a name match, prefer a place of GeoLite's country within this distance. */
const IP_COUNTRY_KM = 300;

/**
 * Loads the gazetteer now (otherwise it loads on first use), with the ZIP codes and the qualifier
 * tables a first search would build; answers the gazetteer's load time in ms.
 */
export function warmGazetteer(): number {
  const { loadMs } = getGazetteer();
  loadZipcodes();
  searchPlaces('new york, ny', 1);
  return loadMs;
}

/**
 * The place with this slug, else null. A place's previous slug (see `Gazetteer.slugAliases`)
 * answers the place too: its SlugName, the current slug, differs from the slug asked.
 */
export function findPlaceBySlug(slug: string): Locality | null {
  const { bySlug, slugAliases } = getGazetteer();
  const key = slug.toLowerCase();
  const place = bySlug.get(key) ?? slugAliases.get(key);
  return place ? toLocality(place) : null;
}

/** The place with this GeoNames id (string or number), else null. */
export function findPlaceById(id: string | number): Locality | null {
  const text = String(id).trim();
  if (!/^\d{1,12}$/.test(text)) return null;
  const place = getGazetteer().byId.get(Number(text));
  return place ? toLocality(place) : null;
}

function nearestWhere(
  lat: number,
  lon: number,
  accept?: (place: Place) => boolean,
  maxKm?: number,
): Place | null {
  const { grid, places } = getGazetteer();
  const item = nearestItem(grid, lat, lon, accept && ((i) => accept(places[i] as Place)), maxKm);
  return item === null ? null : (places[item] ?? null);
}

/** The gazetteer place nearest to a point, else null (only for an empty gazetteer). */
export function nearestPlace(lat: number, lon: number): Locality | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const place = nearestWhere(lat, lon);
  return place ? toLocality(place) : null;
}

/** The configured default place (DEFAULT_LOCATION_ID), falling back to New York City. */
export function defaultPlace(): Locality {
  const gazetteer = getGazetteer();
  const place =
    gazetteer.byId.get(Number(getConfig().env.DEFAULT_LOCATION_ID)) ??
    gazetteer.byId.get(FALLBACK_PLACE_ID) ??
    gazetteer.places[0];
  if (!place) throw new Error('The gazetteer is empty');
  return toLocality(place);
}

/**
 * The place of an IP address by GeoLite: a place named like GeoLite's city within 30 km, else the
 * nearest place of GeoLite's country, else the nearest place. Unknown or private addresses answer
 * the default place.
 */
export function locateIp(ip: string): Locality {
  const hit = lookupIp(ip);
  if (!hit) return defaultPlace();
  const { grid, places } = getGazetteer();
  const cityKey = hit.city ? normalizeKey(hit.city) : '';
  if (cityKey) {
    const named = withinRadius(grid, hit.latitude, hit.longitude, IP_CITY_MATCH_KM)
      .map(({ item }) => places[item])
      .find(
        (p) =>
          p?.country === hit.country &&
          (p.nameKey === cityKey || normalizeKey(p.asciiName) === cityKey),
      );
    if (named) return toLocality(named);
  }
  const place =
    nearestWhere(hit.latitude, hit.longitude, (p) => p.country === hit.country, IP_COUNTRY_KM) ??
    nearestWhere(hit.latitude, hit.longitude);
  return place ? toLocality(place) : defaultPlace();
}
