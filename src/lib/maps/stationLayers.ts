import type { CircleLayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';

/** Lowest zoom level at which the stations show. */
export const STATION_MIN_ZOOM = 9;
/** Highest zoom level at which the stations show (included: the map zooms in to it). */
export const STATION_MAX_ZOOM = 13;
/**
 * The station layers' maxzoom: maplibre hides a layer from its maxzoom on (exclusive), so the
 * layers end one level above the last one shown and the stations show at zoom 13 itself.
 */
export const STATION_LAYER_MAX_ZOOM = STATION_MAX_ZOOM + 1;
/** Radius of a station circle, pixels. */
export const STATION_CIRCLE_RADIUS = 7;

/** The GeoJSON source of the station points. */
export const STATION_SOURCE_ID = 'stations';
/** Image id of the active-station pin. */
export const ACTIVE_PIN_IMAGE = 'station-active-pin';
/** Prefix of the number images: `station-number-1`, `station-number-2`, ... */
export const NUMBER_IMAGE_PREFIX = 'station-number-';

/** The image id showing station number `n`. */
export function numberImageId(n: number): string {
  return `${NUMBER_IMAGE_PREFIX}${n}`;
}

const zoomRange = { minzoom: STATION_MIN_ZOOM, maxzoom: STATION_LAYER_MAX_ZOOM } as const;

/** True when the station layers show at `zoom` (maplibre: minzoom included, maxzoom excluded). */
export function stationsVisibleAt(zoom: number): boolean {
  return zoom >= zoomRange.minzoom && zoom < zoomRange.maxzoom;
}

/**
 * The station layers, bottom to top: coloured circles, their numbers (pre-rendered images, so
 * no glyphs are needed), and the pin over the active station.
 */
export function createStationLayers(): [
  CircleLayerSpecification,
  SymbolLayerSpecification,
  SymbolLayerSpecification,
] {
  return [
    {
      id: 'station-circles',
      type: 'circle',
      source: STATION_SOURCE_ID,
      ...zoomRange,
      paint: {
        'circle-radius': STATION_CIRCLE_RADIUS,
        'circle-color': ['get', 'color'],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    },
    {
      id: 'station-numbers',
      type: 'symbol',
      source: STATION_SOURCE_ID,
      ...zoomRange,
      layout: {
        'icon-image': ['concat', NUMBER_IMAGE_PREFIX, ['to-string', ['get', 'stationNumber']]],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
    {
      id: 'station-active-pin',
      type: 'symbol',
      source: STATION_SOURCE_ID,
      ...zoomRange,
      filter: ['==', ['get', 'active'], true],
      layout: {
        'icon-image': ACTIVE_PIN_IMAGE,
        'icon-anchor': 'bottom',
        'icon-offset': [0, -STATION_CIRCLE_RADIUS],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
  ];
}
