// Reads the weather map's query (`center=lat,lon[,zoom]`, `layerId`) into the view and layer a map
// opens on. Used where the page is rendered (getServerSideProps), so its validator stays out of the
// browser's JavaScript: the browser only writes the query (weatherMapQuery.ts).
import { z } from 'zod';

import {
  DEFAULT_MAP_LAYER,
  DEFAULT_MAP_ZOOM,
  MAP_LAYER_IDS,
  WEATHER_MAP_MAX_ZOOM,
  WEATHER_MAP_MIN_ZOOM,
  type MapLayerId,
  type MapView,
} from './weatherMapQuery';

// A number written out (an empty part is not 0).
const finite = z
  .string()
  .regex(/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i)
  .pipe(z.coerce.number<string>());

/**
 * `center=lat,lon[,zoom]`: latitude −90…90, longitude −180…180, zoom within the map's range
 * (without a zoom, `fallbackZoom`).
 */
const centerSchema = z
  .string()
  .max(80)
  .transform((s) => s.split(',').map((part) => part.trim()))
  .pipe(
    z.union([
      z.tuple([
        finite.pipe(z.number().min(-90).max(90)),
        finite.pipe(z.number().min(-180).max(180)),
      ]),
      z.tuple([
        finite.pipe(z.number().min(-90).max(90)),
        finite.pipe(z.number().min(-180).max(180)),
        finite.pipe(z.number().min(WEATHER_MAP_MIN_ZOOM).max(WEATHER_MAP_MAX_ZOOM)),
      ]),
    ]),
  );

/** The first value of a query parameter (Next gives an array for a repeated one). */
function first(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}

/** Parses `center`; null for anything that is not a valid `lat,lon[,zoom]`. */
export function parseMapCenter(value: unknown, fallbackZoom = DEFAULT_MAP_ZOOM): MapView | null {
  const parsed = centerSchema.safeParse(first(value));
  if (!parsed.success) return null;
  const [latitude, longitude, zoom = fallbackZoom] = parsed.data;
  return { latitude, longitude, zoom };
}

const layerSchema = z
  .string()
  .max(40)
  .transform((s) => MAP_LAYER_IDS.find((id) => id.toLowerCase() === s.trim().toLowerCase()))
  .pipe(z.enum(MAP_LAYER_IDS));

/** Parses `layerId` (case aside); null for an unknown layer. */
export function parseMapLayerId(value: unknown): MapLayerId | null {
  const parsed = layerSchema.safeParse(first(value));
  return parsed.success ? parsed.data : null;
}

/** The view and layer a map opens on: the query's when valid, else the place's defaults. */
export function resolveMapQuery(
  query: Readonly<Record<string, unknown>>,
  place: { latitude: number; longitude: number },
): { view: MapView; layerId: MapLayerId } {
  return {
    view: parseMapCenter(query.center) ?? {
      latitude: place.latitude,
      longitude: place.longitude,
      zoom: DEFAULT_MAP_ZOOM,
    },
    layerId: parseMapLayerId(query.layerId) ?? DEFAULT_MAP_LAYER,
  };
}
