import type { Feature, FeatureCollection, Geometry } from 'geojson';
import * as z from 'zod/mini';

/** Largest GeoJSON the test map draws, in characters. */
export const MAX_GEOJSON_CHARS = 5_000_000;

const GEOMETRY_TYPES = [
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
] as const;

const geometrySchema = z.looseObject({ type: z.enum(GEOMETRY_TYPES) });
const featureSchema = z.looseObject({
  type: z.literal('Feature'),
  geometry: z.nullable(geometrySchema),
});
const collectionSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(featureSchema),
});

// The shapes are checked by their type only: maplibre draws what it can of odd coordinates, and
// the bounds below skip any position that is not a pair of numbers.
const toFeature = (f: { geometry: unknown; properties?: unknown }): Feature => ({
  type: 'Feature',
  geometry: f.geometry as Geometry,
  properties:
    typeof f.properties === 'object' && f.properties !== null
      ? (f.properties as Record<string, unknown>)
      : {},
});

const toCollection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

/** What reading a GeoJSON text gives: a feature collection, or why it is not GeoJSON. */
export type GeoJsonResult = { ok: true; data: FeatureCollection } | { ok: false; error: string };

/**
 * Reads GeoJSON text (a FeatureCollection, a Feature or a bare geometry) as a feature collection;
 * an error message for anything else.
 */
export function parseGeoJsonText(text: string): GeoJsonResult {
  if (!text.trim()) return { ok: false, error: 'Paste GeoJSON or load the sample first.' };
  if (text.length > MAX_GEOJSON_CHARS) return { ok: false, error: 'This GeoJSON is too large.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This is not valid JSON.' };
  }
  const collection = collectionSchema.safeParse(value);
  if (collection.success)
    return { ok: true, data: toCollection(collection.data.features.map(toFeature)) };
  const feature = featureSchema.safeParse(value);
  if (feature.success) return { ok: true, data: toCollection([toFeature(feature.data)]) };
  const geometry = geometrySchema.safeParse(value);
  if (geometry.success)
    return { ok: true, data: toCollection([toFeature({ geometry: geometry.data })]) };
  return {
    ok: false,
    error: 'This JSON is not GeoJSON (a FeatureCollection, a Feature or a geometry).',
  };
}

/** Every [x, y] pair of numbers nested in `value` (coordinates or a geometry collection's parts). */
function collectPositions(value: unknown, out: [number, number][], depth = 0): void {
  if (depth > 6 || !Array.isArray(value)) return;
  const [x, y] = value as unknown[];
  if (typeof x === 'number' && typeof y === 'number') {
    out.push([x, y]);
    return;
  }
  for (const item of value as unknown[]) collectPositions(item, out, depth + 1);
}

function geometryPositions(geometry: unknown, out: [number, number][]): void {
  if (typeof geometry !== 'object' || geometry === null) return;
  const g = geometry as { coordinates?: unknown; geometries?: unknown };
  collectPositions(g.coordinates, out);
  if (Array.isArray(g.geometries)) for (const part of g.geometries) geometryPositions(part, out);
}

/** The [[west, south], [east, north]] box around every position, or null without any. */
export function geoJsonBounds(
  collection: FeatureCollection,
): [[number, number], [number, number]] | null {
  const positions: [number, number][] = [];
  for (const feature of collection.features) geometryPositions(feature.geometry, positions);
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of positions) {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  if (!Number.isFinite(west)) return null;
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * The `url` the test map may load: a path on this site (`/maps/sample.geojson`), never another
 * origin (`//host`, `http://…`, `/\host`); null otherwise.
 */
export function sameOriginGeoJsonPath(value: unknown): string | null {
  const url = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof url !== 'string' || url.length > 500) return null;
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  try {
    const resolved = new URL(url, 'http://site.invalid');
    if (resolved.origin !== 'http://site.invalid') return null;
    return `${resolved.pathname}${resolved.search}`;
  } catch {
    return null;
  }
}
