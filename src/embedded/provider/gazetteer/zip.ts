import { distanceKm, nearestItem } from './grid';
import { normalizeKey } from './normalize';
import type { Gazetteer, Place } from './place';

interface ZipInfo {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

type ZipcodesModule = { lookup(zip: string): ZipInfo | undefined };
let zipcodes: ZipcodesModule | undefined;

/** US territories that GeoNames files as countries of their own. */
const TERRITORY_COUNTRIES = new Set(['PR', 'VI', 'GU', 'AS', 'MP']);
/** A same-named place farther than this from the ZIP's point is another town of that name. */
const SAME_NAME_KM = 60;

/** Loads the zipcodes package (about 44,000 ZIP codes) now rather than on the first ZIP search. */
export function loadZipcodes(): ZipcodesModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS, loaded lazily
  zipcodes ??= require('zipcodes') as ZipcodesModule;
  return zipcodes;
}

function nearestOf(list: Place[] | undefined, lat: number, lon: number): Place | null {
  let best: Place | null = null;
  let bestKm = SAME_NAME_KM;
  for (const place of list ?? []) {
    const km = distanceKm(lat, lon, place.lat, place.lon);
    if (km <= bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return best;
}

/**
 * The place of a US ZIP code: the gazetteer place of the ZIP's city and state (by name, then by
 * alternate name), else the nearest US place to the ZIP's point. Null for unknown ZIP codes.
 */
export function placeOfZip(gazetteer: Gazetteer, zip: string): Place | null {
  const hit = loadZipcodes().lookup(zip);
  if (!hit || hit.country !== 'US') return null;
  const key = `${hit.state}|${normalizeKey(hit.city)}`;
  const named =
    nearestOf(gazetteer.usNames.get(key), hit.latitude, hit.longitude) ??
    nearestOf(gazetteer.usAltNames.get(key), hit.latitude, hit.longitude);
  if (named) return named;
  const country = TERRITORY_COUNTRIES.has(hit.state) ? hit.state : 'US';
  const inCountry = (i: number): boolean => gazetteer.places[i]?.country === country;
  const item = nearestItem(gazetteer.grid, hit.latitude, hit.longitude, inCountry);
  return item === null ? null : (gazetteer.places[item] ?? null);
}
