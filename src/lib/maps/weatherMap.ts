import type { FeatureCollection } from 'geojson';
import type {
  GeoJSONSource,
  LayerSpecification,
  Map as MapLibreMap,
  MapLayerMouseEvent,
  MapOptions,
  Marker,
  MarkerOptions,
  StyleSpecification,
} from 'maplibre-gl';

import { createBasemapStyle, MAPLIBRE_WORKER_URL, withoutPlaceLabel } from './basemapStyle';
import {
  WEATHER_MAP_MAX_ZOOM,
  WEATHER_MAP_MIN_ZOOM,
  type MapLayerId,
  type MapView,
} from './weatherMapQuery';

/** The part of the maplibre-gl module the weather map uses (passed in: maplibre loads lazily). */
export interface WeatherMapModule {
  Map: new (options: MapOptions) => MapLibreMap;
  Marker: new (options?: MarkerOptions) => Marker;
  setWorkerUrl?: (url: string) => void;
  getVersion?: () => string;
}

/** One frame of a raster tile layer: its time and tile URL template. */
export interface WeatherMapFrame {
  time: string;
  url: string;
}

/** Options of {@link createWeatherMap}. */
export interface WeatherMapOptions {
  view: MapView;
  /** A maplibre style URL replacing the offline basemap (MAP_STYLE_URL); null: offline. */
  styleUrl?: string | null;
  /** The canvas's accessible name (it is focusable: arrows pan, + and − zoom). */
  canvasLabel: string;
  /** The place, marked on the map. */
  place: { name: string; latitude: number; longitude: number };
  /** After each pan or zoom ends. */
  onViewChange: (view: MapView) => void;
  /** Once the style and the first tiles have drawn, with the view drawn. */
  onReady: (view: MapView) => void;
  /** A click on an alert area: its link. */
  onAlertClick: (href: string) => void;
}

/** Ids of the weather map's own sources and layers. */
export const WEATHER_MAP_IDS = {
  temperature: 'weather-temperature',
  alerts: 'weather-alerts',
  alertsFill: 'weather-alerts-fill',
  alertsLine: 'weather-alerts-line',
  storms: 'weather-storms',
  stormTracks: 'weather-storm-tracks',
  stormCones: 'weather-storm-cones',
  stormTrackLines: 'weather-storm-track-lines',
  stormPoints: 'weather-storm-points',
  radarPrefix: 'weather-radar-',
} as const;

/** The offline basemap's layer the weather layers are drawn under (borders stay on top). */
const BASEMAP_TOP_LAYER = 'borders';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

let workerConfigured = false;

function configureWorker(maplibre: WeatherMapModule): void {
  if (workerConfigured || !maplibre.setWorkerUrl) return;
  const version = maplibre.getVersion?.();
  maplibre.setWorkerUrl(version ? `${MAPLIBRE_WORKER_URL}?v=${version}` : MAPLIBRE_WORKER_URL);
  workerConfigured = true;
}

/** The offline weather basemap: the station map's land, water and borders. */
export function createWeatherMapStyle(): StyleSpecification {
  return createBasemapStyle();
}

/** What the map should show; {@link WeatherMap.sync} makes the map match it once loaded. */
interface Wanted {
  layerId: MapLayerId;
  radarFrames: WeatherMapFrame[];
  radarMaxZoom: number;
  radarIndex: number;
  radarOpacity: number;
  temperature: WeatherMapFrame | null;
  temperatureMaxZoom: number;
  alerts: FeatureCollection;
  stormPoints: FeatureCollection;
  stormCones: FeatureCollection;
  stormTracks: FeatureCollection;
}

/**
 * The weather map: basemap, preloaded radar frames (one raster layer each, switched by opacity so
 * a step never flickers), the latest temperature frame, alert areas and storms. Setters may be
 * called before the map has loaded; everything is applied once it has.
 */
export class WeatherMap {
  private loaded = false;
  private radarIds: string[] = [];
  private temperatureUrl: string | null = null;
  private readonly wanted: Wanted = {
    layerId: 'Radar.Global',
    radarFrames: [],
    radarMaxZoom: 7,
    radarIndex: 0,
    radarOpacity: 0.75,
    temperature: null,
    temperatureMaxZoom: 7,
    alerts: EMPTY,
    stormPoints: EMPTY,
    stormCones: EMPTY,
    stormTracks: EMPTY,
  };

  constructor(
    readonly map: MapLibreMap,
    private readonly beforeId: string | undefined,
  ) {}

  setLayer(layerId: MapLayerId): void {
    this.wanted.layerId = layerId;
    this.sync();
  }

  setRadarFrames(frames: readonly WeatherMapFrame[], maxNativeZoom: number): void {
    this.wanted.radarFrames = [...frames];
    this.wanted.radarMaxZoom = maxNativeZoom;
    this.sync();
  }

  showRadarFrame(index: number): void {
    this.wanted.radarIndex = index;
    this.sync();
  }

  setRadarOpacity(opacity: number): void {
    this.wanted.radarOpacity = opacity;
    this.sync();
  }

  setTemperatureFrame(frame: WeatherMapFrame | null, maxNativeZoom: number): void {
    this.wanted.temperature = frame;
    this.wanted.temperatureMaxZoom = maxNativeZoom;
    this.sync();
  }

  setAlerts(areas: FeatureCollection): void {
    this.wanted.alerts = areas;
    this.sync();
  }

  setStorms(points: FeatureCollection, cones: FeatureCollection, tracks: FeatureCollection): void {
    this.wanted.stormPoints = points;
    this.wanted.stormCones = cones;
    this.wanted.stormTracks = tracks;
    this.sync();
  }

  /** Called once the style has loaded: adds the overlay sources and layers. */
  onLoad(): void {
    const map = this.map;
    const ids = WEATHER_MAP_IDS;
    map.addSource(ids.alerts, { type: 'geojson', data: EMPTY });
    map.addSource(ids.storms, { type: 'geojson', data: EMPTY });
    map.addSource(ids.stormCones, { type: 'geojson', data: EMPTY });
    map.addSource(ids.stormTracks, { type: 'geojson', data: EMPTY });
    const layers: LayerSpecification[] = [
      {
        id: ids.alertsFill,
        type: 'fill',
        source: ids.alerts,
        paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.3 },
      },
      {
        id: ids.alertsLine,
        type: 'line',
        source: ids.alerts,
        paint: {
          'line-color': ['get', 'color'],
          'line-width': 2,
          // Approximate areas are dashed.
          'line-dasharray': [
            'case',
            ['get', 'approximate'],
            ['literal', [2, 2]],
            ['literal', [1, 0]],
          ],
        },
      },
      {
        id: `${ids.stormCones}-fill`,
        type: 'fill',
        source: ids.stormCones,
        paint: { 'fill-color': '#ffffff', 'fill-opacity': 0.45, 'fill-outline-color': '#4a4a4a' },
      },
      {
        id: ids.stormTrackLines,
        type: 'line',
        source: ids.stormTracks,
        filter: ['!=', ['geometry-type'], 'Point'],
        paint: { 'line-color': '#3b3b3b', 'line-width': 2 },
      },
      {
        id: `${ids.stormTracks}-points`,
        type: 'circle',
        source: ids.stormTracks,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-radius': 3, 'circle-color': '#3b3b3b' },
      },
      {
        id: ids.stormPoints,
        type: 'circle',
        source: ids.storms,
        paint: {
          'circle-radius': 9,
          'circle-color': '#c2185b',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ];
    for (const layer of layers) map.addLayer(layer, this.beforeId);
    map.on('click', ids.alertsFill, (event: MapLayerMouseEvent) => {
      const href = event.features?.[0]?.properties?.href;
      if (typeof href === 'string') this.onAlertClick?.(href);
    });
    map.on('mouseenter', ids.alertsFill, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', ids.alertsFill, () => (map.getCanvas().style.cursor = ''));
    this.loaded = true;
    this.sync();
  }

  /** Set by {@link createWeatherMap}: what a click on an alert area does. */
  onAlertClick: ((href: string) => void) | null = null;

  private setVisibility(id: string, visible: boolean): void {
    if (this.map.getLayer(id))
      this.map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
  }

  private syncRadar(): void {
    const map = this.map;
    const w = this.wanted;
    const wantedIds = w.radarFrames.map((f) => `${WEATHER_MAP_IDS.radarPrefix}${f.time}`);
    for (const id of this.radarIds) {
      if (wantedIds.includes(id)) continue;
      if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(id)) map.removeSource(id);
    }
    w.radarFrames.forEach((frame, i) => {
      const id = wantedIds[i] ?? '';
      if (map.getSource(id)) return;
      map.addSource(id, {
        type: 'raster',
        tiles: [frame.url],
        tileSize: 256,
        maxzoom: w.radarMaxZoom,
      });
      map.addLayer(
        {
          id,
          type: 'raster',
          source: id,
          paint: { 'raster-opacity': 0, 'raster-fade-duration': 0 },
        },
        WEATHER_MAP_IDS.alertsFill,
      );
    });
    this.radarIds = wantedIds;
    const radarOn = w.layerId === 'Radar.Global';
    const current = Math.min(Math.max(w.radarIndex, 0), wantedIds.length - 1);
    wantedIds.forEach((id, i) => {
      // Every frame stays visible (so its tiles load ahead); only the current one is opaque.
      this.setVisibility(id, radarOn);
      map.setPaintProperty(id, 'raster-opacity', i === current ? w.radarOpacity : 0);
    });
  }

  private syncTemperature(): void {
    const map = this.map;
    const w = this.wanted;
    const id = WEATHER_MAP_IDS.temperature;
    const url = w.temperature?.url ?? null;
    if (url !== this.temperatureUrl) {
      if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(id)) map.removeSource(id);
      if (url) {
        map.addSource(id, {
          type: 'raster',
          tiles: [url],
          tileSize: 256,
          maxzoom: w.temperatureMaxZoom,
        });
        map.addLayer(
          { id, type: 'raster', source: id, paint: { 'raster-opacity': 0.85 } },
          WEATHER_MAP_IDS.alertsFill,
        );
      }
      this.temperatureUrl = url;
    }
    this.setVisibility(id, w.layerId === 'Temperature.Global');
  }

  /** Makes the map match what is wanted (nothing before it has loaded). */
  sync(): void {
    if (!this.loaded) return;
    const ids = WEATHER_MAP_IDS;
    const w = this.wanted;
    this.syncRadar();
    this.syncTemperature();
    (this.map.getSource(ids.alerts) as GeoJSONSource | undefined)?.setData(w.alerts);
    (this.map.getSource(ids.storms) as GeoJSONSource | undefined)?.setData(w.stormPoints);
    (this.map.getSource(ids.stormCones) as GeoJSONSource | undefined)?.setData(w.stormCones);
    (this.map.getSource(ids.stormTracks) as GeoJSONSource | undefined)?.setData(w.stormTracks);
    const alertsOn = w.layerId === 'Alerts.Global';
    const stormsOn = w.layerId === 'Hurricanes.Global';
    this.setVisibility(ids.alertsFill, alertsOn);
    this.setVisibility(ids.alertsLine, alertsOn);
    this.setVisibility(`${ids.stormCones}-fill`, stormsOn);
    this.setVisibility(ids.stormTrackLines, stormsOn);
    this.setVisibility(`${ids.stormTracks}-points`, stormsOn);
    this.setVisibility(ids.stormPoints, stormsOn);
  }

  /** Moves the view to a point (a storm), keeping the zoom unless given. */
  showPoint(longitude: number, latitude: number, zoom?: number): void {
    this.map.easeTo({ center: [longitude, latitude], zoom: zoom ?? this.map.getZoom() });
  }

  /** Zooms in (positive) or out (negative) by `levels` around the centre. */
  zoomBy(levels: number): void {
    this.map.zoomTo(this.map.getZoom() + levels);
  }

  remove(): void {
    this.map.remove();
  }
}

/** The place's marker: a dot and its name (HTML, so no glyphs are needed). */
function placeMarkerElement(name: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'weather-map-place';
  element.setAttribute('aria-hidden', 'true');
  const dot = document.createElement('span');
  dot.className = 'weather-map-place-dot';
  const label = document.createElement('span');
  label.className = 'weather-map-place-name';
  label.textContent = name;
  element.append(dot, label);
  return element;
}

/**
 * Creates the weather map in `container` at `options.view`: the offline basemap (or the
 * configured style), maplibre's keyboard handler on (the canvas is focusable: arrows pan,
 * + and − zoom), no rotation. The caller removes it (`remove()`) on unmount.
 */
export function createWeatherMap(
  maplibre: WeatherMapModule,
  container: HTMLElement,
  options: WeatherMapOptions,
): WeatherMap {
  configureWorker(maplibre);
  const map = new maplibre.Map({
    container,
    style: options.styleUrl ?? withoutPlaceLabel(createWeatherMapStyle(), options.place.name),
    center: [options.view.longitude, options.view.latitude],
    zoom: options.view.zoom,
    minZoom: WEATHER_MAP_MIN_ZOOM,
    maxZoom: WEATHER_MAP_MAX_ZOOM,
    attributionControl: false,
    keyboard: true,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: { 'Map.Title': options.canvasLabel },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  const weatherMap = new WeatherMap(map, options.styleUrl ? undefined : BASEMAP_TOP_LAYER);
  weatherMap.onAlertClick = options.onAlertClick;
  new maplibre.Marker({
    element: placeMarkerElement(options.place.name),
    anchor: 'left',
    offset: [-6, 0],
  })
    .setLngLat([options.place.longitude, options.place.latitude])
    .addTo(map);
  map.once('load', () => {
    weatherMap.onLoad();
    map.once('idle', () => {
      const center = map.getCenter();
      options.onReady({ latitude: center.lat, longitude: center.lng, zoom: map.getZoom() });
    });
  });
  map.on('moveend', () => {
    const center = map.getCenter();
    options.onViewChange({ latitude: center.lat, longitude: center.lng, zoom: map.getZoom() });
  });
  return weatherMap;
}
