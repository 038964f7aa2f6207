import { z } from 'zod';

import { nearestPlace } from '../gazetteer';
import { haversineMiles } from '../stations/nearbyStations';
import { SERVED_AIRPORTS_TSV } from './servedAirports.generated';

/**
 * A large or medium airport with scheduled passenger service (`servedAirports.generated.ts`, built
 * by `scripts/airport-table.mjs` from OurAirports).
 */
export interface MajorAirport {
  iata: string;
  icao: string;
  /** Display name, cleaned of the data's aliases and military co-users (`airportDisplayName`). */
  name: string;
  /** The city a traveller knows the airport by. */
  city: string;
  /** ISO 3166-1 alpha-2 country (territories such as PR or HK have their own). */
  country: string;
  latitude: number;
  longitude: number;
  /** Elevation in feet, null when unknown. */
  altitude: number | null;
  /** IANA time zone. */
  tz: string;
  /** OurAirports' size class: `large_airport` or `medium_airport`. */
  size: 'large' | 'medium';
}

/** How far (great-circle miles) a large airport is offered. */
export const LARGE_AIRPORT_REACH_MILES = 300;
/** How far a medium airport is offered. */
export const MEDIUM_AIRPORT_REACH_MILES = 200;
/** Airports this close count as the place's own, whatever their country (Basel's is in France). */
export const LOCAL_AIRPORT_MILES = 30;
/**
 * The weight of a large airport in the choice, a medium one weighing 1 (ranked by distance ÷
 * weight): a large airport 150 miles away goes before a medium one 60 miles away, not before one
 * 40 miles away.
 */
export const LARGE_AIRPORT_WEIGHT = 3;

const row = z.tuple([
  z.string().regex(/^[A-Z]{3}$/),
  z.string().regex(/^[A-Z]{4}$/),
  z.string().regex(/^[A-Z]{2}$/),
  z.enum(['L', 'M']),
  z.coerce.number().min(-90).max(90),
  z.coerce.number().min(-180).max(180),
  z.string().regex(/^(-?\d+)?$/),
  z.string().min(1),
  z.string().min(1),
  z.string(),
]);

/** Parses the table's tab-separated lines (`SERVED_AIRPORTS_TSV`); throws on a malformed line. */
export function parseServedAirports(tsv: string): MajorAirport[] {
  return tsv
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [iata, icao, country, size, latitude, longitude, feet, tz, name, city] = row.parse(
        line.split('\t'),
      );
      return {
        iata,
        icao,
        name: airportDisplayName(name),
        city,
        country,
        latitude,
        longitude,
        altitude: feet === '' ? null : Number(feet),
        tz,
        size: size === 'L' ? 'large' : 'medium',
      };
    });
}

/** Words that make a name an airport's (else " Airport" is added). */
const AIRPORT_WORD =
  /\b(Airport|Air ?Port|Space ?Port|Airfield|Field|Airpark|Aerodrome|Jetport|Air Terminal|Sunport)\b/i;
/** A part of a name that is a military co-user of the field (`Naha Airport / JASDF Naha Air Base`). */
const MILITARY =
  /\b(Air ?Base|AFB|Air Force|Air National Guard|RAAF|JASDF|PAF|INS|CFB|Naval|Army|Air Station|Airfield)\b/;

/**
 * The name an airport is shown by, from its raw data name: parentheses and quotes dropped
 * (`Long Beach Airport (Daugherty Field)`), a second name after " / " dropped when it is a
 * military co-user or an alias (`Tucson International Airport / Morris Air National Guard Base`)
 * and joined when the first part is only the city (`Halifax / Stanfield International Airport` →
 * `Halifax Stanfield International Airport`), a field's name after `Airport/` dropped, Spanish
 * `Aeropuerto Internacional Lic. X` as `X International Airport`, and " Airport" added to a bare
 * name (not to one that is an air base's own, `Kunsan Air Base`).
 */
export function airportDisplayName(raw: string): string {
  let name = raw
    .replace(/\([^)]*\)/g, ' ')
    .replace(/["“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = name.split(/\s+\/\s+/);
  if (parts.length > 1) {
    const civil = parts.filter((p) => !MILITARY.test(p) || AIRPORT_WORD.test(p));
    const [first = parts[0] ?? name, second] = civil.length ? civil : parts;
    name =
      !AIRPORT_WORD.test(first) && second && AIRPORT_WORD.test(second)
        ? `${first} ${second}`
        : first;
  }
  name = name.replace(/^(.*\b(?:Airport|Air Terminal))\/.*$/i, '$1');
  const spanish = /^Aeropuerto( Internacional)?(?: de(?:l)?)? (.+)$/i.exec(name);
  if (spanish) name = `${spanish[2]}${spanish[1] ? ' International' : ''} Airport`;
  name = name
    .replace(/\bGral[.,]?(?=\s)/g, 'General')
    .replace(/\bLic\.\s+/g, '')
    .replace(/\bInt(?:'l|l)\.?(?=\s|$)/g, 'International')
    .replace(/\bRgnl\b/g, 'Regional')
    .replace(/\s+-\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return AIRPORT_WORD.test(name) || /\bAir ?Base$/i.test(name) ? name : `${name} Airport`;
}

let served: MajorAirport[] | undefined;

/** Every airport of the table (about 3,200), parsed on first use. */
export function majorAirports(): MajorAirport[] {
  served ??= parseServedAirports(SERVED_AIRPORTS_TSV);
  return served;
}

/** A major airport and its distance from the asked point. */
export interface NearbyAirport {
  airport: MajorAirport;
  distanceMiles: number;
}

/** ISO country of the gazetteer place nearest a point, null when none. */
export function countryAt(latitude: number, longitude: number): string | null {
  return nearestPlace(latitude, longitude)?.CountryIso2Code.toUpperCase() || null;
}

/** How much an airport's size class shortens its distance in the choice (`LARGE_AIRPORT_WEIGHT`). */
function sizeWeight(a: MajorAirport): number {
  return a.size === 'large' ? LARGE_AIRPORT_WEIGHT : 1;
}

/**
 * Up to `count` airports for a point, nearest first (great-circle miles; ties by ICAO code).
 * Offered: large airports within 300 miles, medium ones within 200. Chosen first: the airports of
 * the place's own country and any within 30 miles (`country`: ISO code of the place; by default
 * that of the nearest gazetteer place), then other countries'. Within each, the least distance
 * divided by the size weight (3 for a large airport, 1 for a medium one): a large airport up to
 * three times as far wins over a medium one nearer. `airports` replaces the table (tests).
 */
export function nearestMajorAirports(
  latitude: number,
  longitude: number,
  count: number,
  options: { country?: string | null; airports?: readonly MajorAirport[] } = {},
): NearbyAirport[] {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return [];
  const country = options.country === undefined ? countryAt(latitude, longitude) : options.country;
  const candidates = (options.airports ?? majorAirports())
    .map((airport) => ({
      airport,
      distanceMiles: haversineMiles(latitude, longitude, airport.latitude, airport.longitude),
    }))
    .filter(
      ({ airport, distanceMiles }) =>
        distanceMiles <=
        (airport.size === 'large' ? LARGE_AIRPORT_REACH_MILES : MEDIUM_AIRPORT_REACH_MILES),
    )
    .map((near) => ({
      near,
      home: near.distanceMiles <= LOCAL_AIRPORT_MILES || near.airport.country === country,
      rank: near.distanceMiles / sizeWeight(near.airport),
    }));
  const byIcao = (x: NearbyAirport, y: NearbyAirport) =>
    x.airport.icao.localeCompare(y.airport.icao);
  return candidates
    .sort((x, y) => Number(y.home) - Number(x.home) || x.rank - y.rank || byIcao(x.near, y.near))
    .slice(0, n)
    .map((c) => c.near)
    .sort((x, y) => x.distanceMiles - y.distanceMiles || byIcao(x, y));
}

/** Elevation of an airport in metres (the data has feet), null when unknown. */
export function airportElevationMeters(a: { altitude: number | null }): number | null {
  return typeof a.altitude === 'number' && Number.isFinite(a.altitude)
    ? Math.round(a.altitude * 0.3048)
    : null;
}
