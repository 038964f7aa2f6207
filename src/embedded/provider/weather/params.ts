import { z } from 'zod';

import { isValidTimeZone } from './localTime';
import type { GeoPoint } from './upstream';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A decimal number given as a query string, within [min, max]. */
export const numberParam = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(NUMBER, 'must be a number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** A whole number given as a query string, within [min, max]. */
export const intParam = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[-+]?\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Latitude and longitude (required) of every weather, station and notification path. */
export const pointParams = z.object({
  latitude: numberParam(-90, 90),
  longitude: numberParam(-180, 180),
});

/** Point plus optional elevation (metres) and IANA time zone (`tz`). */
export const weatherParams = pointParams.extend({
  elevation: numberParam(-500, 9000).optional(),
  tz: z.string().trim().refine(isValidTimeZone, 'must be an IANA time zone').optional(),
});

/** Hourly forecast parameters: `hours` 1–168, default 48. */
export const hourlyParams = weatherParams.extend({ hours: intParam(1, 168).default(48) });

/** Daily forecast parameters: `days` 1–16, default 10. */
export const dailyParams = weatherParams.extend({ days: intParam(1, 16).default(10) });

/** The upstream point of parsed weather parameters. */
export function toGeoPoint(p: z.infer<typeof weatherParams>): GeoPoint {
  const point: GeoPoint = { latitude: p.latitude, longitude: p.longitude };
  if (p.elevation !== undefined) point.elevationMeters = p.elevation;
  if (p.tz !== undefined) point.timeZone = p.tz;
  return point;
}
