import type { StyleSpecification } from 'maplibre-gl';

/** Where the offline basemap is served (built by build-basemap.mjs from world-atlas). */
export const BASEMAP_URL = '/maps/countries-50m.geojson';

/** Where maplibre's worker is served (copied by build-basemap.mjs; bundlers do not emit it). */
export const MAPLIBRE_WORKER_URL = '/maps/maplibre-gl-worker.mjs';

/** Basemap colours: sea, land and country borders. */
export const BASEMAP_COLORS = { water: '#cfe3f3', land: '#f4f1ea', border: '#9a9a9a' } as const;

/**
 * The offline basemap style: one GeoJSON source of land and country borders, no
 * tiles, no sprite and no glyphs (station numbers are images, so no layer needs a font).
 */
export function createBasemapStyle(dataUrl: string = BASEMAP_URL): StyleSpecification {
  return {
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
        id: 'borders',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': BASEMAP_COLORS.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  };
}
