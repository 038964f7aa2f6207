import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon } from 'geojson';

import type { AlertSeverity, WeatherAlert } from '@/types/weather';

/** Radius of the circle drawn around the place for an alert without its own area, km. */
export const APPROXIMATE_ALERT_RADIUS_KM = 40;

/** Fill colours of alert areas by severity (the alerts page's order of gravity). */
export const ALERT_SEVERITY_COLORS: Readonly<Record<AlertSeverity, string>> = {
  Extreme: '#8e0a0a',
  Severe: '#d0191b',
  Moderate: '#f08a00',
  Minor: '#e3c400',
  Unknown: '#7a7a7a',
};

/** Properties of one alert area on the map. */
export interface AlertAreaProperties extends Record<string, unknown> {
  id: string;
  event: string;
  severity: AlertSeverity;
  color: string;
  /** True when the area is a circle around the place, not the alert's own polygon. */
  approximate: boolean;
  /** The place's alerts page. */
  href: string;
}

const EARTH_RADIUS_KM = 6371;

/** A polygon approximating a circle of `radiusKm` around [longitude, latitude]. */
export function circlePolygon(
  center: readonly [number, number],
  radiusKm: number,
  steps = 48,
): Polygon {
  const [lon, lat] = center;
  const latRad = (lat * Math.PI) / 180;
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLon = dLat / Math.max(Math.cos(latRad), 0.01);
  const ring: [number, number][] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * 2 * Math.PI;
    ring.push([
      Number((lon + dLon * Math.sin(a)).toFixed(5)),
      Number((lat + dLat * Math.cos(a)).toFixed(5)),
    ]);
  }
  const start = ring[0];
  if (start) ring.push([start[0], start[1]]);
  return { type: 'Polygon', coordinates: [ring] };
}

/**
 * The alerts as areas: an alert's own polygon when it has one, else a circle of
 * {@link APPROXIMATE_ALERT_RADIUS_KM} around the place marked approximate. Each links to
 * the place's alerts page, `/alerts/<placeSlug>`.
 */
export function buildAlertAreas(
  alerts: readonly WeatherAlert[],
  place: { latitude: number; longitude: number; slug: string },
): FeatureCollection<Polygon | MultiPolygon, AlertAreaProperties> {
  return {
    type: 'FeatureCollection',
    features: alerts.map((alert): Feature<Polygon | MultiPolygon, AlertAreaProperties> => ({
      type: 'Feature',
      geometry:
        alert.geometry ??
        circlePolygon([place.longitude, place.latitude], APPROXIMATE_ALERT_RADIUS_KM),
      properties: {
        id: alert.id,
        event: alert.event,
        severity: alert.severity,
        color: ALERT_SEVERITY_COLORS[alert.severity],
        approximate: !alert.geometry,
        href: `/alerts/${place.slug}`,
      },
    })),
  };
}

/** A storm's position on the map. */
export interface StormPointProperties extends Record<string, unknown> {
  id: string;
  name: string;
  label: string;
}

/** The storms' current positions as points. */
export function buildStormPoints(
  storms: readonly {
    id: string;
    name: string;
    classificationText: string;
    latitude: number;
    longitude: number;
  }[],
): FeatureCollection<Point, StormPointProperties> {
  return {
    type: 'FeatureCollection',
    features: storms.map((storm) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [storm.longitude, storm.latitude] },
      properties: {
        id: storm.id,
        name: storm.name,
        label: `${storm.classificationText} ${storm.name}`,
      },
    })),
  };
}

/** Joins feature collections (null ones skipped). */
export function mergeCollections(
  collections: readonly (FeatureCollection | null | undefined)[],
): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: collections.flatMap((c) => c?.features ?? []),
  };
}
