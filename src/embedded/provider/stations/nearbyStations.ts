import type { Station } from '@/types/location';

import { metarAirports, type MetarAirport } from './airports';

/** Earth radius of the station distance (spec constant), miles. */
export const EARTH_RADIUS_MILES = 3963.1906;
/** Provider id of METAR (airport) stations. */
export const METAR_PROVIDER_ID = 3;
/** Provider name of METAR (airport) stations. */
export const METAR_PROVIDER_NAME = 'METAR (airport)';
/** Stations answered when none is within the radius. */
export const FALLBACK_COUNT = 3;

const RAD = Math.PI / 180;
const MILES_PER_DEGREE_LAT = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** Great-circle distance in miles (haversine, Earth radius 3963.1906 mi). */
export function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

let grid: Map<string, MetarAirport[]> | undefined;
const cellKey = (latCell: number, lonCell: number) =>
  `${latCell}:${((((lonCell + 180) % 360) + 360) % 360) - 180}`;

/** 1° × 1° buckets of the METAR airports, built on first use. */
function stationGrid(): Map<string, MetarAirport[]> {
  if (!grid) {
    grid = new Map();
    for (const a of metarAirports()) {
      const key = cellKey(Math.floor(a.latitude), Math.floor(a.longitude));
      const bucket = grid.get(key);
      if (bucket) bucket.push(a);
      else grid.set(key, [a]);
    }
  }
  return grid;
}

/** Airports in the grid cells that can hold a point within `radiusMiles` (wrapping the antimeridian, all longitudes near the poles). */
function candidates(lat: number, lon: number, radiusMiles: number): MetarAirport[] {
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT;
  const latLo = Math.floor(Math.max(-90, lat - dLat));
  const latHi = Math.floor(Math.min(89.999, lat + dLat));
  const cosLat = Math.cos(Math.min(89.9, Math.abs(lat) + dLat) * RAD);
  const dLon = radiusMiles / (MILES_PER_DEGREE_LAT * cosLat);
  const allLongitudes = dLon >= 180;
  const lonLo = allLongitudes ? -180 : Math.floor(lon - dLon);
  const lonHi = allLongitudes ? 179 : Math.floor(lon + dLon);
  const out: MetarAirport[] = [];
  const cells = stationGrid();
  for (let la = latLo; la <= latHi; la++) {
    for (let lo = lonLo; lo <= lonHi; lo++) out.push(...(cells.get(cellKey(la, lo)) ?? []));
  }
  return out;
}

/** The Station shape of an airport at a distance. */
export function toStation(a: MetarAirport, distanceMiles: number): Station {
  return {
    StationId: a.icao,
    StationName: a.name,
    RouteString: `metar-${a.icao.toLowerCase()}`,
    ProviderId: METAR_PROVIDER_ID,
    ProviderName: METAR_PROVIDER_NAME,
    Distance: Math.round(distanceMiles * 10) / 10,
    ElevationAboveSeaLevelMeters:
      typeof a.altitude === 'number' ? Math.round(a.altitude * 0.3048) : null,
    Latitude: a.latitude,
    Longitude: a.longitude,
  };
}

/**
 * METAR stations (airports with a 4-letter ICAO code) within `radiusMiles` of a point, nearest
 * first, at most `count`. When none is within the radius, the nearest 3 (or `count` if fewer)
 * wherever they are, so a visitor always has a choice.
 */
export function nearbyStations(
  lat: number,
  lon: number,
  radiusMiles = 15,
  count?: number,
): Station[] {
  const limit = count ?? Number.POSITIVE_INFINITY;
  const within = candidates(lat, lon, radiusMiles)
    .map((a) => ({ a, d: haversineMiles(lat, lon, a.latitude, a.longitude) }))
    .filter(({ d }) => d <= radiusMiles);
  if (!within.length) {
    return nearestAnywhere(lat, lon, Math.min(FALLBACK_COUNT, limit)).map(({ a, d }) =>
      toStation(a, d),
    );
  }
  within.sort(nearerFirst);
  return within.slice(0, limit).map(({ a, d }) => toStation(a, d));
}

interface AtDistance {
  a: MetarAirport;
  d: number;
}

/** Nearest first; at the same distance, by ICAO code. */
const nearerFirst = (x: AtDistance, y: AtDistance) => x.d - y.d || x.a.icao.localeCompare(y.a.icao);

/**
 * The `take` airports nearest to a point, wherever they are (in `nearerFirst` order), in one pass
 * over all of them: a place far from any station asks for a few, not for thousands sorted.
 */
function nearestAnywhere(lat: number, lon: number, take: number): AtDistance[] {
  const best: AtDistance[] = [];
  if (take <= 0) return best;
  const before = (d: number, a: MetarAirport, other: AtDistance) =>
    d < other.d || (d === other.d && a.icao.localeCompare(other.a.icao) < 0);
  for (const a of metarAirports()) {
    const d = haversineMiles(lat, lon, a.latitude, a.longitude);
    const last = best[best.length - 1];
    if (best.length === take && last && !before(d, a, last)) continue;
    let at = best.length;
    while (at > 0 && before(d, a, best[at - 1] as AtDistance)) at--;
    best.splice(at, 0, { a, d });
    if (best.length > take) best.pop();
  }
  return best;
}

/** The METAR station of an ICAO code or `metar-xxxx` route string, or null; Distance is 0. */
export function findStation(idOrRoute: string): Station | null {
  const icao = idOrRoute.replace(/^metar-/i, '').toUpperCase();
  const hit = metarAirports().find((a) => a.icao === icao);
  return hit ? toStation(hit, 0) : null;
}
