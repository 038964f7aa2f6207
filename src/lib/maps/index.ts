/** maplibre helpers of the station map: points, station features, layers, the offline basemap. */
export { isCoordinates, MAP_POINT_ERROR, toMapPoint } from './mapPoint';
export {
  buildStationFeatureCollection,
  featureBounds,
  OTHER_COLOR_PROVIDER_ID,
  STATION_COLORS,
  stationColor,
} from './stationFeatures';
export type { StationPointProperties } from './stationFeatures';
export {
  ACTIVE_PIN_IMAGE,
  createStationLayers,
  NUMBER_IMAGE_PREFIX,
  numberImageId,
  STATION_CIRCLE_RADIUS,
  STATION_LAYER_MAX_ZOOM,
  STATION_MAX_ZOOM,
  STATION_MIN_ZOOM,
  STATION_SOURCE_ID,
  stationsVisibleAt,
} from './stationLayers';
export {
  BASEMAP_COLORS,
  BASEMAP_URL,
  createBasemapStyle,
  MAPLIBRE_WORKER_URL,
} from './basemapStyle';
export { createStationMap } from './stationMap';
export type { MapLibreModule, StationMapOptions } from './stationMap';
