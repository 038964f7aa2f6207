import { z } from 'zod';

import { HttpError } from '@/server/http/httpError';

const value = z.number().nullable();
const units = z.record(z.string(), z.string()).optional();

/** Open-Meteo `/v1/forecast` answer (only what this site reads; unknown fields pass). */
export const forecastResponseSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  elevation: z.number().optional(),
  timezone: z.string(),
  utc_offset_seconds: z.number(),
  current_units: units,
  current: z.object({ time: z.string() }).catchall(value).optional(),
  hourly_units: units,
  hourly: z
    .object({ time: z.array(z.string()) })
    .catchall(z.array(value))
    .optional(),
  daily_units: units,
  daily: z
    .object({ time: z.array(z.string()) })
    .catchall(z.array(value))
    .optional(),
});

/**
 * Answer of a multi-coordinate call (comma-separated `latitude`/`longitude`): an array with one
 * forecast answer per point, in the order asked; a single point answers one object.
 */
export const forecastListSchema = z.union([
  z.array(forecastResponseSchema).min(1),
  forecastResponseSchema.transform((res) => [res]),
]);

/** Open-Meteo `/v1/air-quality` answer with a `current` block. */
export const airQualityResponseSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  utc_offset_seconds: z.number(),
  current_units: units,
  current: z.object({ time: z.string() }).catchall(value),
});

/** A parsed forecast answer. */
export type ForecastResponse = z.infer<typeof forecastResponseSchema>;
/** A parsed air-quality answer. */
export type AirQualityResponse = z.infer<typeof airQualityResponseSchema>;

/** Parses an upstream answer; a wrong shape is the upstream's fault (502), never the caller's (400). */
export function parseUpstream<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success)
    throw new HttpError(502, 'Weather upstream answered an unexpected shape', {
      cause: result.error,
    });
  return result.data;
}

/** The units this site asks for (wind_speed_unit=ms, metric defaults); anything else is refused. */
const EXPECTED_UNITS: Record<string, string> = {
  temperature_2m: '°C',
  apparent_temperature: '°C',
  dew_point_2m: '°C',
  temperature_2m_max: '°C',
  wind_speed_10m: 'm/s',
  wind_gusts_10m: 'm/s',
  wind_speed_10m_max: 'm/s',
  pressure_msl: 'hPa',
  precipitation: 'mm',
  precipitation_sum: 'mm',
  snowfall: 'cm',
  visibility: 'm',
  snow_depth: 'm',
  snowfall_sum: 'cm',
  temperature_2m_min: '°C',
};

/** Throws a 502 when a units block names a unit other than the one this site maps from. */
export function checkUnits(block: Record<string, string> | undefined): void {
  for (const [field, unit] of Object.entries(block ?? {})) {
    const expected = EXPECTED_UNITS[field];
    if (expected && unit !== expected)
      throw new HttpError(
        502,
        `Weather upstream answered ${field} in ${unit}, expected ${expected}`,
      );
  }
}
