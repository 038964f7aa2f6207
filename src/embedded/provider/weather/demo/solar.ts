/** Approximate solar geometry for the demo model's diurnal cycle and UV index (not for displayed times). */

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

/** Sun elevation (degrees) at an instant and place. */
export function sunElevation(latitude: number, longitude: number, epochHour: number): number {
  const decl = declination(epochHour / 24);
  const hourAngle = (solarHour(epochHour, longitude) - 12) * 15 * RAD;
  const lat = latitude * RAD;
  const sinEl =
    Math.sin(lat) * Math.sin(decl) + Math.cos(lat) * Math.cos(decl) * Math.cos(hourAngle);
  return Math.asin(Math.max(-1, Math.min(1, sinEl))) / RAD;
}

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
