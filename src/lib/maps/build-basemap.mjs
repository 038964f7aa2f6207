// Builds the station map's offline assets under public/maps/ (no remote tiles):
//  1. countries-50m.geojson: Natural Earth 1:50m countries from `world-atlas`, converted from
//     TopoJSON with `topojson-client` into one FeatureCollection of two features:
//       - `kind: 'land'`: the union of every country (merged, so shared borders are not stored twice),
//       - `kind: 'border'`: the borders between countries (arcs shared by two countries),
//     coordinates rounded to 3 decimals (~110 m, finer than the 1:50m source), repeats dropped.
//  2. maplibre-gl-worker.mjs: maplibre's worker, which bundlers do not emit (maplibre derives its
//     URL from import.meta.url); the map sets it with setWorkerUrl. A test checks it is current.
// Run after upgrading world-atlas or maplibre-gl: `scripts/node24 node src/lib/maps/build-basemap.mjs`.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { merge, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const publicMaps = join(dirname(fileURLToPath(import.meta.url)), '../../../public/maps');

const round = (value) => Math.round(value * 1e3) / 1e3;

/** Rounds a list of positions and drops consecutive repeats. */
function roundLine(line) {
  const out = [];
  for (const [x, y] of line) {
    const last = out[out.length - 1];
    const point = [round(x), round(y)];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/** Polygons (Polygon or MultiPolygon) as a MultiPolygon of rounded rings of 4+ positions. */
function toMultiPolygon(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const coordinates = polygons
    .map((rings) => rings.map(roundLine).filter((ring) => ring.length >= 4))
    .filter((rings) => rings.length > 0);
  return { type: 'MultiPolygon', coordinates };
}

/** A MultiLineString of rounded lines of 2+ positions. */
function toMultiLineString(geometry) {
  return {
    type: 'MultiLineString',
    coordinates: geometry.coordinates.map(roundLine).filter((l) => l.length >= 2),
  };
}

const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
);
const countries = topology.objects.countries;
const basemap = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'land' },
      geometry: toMultiPolygon(merge(topology, countries.geometries)),
    },
    {
      type: 'Feature',
      properties: { kind: 'border' },
      geometry: toMultiLineString(mesh(topology, countries, (a, b) => a !== b)),
    },
  ],
};
writeFileSync(join(publicMaps, 'countries-50m.geojson'), JSON.stringify(basemap));

const workerDir = dirname(require.resolve('maplibre-gl/package.json'));
copyFileSync(
  join(workerDir, 'dist/maplibre-gl-worker.mjs'),
  join(publicMaps, 'maplibre-gl-worker.mjs'),
);
console.log(`wrote ${publicMaps}/countries-50m.geojson and maplibre-gl-worker.mjs`);
