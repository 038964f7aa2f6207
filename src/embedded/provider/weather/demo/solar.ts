/**
 * Solar geometry for the demo model: an approximation for its diurnal cycle, and suncalc's sun for
 * day and night and the UV index.
 */

import { getPosition } from 'suncalc';

const RAD = Math.PI / 180;

/** Solar declination (radians) at a time (days since the Unix epoch). */
export function declination(epochDays: number): number {
  const year = 365.2422;
  const sinceY2k = epochDays - 10_957; // 10957: days from 1970-01-01 to 2000-01-01
  const dayOfYear = (((sinceY2k % year) + year) % year) + 1;
  return -23.44 * RAD * Math.cos((2 * Math.PI * (dayOfYear + 10)) / 365.2422);
}

/** Local solar time (hours, 0–24) at an instant and longitude. */
export function solarHour(epochHour: number, longitude: number): number {
  return ((((epochHour % 24) + longitude / 15) % 24) + 24) % 24;
}

/** Day length in hours (0 in polar night, 24 in polar day). */
export function dayLengthHours(latitude: number, epochDays: number): number {
  const x = -Math.tan(latitude * RAD) * Math.tan(declination(epochDays));
  if (x <= -1) return 24;
  if (x >= 1) return 0;
  return (2 * Math.acos(x)) / (15 * RAD);
}

/**
 * Sun elevation (degrees, refracted) at an instant and place, as suncalc computes it: the same sun as the
 * sunrise and sunset times the pages show (suncalc's), so a day or night icon agrees with them
 * (this file's own approximation leaves out the equation of time, up to 16 minutes).
 */
export function sunElevation(latitude: number, longitude: number, epochHour: number): number {
  return getPosition(new Date(epochHour * 3_600_000), latitude, longitude).altitude;
}

/**
 * The elevation `sunElevation` reads at suncalc's sunrise and sunset (its centre 0.833° below the
 * horizon, raised by refraction): above it, it is day.
 */
export const SUNRISE_ELEVATION = -0.349;

/**
 * Diurnal shape in [-1, 1] at solar time `s`: −1 at sunrise (`sunriseHour`), rising to +1 at 15:00,
 * then falling back to −1 at the next sunrise, continuous everywhere.
 */
export function diurnalShape(s: number, sunriseHour: number): number {
  const peak = 15;
  if (s >= sunriseHour && s <= peak)
    return -Math.cos((Math.PI * (s - sunriseHour)) / (peak - sunriseHour));
  const since = s > peak ? s - peak : s + 24 - peak;
  return Math.cos((Math.PI * since) / (sunriseHour + 24 - peak));
}
