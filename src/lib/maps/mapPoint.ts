import type { Feature, Point } from 'geojson';

/** The error of a map point built from anything but an array of at least two numbers. */
export const MAP_POINT_ERROR = 'Map points need coordinates as an array of at least two numbers';

/** True for `[longitude, latitude, ...]`: an array whose first two items are finite numbers. */
export function isCoordinates(value: unknown): value is [number, number, ...number[]] {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/**
 * A GeoJSON point feature at `coordinates` ([longitude, latitude]);
 * throws {@link MAP_POINT_ERROR} unless they are an array of at least two numbers.
 */
export function toMapPoint<P extends Record<string, unknown>>(
  coordinates: unknown,
  properties: P,
): Feature<Point, P> {
  if (!isCoordinates(coordinates)) throw new Error(MAP_POINT_ERROR);
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [...coordinates] },
    properties,
  };
}
