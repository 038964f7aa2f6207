import { z } from 'zod';

/** The weather map's layers, as the `layerId` query value names them. */
export const MAP_LAYER_IDS = [
  'Radar.Global',
  'Temperature.Global',
  'Alerts.Global',
  'Hurricanes.Global',
] as const;

/** One layer of the weather map. */
export type MapLayerId = (typeof MAP_LAYER_IDS)[number];

/** The layer a map opens on without (or with an unknown) `layerId`. */
export const DEFAULT_MAP_LAYER: MapLayerId = 'Radar.Global';

/** Visible names of the layers (the radio buttons of "Map layer"). */
export const MAP_LAYER_NAMES: Readonly<Record<MapLayerId, string>> = {
  'Radar.Global': 'Radar',
  'Temperature.Global': 'Temperature',
  'Alerts.Global': 'Alerts',
  'Hurricanes.Global': 'Hurricanes',
};

/** Zoom range of the weather map (the tiles are served up to zoom 12). */
export const WEATHER_MAP_MIN_ZOOM = 1;
export const WEATHER_MAP_MAX_ZOOM = 12;
/** The zoom a place opens at without a `center` (a region around it, as the favourites link). */
export const DEFAULT_MAP_ZOOM = 7;

/** What the map shows: its centre and zoom. */
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

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

/** A number with at most `digits` decimals, without trailing zeros. */
function trim(n: number, digits: number): string {
  return String(Number(n.toFixed(digits)));
}

/** `center`'s value for a view: 4 decimals (about 10 m) and the zoom to 2 decimals. */
export function formatMapCenter(view: MapView): string {
  return `${trim(view.latitude, 4)},${trim(view.longitude, 4)},${trim(view.zoom, 2)}`;
}

/** Wraps a longitude into −180…180 (maplibre answers more after panning round the world). */
export function wrapLongitude(longitude: number): number {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && longitude > 0 ? 180 : wrapped;
}

/**
 * The query of a view: the `current` query's other parameters kept (e.g. `station`), `center`
 * and `layerId` set. The separators stay readable (`center=39.74,-104.98,7`).
 */
export function mapViewSearch(current: string, view: MapView, layerId: MapLayerId): string {
  const params = new URLSearchParams(current);
  params.set('center', formatMapCenter({ ...view, longitude: wrapLongitude(view.longitude) }));
  params.set('layerId', layerId);
  return `?${params.toString().replace(/%2C/gi, ',')}`;
}
