import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const nullableText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** A Locality as callers send it; the server re-reads the place by its slug. */
export const localityInputSchema = z
  .object({
    CityId: text(32).optional(),
    SlugName: z.string().trim().min(1, 'Locality.SlugName is required').max(200),
    Latitude: z.number().min(-90).max(90).optional(),
    Longitude: z.number().min(-180).max(180).optional(),
    DisplayCompositeName: text(300).optional(),
  })
  .passthrough();

/** A Station. */
export const stationSchema = z.object({
  StationId: text(64).min(1),
  StationName: text(200),
  RouteString: nullableText(200),
  ProviderId: z.number().int().min(0).max(1000),
  ProviderName: text(100),
  Distance: z.number().min(0).max(100000),
  ElevationAboveSeaLevelMeters: z.number().min(-500).max(10000).nullable(),
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
});

/** A Location as callers send it: a place, maybe a station, maybe its default station. */
export const locationInputSchema = z.object({
  Locality: localityInputSchema,
  Station: stationSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  DefaultStationRouteString: nullableText(200),
});
