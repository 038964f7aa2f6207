// The weather map's query (`center`, `layerId`): its layers, zoom range and how a view is written
// into the address. Reading a query is in parseMapQuery.ts (with its validator, on the server).
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
