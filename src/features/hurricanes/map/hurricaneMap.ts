import type {
  ExpressionSpecification,
  LayerSpecification,
  Map as MapLibreMap,
  MapOptions,
  Marker,
  MarkerOptions,
} from 'maplibre-gl';

import { createBasemapStyle, MAPLIBRE_WORKER_URL } from '@/lib/maps/basemapStyle';

import {
  BAND_COLORS,
  mapDataBounds,
  OUTLOOK_LEVEL_COLORS,
  WATCH_WARNING_COLORS,
  WIND_RADII_COLORS,
  type HurricaneMapData,
} from './hurricaneMapData';

/** The part of the maplibre-gl module the hurricane map uses (passed in: it loads lazily). */
export interface MapLibreModule {
  Map: new (options: MapOptions) => MapLibreMap;
  setWorkerUrl?: (url: string) => void;
  getVersion?: () => string;
  /** HTML markers: the outlook areas' labels (the offline basemap has no font for map text). */
  Marker?: new (options: MarkerOptions) => Marker;
}

/** Options of the hurricane map. */
export interface HurricaneMapOptions {
  /** Class of the outlook areas' label elements. */
  labelClassName?: string;
  /** `[west, south, east, north]` the view shows at least (e.g. the outlook's basins). */
  extent?: [number, number, number, number] | null;
}

/** The box around both boxes (either may be null). */
export function unionBounds(
  a: [number, number, number, number] | null,
  b: [number, number, number, number] | null | undefined,
): [number, number, number, number] | null {
  if (!a || !b) return a ?? b ?? null;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** The colour of a feature's intensity band. */
const bandColor: ExpressionSpecification = [
  'match',
  ['get', 'band'],
  ...Object.entries(BAND_COLORS).flat(),
  BAND_COLORS.TD,
] as unknown as ExpressionSpecification;

const watchWarningColor: ExpressionSpecification = [
  'match',
  ['get', 'type'],
  ...Object.entries(WATCH_WARNING_COLORS).flat(),
  '#555555',
] as unknown as ExpressionSpecification;

const windRadiiColor: ExpressionSpecification = [
  'match',
  ['get', 'threshold'],
  ...Object.entries(WIND_RADII_COLORS).flat(),
  WIND_RADII_COLORS['34'],
] as unknown as ExpressionSpecification;

const outlookLevelColor: ExpressionSpecification = [
  'match',
  ['get', 'level'],
  ...Object.entries(OUTLOOK_LEVEL_COLORS).flat(),
  OUTLOOK_LEVEL_COLORS.low,
] as unknown as ExpressionSpecification;

/**
 * The hurricane layers, bottom to top: outlook areas, radii, cone, tracks, watches/warnings,
 * points, the outlook's disturbances, storms.
 */
export function createHurricaneLayers(): LayerSpecification[] {
  const isPoint: ExpressionSpecification = ['==', ['geometry-type'], 'Point'];
  const isLine: ExpressionSpecification = ['!=', ['geometry-type'], 'Point'];
  return [
    {
      id: 'outlook-areas-fill',
      type: 'fill',
      source: 'outlookAreas',
      paint: { 'fill-color': outlookLevelColor, 'fill-opacity': 0.35 },
    },
    {
      id: 'outlook-areas-outline',
      type: 'line',
      source: 'outlookAreas',
      layout: { 'line-join': 'round' },
      paint: { 'line-color': outlookLevelColor, 'line-width': 2.5 },
    },
    {
      id: 'wind-radii',
      type: 'fill',
      source: 'windRadii',
      paint: { 'fill-color': windRadiiColor, 'fill-opacity': 0.25 },
    },
    {
      id: 'cone-fill',
      type: 'fill',
      source: 'cones',
      paint: { 'fill-color': '#ffffff', 'fill-opacity': 0.55 },
    },
    {
      id: 'cone-outline',
      type: 'line',
      source: 'cones',
      paint: { 'line-color': '#1f2d3d', 'line-width': 1.5 },
    },
    {
      id: 'past-track',
      type: 'line',
      source: 'pastTracks',
      filter: isLine,
      paint: { 'line-color': '#4a4a4a', 'line-width': 2 },
    },
    {
      id: 'past-points',
      type: 'circle',
      source: 'pastTracks',
      filter: isPoint,
      paint: { 'circle-radius': 3, 'circle-color': bandColor },
    },
    {
      id: 'forecast-track',
      type: 'line',
      source: 'forecastLines',
      paint: { 'line-color': '#1f2d3d', 'line-width': 2, 'line-dasharray': [2, 2] },
    },
    {
      id: 'watches-warnings',
      type: 'line',
      source: 'watchesWarnings',
      layout: { 'line-cap': 'round' },
      paint: { 'line-color': watchWarningColor, 'line-width': 5 },
    },
    {
      id: 'forecast-points',
      type: 'circle',
      source: 'forecastPoints',
      paint: {
        'circle-radius': 6,
        'circle-color': bandColor,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    },
    {
      id: 'outlook-points',
      type: 'circle',
      source: 'outlookPoints',
      paint: {
        'circle-radius': 6,
        'circle-color': outlookLevelColor,
        'circle-stroke-color': '#1f2d3d',
        'circle-stroke-width': 2,
      },
    },
    {
      id: 'storms',
      type: 'circle',
      source: 'storms',
      paint: {
        'circle-radius': 10,
        'circle-color': bandColor,
        'circle-stroke-color': '#1f2d3d',
        'circle-stroke-width': 2,
      },
    },
  ];
}

/**
 * Creates the hurricane map in `container`: the offline basemap, the storms' layers, the view
 * fitted to them. Answers the map; the caller removes it on unmount.
 */
export function createHurricaneMap(
  maplibre: MapLibreModule,
  container: HTMLElement,
  data: HurricaneMapData,
  options: HurricaneMapOptions = {},
): MapLibreMap {
  if (maplibre.setWorkerUrl) {
    const version = maplibre.getVersion?.();
    maplibre.setWorkerUrl(version ? `${MAPLIBRE_WORKER_URL}?v=${version}` : MAPLIBRE_WORKER_URL);
  }
  const bounds = unionBounds(mapDataBounds(data), options.extent);
  const map = new maplibre.Map({
    container,
    style: createBasemapStyle(),
    ...(bounds
      ? { bounds, fitBoundsOptions: { padding: 40, maxZoom: 6 } }
      : { center: [-75, 22], zoom: 2 }),
    minZoom: 1,
    maxZoom: 9,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.once('load', () => {
    for (const [id, collection] of Object.entries(data)) {
      map.addSource(id, { type: 'geojson', data: collection });
    }
    for (const layer of createHurricaneLayers()) map.addLayer(layer);
    addOutlookLabels(maplibre, map, data, options);
  });
  return map;
}

/** Writes each outlook area's id on the map, as HTML markers (hidden from assistive technology: the
 * areas are listed beside the map). */
function addOutlookLabels(
  maplibre: MapLibreModule,
  map: MapLibreMap,
  data: HurricaneMapData,
  options: HurricaneMapOptions,
): void {
  const { Marker: MarkerClass } = maplibre;
  if (!MarkerClass || typeof document === 'undefined') return;
  for (const f of data.outlookLabels.features) {
    if (f.geometry.type !== 'Point') continue;
    const [lng, lat] = f.geometry.coordinates;
    if (lng === undefined || lat === undefined) continue;
    const element = document.createElement('span');
    element.textContent = String(f.properties?.label ?? f.properties?.areaId ?? '');
    element.setAttribute('aria-hidden', 'true');
    element.dataset.level = String(f.properties?.level ?? 'low');
    if (options.labelClassName) element.className = options.labelClassName;
    // A storm's name sits beside its dot; an area's id on the area.
    const storm = f.properties?.level === 'storm';
    new MarkerClass({
      element,
      anchor: storm ? 'left' : 'center',
      offset: storm ? [14, 0] : [0, 0],
    })
      .setLngLat([lng, lat])
      .addTo(map);
  }
}
