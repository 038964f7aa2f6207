/**
 * Long distances on the Earth (station distances). The stations API gives them in miles, measured
 * on the Earth's equatorial radius of 3963.1906 mi; the same sphere in kilometres has a radius of
 * 6378.137 km, so their ratio turns one into the other exactly.
 */
import type { LongDistanceUnit, UnitSystem } from './enums';
import { formatLongDistance } from './format';

/** The Earth's equatorial radius, kilometres. */
export const EARTH_RADIUS_KM = 6378.137;
/** The Earth's equatorial radius, miles. */
export const EARTH_RADIUS_MILES = 3963.1906;
/** Kilometres per mile of a distance on the Earth: the ratio of the two radii. */
export const KM_PER_EARTH_MILE = EARTH_RADIUS_KM / EARTH_RADIUS_MILES;

/** A distance on the Earth in miles, as kilometres. */
export function earthMilesToKilometers(miles: number): number {
  return miles * KM_PER_EARTH_MILE;
}

/** The long-distance unit of a unit system: miles for english, kilometres for metric. */
export function longDistanceUnitFor(system: UnitSystem): LongDistanceUnit {
  return system === 2 ? 2 : 1;
}

/**
 * A station's distance (miles, as the stations API gives it) in the visitor's unit system, at
 * most one decimal: `6.4 mi`, `10.3 km`.
 */
export function formatStationDistance(
  miles: number | null | undefined,
  system: UnitSystem,
): string {
  const kilometers =
    typeof miles === 'number' && Number.isFinite(miles) ? earthMilesToKilometers(miles) : null;
  return formatLongDistance(kilometers, longDistanceUnitFor(system));
}
