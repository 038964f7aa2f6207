import { z } from 'zod';

import { isValidTimeZone } from './localTime';
import { FORECAST_PAGE_LIMITS, type GeoPoint } from './upstream';

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

/** Hourly air-quality parameters: `hours` 1–120, default 24. */
export const airQualityHourlyParams = weatherParams.extend({
  hours: intParam(1, FORECAST_PAGE_LIMITS.airQualityHours.max).default(
    FORECAST_PAGE_LIMITS.airQualityHours.default,
  ),
});

/** Pollen parameters: `days` 1–7, default 4. */
export const pollenParams = weatherParams.extend({
  days: intParam(1, FORECAST_PAGE_LIMITS.pollenDays.max).default(
    FORECAST_PAGE_LIMITS.pollenDays.default,
  ),
});

/** UV parameters: `hours` 1–168, default 24. */
export const uvParams = weatherParams.extend({
  hours: intParam(1, FORECAST_PAGE_LIMITS.uvHours.max).default(
    FORECAST_PAGE_LIMITS.uvHours.default,
  ),
});

/** Almanac parameters: `days` 1–16, default 10. */
export const almanacParams = weatherParams.extend({
  days: intParam(1, FORECAST_PAGE_LIMITS.almanacDays.max).default(
    FORECAST_PAGE_LIMITS.almanacDays.default,
  ),
});

/** Snow parameters: `days` 1–16, default 10. */
export const snowParams = weatherParams.extend({
  days: intParam(1, FORECAST_PAGE_LIMITS.snowDays.max).default(
    FORECAST_PAGE_LIMITS.snowDays.default,
  ),
});

/** Airport parameters: `count` 1–10, default 3. */
export const airportParams = weatherParams.extend({
  count: intParam(1, FORECAST_PAGE_LIMITS.airports.max).default(
    FORECAST_PAGE_LIMITS.airports.default,
  ),
});

/** The upstream point of parsed weather parameters. */
export function toGeoPoint(p: z.infer<typeof weatherParams>): GeoPoint {
  const point: GeoPoint = { latitude: p.latitude, longitude: p.longitude };
  if (p.elevation !== undefined) point.elevationMeters = p.elevation;
  if (p.tz !== undefined) point.timeZone = p.tz;
  return point;
}
