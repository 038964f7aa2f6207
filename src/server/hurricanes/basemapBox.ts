import '@/server/serverOnly';

import { z } from 'zod';

/** `[west, south, east, north]` in degrees. */
export type BasemapBox = [number, number, number, number];

/** A degree value as the hurricane pages write it: at most three digits and two decimals. */
const DEGREES = /^-?\d{1,3}(?:\.\d{1,2})?$/;

/**
 * The file name of a hurricane basemap (`basemapHref`): `<west>,<south>,<east>,<north>.svg`, each
 * to 0.01°, west of east and south of north, latitudes within ±90° and at most a whole turn of
 * longitude (a map of the Pacific may run past ±180°).
 */
export const basemapFileSchema = z
  .string()
  .regex(/^[-\d.,]{1,64}\.svg$/, 'The basemap must be <west>,<south>,<east>,<north>.svg')
  .transform((file) => file.slice(0, -'.svg'.length).split(','))
  .refine(
    (parts) => parts.length === 4 && parts.every((part) => DEGREES.test(part)),
    'The basemap box must be four numbers in degrees, each with at most two decimals',
  )
  .transform((parts) => parts.map(Number) as BasemapBox)
  .refine(
    ([west, south, east, north]) =>
      south >= -90 && north <= 90 && south < north && west < east && east - west <= 360,
    'The basemap box must have its west before its east and its south below its north, within ±90° of latitude and one turn of longitude',
  )
  .refine(
    ([west, , east]) => west >= -360 && east <= 360,
    'The basemap box must lie within ±360° of longitude',
  );
