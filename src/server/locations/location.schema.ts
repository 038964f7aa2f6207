import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const nullableText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** Longest place slug (the gazetteer's are well under it). */
export const MAX_SLUG_LENGTH = 200;

/**
 * A place's slug as the site names places: lower-case ASCII letters, digits and single hyphens
 * (`paris-ile-de-france-fr`), at most 200 characters. Upper case is read as lower case (pages
 * redirect to the lower-case URL first).
 */
export const locationSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_SLUG_LENGTH)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a place slug (letters, digits and hyphens)');

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

/**
 * A place as the provider answers it, checked before the site trusts it: an answer without these
 * fields (a wrong shape from a misbehaving provider) is a bad answer (502 / the 503 page), never
 * a crash further on. Other fields pass through unchecked.
 */
export const providerLocalitySchema = z
  .object({
    CityId: z.union([z.string(), z.number()]).transform(String),
    SlugName: z.string().min(1).max(MAX_SLUG_LENGTH),
    Latitude: z.number().min(-90).max(90),
    Longitude: z.number().min(-180).max(180),
    DisplayCompositeName: z.string(),
  })
  .passthrough();
