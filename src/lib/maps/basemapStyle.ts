import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';

import { GLYPHS_URL, LABEL_FONT, PLACES_URL } from './basemapLabels';

/** Where the offline basemap is served (built by build-basemap.mjs from world-atlas and us-atlas). */
export const BASEMAP_URL = '/maps/countries-50m.geojson';

/** Where maplibre's worker is served (copied by build-basemap.mjs; bundlers do not emit it). */
export const MAPLIBRE_WORKER_URL = '/maps/maplibre-gl-worker.mjs';

/** Basemap colours: sea and lakes, land, country and state borders, place labels. */
export const BASEMAP_COLORS = {
  water: '#cfe3f3',
  land: '#f4f1ea',
  border: '#9a9a9a',
  stateBorder: '#b9b3a6',
  label: '#2b2b2b',
  labelHalo: '#ffffff',
} as const;

/** Id of the place labels' layer (drawn last, over the weather layers). */
export const PLACE_LABELS_LAYER = 'place-labels';

/** Shows a place from its rank-derived zoom on (see placeMinZoom in basemapLabels.ts). */
const SHOWN_AT_ZOOM: ExpressionSpecification = ['>=', ['zoom'], ['get', 'minzoom']];

/** Options of {@link createBasemapStyle}. */
export interface BasemapStyleOptions {
  /** Where the land and borders GeoJSON is served. */
  dataUrl?: string;
  /** Place names (drawn with the shipped glyphs); default on. */
  labels?: boolean;
}

/**
 * The offline basemap style: land, lakes, country and first-level borders (US states, Canadian
 * provinces, Australian and Brazilian states) from one GeoJSON source, and
 * (unless `labels: false`) the names of the most populous places, more of them as the
 * zoom grows, colliding labels dropped in favour of the larger place. No tiles and no sprite;
 * the labels' glyphs and the places are served from /maps/ and fetched by maplibre once the
 * map starts drawing, so they add nothing to the page's JavaScript.
 */
export function createBasemapStyle(options: BasemapStyleOptions | string = {}): StyleSpecification {
  const { dataUrl = BASEMAP_URL, labels = true } =
    typeof options === 'string' ? { dataUrl: options } : options;
  const style: StyleSpecification = {
    version: 8,
    sources: { basemap: { type: 'geojson', data: dataUrl } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASEMAP_COLORS.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': BASEMAP_COLORS.land },
      },
      {
        id: 'lakes',
        type: 'fill',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'lake'],
        paint: { 'fill-color': BASEMAP_COLORS.water },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': BASEMAP_COLORS.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'state-border'],
        minzoom: 3,
        paint: {
          'line-color': BASEMAP_COLORS.stateBorder,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.2],
        },
      },
    ],
  };
  if (!labels) return style;
  style.glyphs = GLYPHS_URL;
  style.sources.places = { type: 'geojson', data: PLACES_URL };
  style.layers.push({
    id: PLACE_LABELS_LAYER,
    type: 'symbol',
    source: 'places',
    filter: SHOWN_AT_ZOOM,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': [LABEL_FONT],
      // The largest places a little larger.
      'text-size': ['step', ['get', 'rank'], 14, 150, 13, 900, 12],
      // Centred on the place (no dot, so no dot is left without its name when a label
      // collides); the more populous place is placed first.
      'text-anchor': 'center',
      'text-padding': 6,
      'text-max-width': 8,
      'symbol-sort-key': ['get', 'rank'],
    },
    paint: {
      'text-color': BASEMAP_COLORS.label,
      'text-halo-color': BASEMAP_COLORS.labelHalo,
      'text-halo-width': 1.5,
      'text-halo-blur': 0.5,
    },
  });
  return style;
}

/**
 * The style without the label of the place the map is about, which the map marks itself:
 * `name` is the place's display name ("Denver, CO" hides "Denver").
 */
export function withoutPlaceLabel(style: StyleSpecification, name: string): StyleSpecification {
  const short = name.split(',')[0]?.trim() ?? name;
  return {
    ...style,
    layers: style.layers.map((layer) =>
      layer.id === PLACE_LABELS_LAYER
        ? { ...layer, filter: ['all', SHOWN_AT_ZOOM, ['!=', ['get', 'name'], short]] }
        : layer,
    ),
  };
}
