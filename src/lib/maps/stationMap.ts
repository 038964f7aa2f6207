import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';

import type { Station } from '@/types/location';

import { createBasemapStyle, MAPLIBRE_WORKER_URL } from './basemapStyle';
import { drawNumberImage, drawPinImage, MARKER_PIXEL_RATIO } from './markerImages';
import {
  ACTIVE_PIN_IMAGE,
  createStationLayers,
  numberImageId,
  STATION_CIRCLE_RADIUS,
  STATION_MAX_ZOOM,
  STATION_MIN_ZOOM,
  STATION_SOURCE_ID,
} from './stationLayers';
import { buildStationFeatureCollection, featureBounds } from './stationFeatures';

/** The part of the maplibre-gl module the station map uses (passed in: maplibre loads lazily). */
export interface MapLibreModule {
  Map: new (options: MapOptions) => MapLibreMap;
  setWorkerUrl?: (url: string) => void;
  getVersion?: () => string;
}

/** What the station map shows. */
export interface StationMapOptions {
  stations: readonly Station[];
  activeStationId: string | null;
  pinColor: string;
  /** Basemap GeoJSON URL; the shipped file by default. */
  basemapUrl?: string;
}

let workerConfigured = false;

/** Points maplibre at its worker under public/maps (once per page). */
function configureWorker(maplibre: MapLibreModule): void {
  if (workerConfigured || !maplibre.setWorkerUrl) return;
  const version = maplibre.getVersion?.();
  maplibre.setWorkerUrl(version ? `${MAPLIBRE_WORKER_URL}?v=${version}` : MAPLIBRE_WORKER_URL);
  workerConfigured = true;
}

/** Adds the number images 1..count and the active pin. */
function addMarkerImages(map: MapLibreMap, count: number, pinColor: string): void {
  for (let n = 1; n <= count; n++) {
    const image = drawNumberImage(n, STATION_CIRCLE_RADIUS);
    if (image && !map.hasImage(numberImageId(n)))
      map.addImage(numberImageId(n), image, { pixelRatio: MARKER_PIXEL_RATIO });
  }
  const pin = drawPinImage(pinColor);
  if (pin && !map.hasImage(ACTIVE_PIN_IMAGE))
    map.addImage(ACTIVE_PIN_IMAGE, pin, { pixelRatio: MARKER_PIXEL_RATIO });
}

/**
 * Creates the station map in `container`: the offline basemap, numbered station circles at zoom
 * 9–13, a pin on the active station, the view fitted to the stations. Answers the map; the
 * caller removes it (`map.remove()`) on unmount.
 */
export function createStationMap(
  maplibre: MapLibreModule,
  container: HTMLElement,
  options: StationMapOptions,
): MapLibreMap {
  configureWorker(maplibre);
  const data = buildStationFeatureCollection(options.stations, options.activeStationId);
  const bounds = featureBounds(data);
  const map = new maplibre.Map({
    container,
    style: createBasemapStyle(options.basemapUrl),
    bounds: bounds ?? undefined,
    // A fitted view leaves one level to zoom in.
    fitBoundsOptions: { padding: 32, maxZoom: STATION_MAX_ZOOM - 1 },
    // The stations show at zoom 9 to 13: keep the view in that range, even when the stations'
    // box needs a lower zoom to fit (the view is then centred on it).
    minZoom: STATION_MIN_ZOOM,
    maxZoom: STATION_MAX_ZOOM,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.once('load', () => {
    addMarkerImages(map, options.stations.length, options.pinColor);
    map.addSource(STATION_SOURCE_ID, { type: 'geojson', data });
    for (const layer of createStationLayers()) map.addLayer(layer);
  });
  return map;
}
