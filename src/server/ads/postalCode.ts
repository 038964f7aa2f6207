import '@/server/serverOnly';

import { z } from 'zod';

/** A postal code of the bundled list (the `zipcodes` package: US ZIP codes, Canadian FSAs). */
interface PostalPoint {
  zip: string;
  latitude: number;
  longitude: number;
}

/** Military mail "states" (APO/FPO/DPO): their codes sit at bases abroad, not at the places there. */
const MILITARY_STATES: ReadonlySet<string> = new Set(['AA', 'AE', 'AP']);

/** A point farther than this from every postal code's centre has none (open sea, another country). */
export const MAX_POSTAL_CODE_KM = 40;

const CELL_DEGREES = 1;
const cellKey = (lat: number, lon: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

let grid: Map<string, PostalPoint[]> | undefined;

/** The bundled postal codes by 1° cell, built on first use (about 44,000 points, a few ms). */
function postalGrid(): Map<string, PostalPoint[]> {
  if (grid) return grid;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS, loaded lazily
  const { codes } = require('zipcodes') as {
    codes: Record<string, PostalPoint & { state: string }>;
  };
  grid = new Map();
  for (const code of Object.values(codes)) {
    if (!Number.isFinite(code.latitude) || !Number.isFinite(code.longitude)) continue;
    if (MILITARY_STATES.has(code.state)) continue;
    const key = cellKey(code.latitude, code.longitude);
    const cell = grid.get(key) ?? [];
    cell.push({ zip: code.zip, latitude: code.latitude, longitude: code.longitude });
    grid.set(key, cell);
  }
  return grid;
}

/** Great-circle distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The postal code whose centre is nearest to a point, from the bundled list, or null when none is
 * within MAX_POSTAL_CODE_KM (a place outside the United States and Canada has none).
 */
export function postalCodeNear(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const cells = postalGrid();
  let best: PostalPoint | null = null;
  let bestKm = MAX_POSTAL_CODE_KM;
  // The point's cell and its neighbours cover every code within 40 km (a cell is 1°, ≥ 111 km tall).
  for (let dLat = -1; dLat <= 1; dLat += 1) {
    for (let dLon = -1; dLon <= 1; dLon += 1) {
      const cell = cells.get(cellKey(latitude + dLat, longitude + dLon)) ?? [];
      for (const point of cell) {
        const km = distanceKm(latitude, longitude, point.latitude, point.longitude);
        if (km <= bestKm) {
          best = point;
          bestKm = km;
        }
      }
    }
  }
  return best?.zip ?? null;
}

/** The part of an ad targeting answer the postal code is read from (the provider's fields). */
const targetingPayload = z.looseObject({
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  zip: z.string().nullish(),
  keywords: z.record(z.string(), z.string()),
});

/** `"latitude,longitude"` (the targeting call's `location`) as numbers, or null. */
function parseLocation(location: string | undefined): [number, number] | null {
  const [lat, lon, ...rest] = location?.split(',').map(Number) ?? [];
  if (lat === undefined || lon === undefined || rest.length > 0) return null;
  return Number.isFinite(lat) && Number.isFinite(lon) ? [lat, lon] : null;
}

/**
 * An ad targeting answer (the provider's envelope `{ r: … }` or the bare payload) with the
 * postal-code keyword `PC` for a place that has one: the provider's `PC`, else its `zip`, else
 * the bundled list's code nearest the point. Any other answer is returned as it came.
 */
export function withPostalCodeKeyword(answer: unknown, location: string | undefined): unknown {
  const enveloped = typeof answer === 'object' && answer !== null && 'r' in answer;
  const payload = targetingPayload.safeParse(enveloped ? (answer as { r: unknown }).r : answer);
  if (!payload.success || payload.data.keywords.PC) return answer;
  const { data } = payload;
  const point =
    data.latitude !== undefined && data.longitude !== undefined
      ? ([data.latitude, data.longitude] as const)
      : parseLocation(location);
  const code = data.zip || (point ? postalCodeNear(point[0], point[1]) : null);
  if (!code) return answer;
  const filled = { ...data, keywords: { ...data.keywords, PC: code } };
  return enveloped ? { ...(answer as object), r: filled } : filled;
}

/** The provider path of the ad targeting call. */
const AD_TARGETING_PATH = '/api/ads/targeting/v1/parameters';

/**
 * What the signing proxy relays for a provider call: an ad targeting answer with its postal-code
 * keyword filled in (`withPostalCodeKeyword`), any other answer as it came.
 */
export function relayedProviderAnswer(
  path: string,
  params: Readonly<Record<string, string>>,
  data: unknown,
): unknown {
  return path === AD_TARGETING_PATH ? withPostalCodeKeyword(data, params.location) : data;
}
