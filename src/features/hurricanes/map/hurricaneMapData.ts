/** What the hurricane maps draw, as GeoJSON per layer, and the box that holds it all. */
import type {
  Feature,
  FeatureCollection,
  Geometry,
  MultiPolygon,
  Polygon,
  Position,
} from 'geojson';

import type { Basin, OutlookAreaShapes, Storm, StormGis } from '@/types/hurricane';

import { intensityBand, outlookAreaLabel } from './mapStyle';

/** A storm's current position on a map. */
export interface StormMarker {
  name: string;
  latitude: number;
  longitude: number;
  windKt: number | null;
}

/** The map markers of storms (their current positions and winds). */
export function stormMarkers(storms: readonly Storm[]): StormMarker[] {
  return storms.map((s) => ({
    name: s.name,
    latitude: s.latitude,
    longitude: s.longitude,
    windKt: s.windKt,
  }));
}

/** The GeoJSON of every hurricane layer (empty collections where there is nothing). */
export interface HurricaneMapData {
  cones: FeatureCollection;
  windRadii: FeatureCollection;
  watchesWarnings: FeatureCollection;
  pastTracks: FeatureCollection;
  forecastLines: FeatureCollection;
  forecastPoints: FeatureCollection;
  storms: FeatureCollection;
  /** Outlook areas' polygons, with `areaId` and `level` (the 7-day chance level). */
  outlookAreas: FeatureCollection;
  /** Current positions of the outlook's disturbances, with `areaId` and `level`. */
  outlookPoints: FeatureCollection;
  /**
   * One point per outlook area where its id is written (`label`, `level`), and beside the areas
   * one per storm with its name (`level: 'storm'`).
   */
  outlookLabels: FeatureCollection;
}

/**
 * The part of each basin an outlook map shows at least (`[west, south, east, north]`), so the areas
 * are seen against the coasts around them, much like NHC's outlook maps.
 */
export const BASIN_EXTENTS: Record<Basin, [number, number, number, number]> = {
  at: [-98, 8, -14, 38],
  ep: [-140, 5, -88, 28],
  cp: [-180, 3, -138, 28],
};

const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });

function only(collection: FeatureCollection | null, types: readonly string[]): Feature[] {
  return (collection?.features ?? []).filter(
    (f): f is Feature => f.geometry !== null && types.includes(f.geometry.type),
  );
}

/** Points get their intensity band (and lines pass unchanged). */
function withBand(feature: Feature): Feature {
  const wind = (feature.properties as { windKt?: number | null } | null)?.windKt;
  return { ...feature, properties: { ...feature.properties, band: intensityBand(wind) } };
}

/** Builds every layer's GeoJSON from the storms' positions and their GIS products. */
export function buildHurricaneMapData(
  markers: readonly StormMarker[],
  gis: readonly StormGis[],
  outlookShapes: readonly OutlookAreaShapes[] = [],
): HurricaneMapData {
  const data: HurricaneMapData = {
    cones: empty(),
    windRadii: empty(),
    watchesWarnings: empty(),
    pastTracks: empty(),
    forecastLines: empty(),
    forecastPoints: empty(),
    storms: empty(),
    outlookAreas: empty(),
    outlookPoints: empty(),
    outlookLabels: empty(),
  };
  addOutlookShapes(data, outlookShapes);
  for (const g of gis) {
    data.cones.features.push(...only(g.cone, ['Polygon', 'MultiPolygon']));
    data.windRadii.features.push(
      ...only(g.windRadii, ['Polygon', 'MultiPolygon']).map((f) => ({
        ...f,
        properties: {
          ...f.properties,
          threshold: String((f.properties as { thresholdKt?: number | null }).thresholdKt ?? 34),
        },
      })),
    );
    data.watchesWarnings.features.push(
      ...only(g.watchesWarnings, ['LineString', 'MultiLineString']),
    );
    data.pastTracks.features.push(...only(g.pastTrack, ['LineString', 'MultiLineString']));
    data.pastTracks.features.push(...only(g.pastTrack, ['Point']).map(withBand));
    data.forecastLines.features.push(...only(g.forecastTrack, ['LineString']));
    data.forecastPoints.features.push(...only(g.forecastTrack, ['Point']).map(withBand));
  }
  data.storms.features = markers.map((m) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [m.longitude, m.latitude] },
    properties: { name: m.name, band: intensityBand(m.windKt) },
  }));
  // Beside outlook areas, each storm is named too (the storm pages name theirs in the heading).
  if (data.outlookLabels.features.length > 0) {
    data.outlookLabels.features.push(
      ...markers.map((m): Feature => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [m.longitude, m.latitude] },
        properties: { label: m.name, level: 'storm' },
      })),
    );
  }
  // A forecast track without a line: join its points in order.
  if (data.forecastLines.features.length === 0 && data.forecastPoints.features.length > 1) {
    data.forecastLines.features.push({
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: data.forecastPoints.features.map(
          (f) => (f.geometry as { coordinates: Position }).coordinates,
        ),
      },
      properties: {},
    });
  }
  return data;
}

/** The middle of a polygon's outer ring (the mean of its vertices; the largest part of a multi). */
function labelPosition(geometry: Polygon | MultiPolygon): Position | null {
  const rings =
    geometry.type === 'Polygon'
      ? [geometry.coordinates[0] ?? []]
      : geometry.coordinates.map((polygon) => polygon[0] ?? []);
  const ring = rings.reduce((a, b) => (b.length > a.length ? b : a), [] as Position[]);
  // A closed ring repeats its first vertex at the end.
  const vertices = ring.length > 1 ? ring.slice(0, -1) : ring;
  if (vertices.length === 0) return null;
  const mean = (i: 0 | 1) => vertices.reduce((sum, p) => sum + (p[i] ?? 0), 0) / vertices.length;
  return [mean(0), mean(1)];
}

/** The outlook areas: polygons and points by 7-day level, one label per area. */
function addOutlookShapes(data: HurricaneMapData, collections: readonly OutlookAreaShapes[]): void {
  const labelled = new Set<string>();
  const pointOf = new Map<string, Position>();
  for (const collection of collections) {
    for (const f of collection.features) {
      const { areaId, chance7d, chance48h } = f.properties;
      const properties = {
        areaId,
        label: outlookAreaLabel(areaId),
        level: chance7d?.level ?? chance48h?.level ?? 'low',
      };
      if (f.geometry.type === 'Point') {
        data.outlookPoints.features.push({ type: 'Feature', geometry: f.geometry, properties });
        pointOf.set(areaId, f.geometry.coordinates);
        continue;
      }
      data.outlookAreas.features.push({ type: 'Feature', geometry: f.geometry, properties });
      const at = labelled.has(areaId) ? null : labelPosition(f.geometry);
      if (!at) continue;
      labelled.add(areaId);
      data.outlookLabels.features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: at },
        properties,
      });
    }
  }
  // A disturbance drawn without an area polygon is labelled at its position.
  for (const f of data.outlookPoints.features) {
    const areaId = String(f.properties?.areaId ?? '');
    const at = pointOf.get(areaId);
    if (labelled.has(areaId) || !at) continue;
    labelled.add(areaId);
    data.outlookLabels.features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: at },
      properties: f.properties,
    });
  }
}

function collectPositions(geometry: Geometry | null, into: Position[]): void {
  if (!geometry) return;
  switch (geometry.type) {
    case 'Point':
      into.push(geometry.coordinates);
      break;
    case 'MultiPoint':
    case 'LineString':
      into.push(...geometry.coordinates);
      break;
    case 'MultiLineString':
    case 'Polygon':
      for (const line of geometry.coordinates) into.push(...line);
      break;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) for (const ring of polygon) into.push(...ring);
      break;
    case 'GeometryCollection':
      for (const g of geometry.geometries) collectPositions(g, into);
      break;
  }
}

/** `[west, south, east, north]` around everything drawn, or null when nothing is. */
export function mapDataBounds(data: HurricaneMapData): [number, number, number, number] | null {
  const positions: Position[] = [];
  for (const collection of Object.values(data)) {
    for (const f of collection.features) collectPositions(f.geometry, positions);
  }
  const valid = positions.filter(
    (p) => Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[1] ?? 99) <= 90,
  );
  if (valid.length === 0) return null;
  const lons = valid.map((p) => p[0] as number);
  const lats = valid.map((p) => p[1] as number);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}
