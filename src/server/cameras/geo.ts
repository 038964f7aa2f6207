import '@/server/serverOnly';

import type { CompassPoint8 } from '@/types/cameras';

const RAD = Math.PI / 180;
const EARTH_RADIUS_KM = 6371.0088;
const POINTS: readonly CompassPoint8[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial bearing in degrees clockwise from north, from the first point to the second. */
export function bearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const y = Math.sin((lon2 - lon1) * RAD) * Math.cos(lat2 * RAD);
  const x =
    Math.cos(lat1 * RAD) * Math.sin(lat2 * RAD) -
    Math.sin(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.cos((lon2 - lon1) * RAD);
  return (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
}

/** The eight-point compass name of a bearing (`315` → `NW`). */
export function compassPoint8(deg: number): CompassPoint8 {
  return POINTS[Math.round((((deg % 360) + 360) % 360) / 45) % 8] ?? 'N';
}

/** A camera as a source lists it, before it is placed relative to a visitor's place. */
export interface SourceCamera {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** UTC epoch ms of the latest image, null when unknown. */
  imageTimeMs: number | null;
  credit: string;
}

/** A source camera with its distance and direction from a place. */
export type PlacedCamera<C extends SourceCamera = SourceCamera> = C & {
  distanceKm: number;
  direction: CompassPoint8;
};

/**
 * The cameras within `radiusKm` of a point, nearest first (ties by name, so the order is stable),
 * at most `count`.
 */
export function nearestCameras<C extends SourceCamera>(
  point: { latitude: number; longitude: number },
  cameras: readonly C[],
  options: { radiusKm: number; count: number },
): PlacedCamera<C>[] {
  return cameras
    .map((camera) => ({
      camera,
      km: distanceKm(point.latitude, point.longitude, camera.latitude, camera.longitude),
    }))
    .filter(({ km }) => km <= options.radiusKm)
    .sort((a, b) => a.km - b.km || a.camera.name.localeCompare(b.camera.name))
    .slice(0, options.count)
    .map(({ camera, km }) => ({
      ...camera,
      distanceKm: Math.round(km * 10) / 10,
      direction: compassPoint8(
        bearingDeg(point.latitude, point.longitude, camera.latitude, camera.longitude),
      ),
    }));
}
