/** Web Mercator (EPSG:3857) tile maths of the XYZ scheme: tile ↔ longitude and latitude. */

/** Side of a tile, pixels. */
export const TILE_SIZE = 256;
/** Zoom levels the tile service answers. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 12;
/** Latitude limit of Web Mercator, degrees. */
export const MAX_LATITUDE = 85.0511287798066;

/** Number of tiles along one side at zoom `z`. */
export const tilesAcross = (z: number): number => 2 ** z;

/** Longitude (degrees) at the fractional tile column `x` at zoom `z`. */
export function tileXToLon(x: number, z: number): number {
  return (x / tilesAcross(z)) * 360 - 180;
}

/** Latitude (degrees) at the fractional tile row `y` at zoom `z`. */
export function tileYToLat(y: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * y) / tilesAcross(z);
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** Fractional tile column of a longitude at zoom `z`. */
export function lonToTileX(lon: number, z: number): number {
  return ((lon + 180) / 360) * tilesAcross(z);
}

/** Fractional tile row of a latitude at zoom `z` (clamped to Web Mercator's limit). */
export function latToTileY(lat: number, z: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const rad = (clamped * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * tilesAcross(z);
}

/** The tile holding a point at zoom `z`. */
export function tileOf(lat: number, lon: number, z: number): { x: number; y: number } {
  const n = tilesAcross(z);
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return {
    x: Math.min(n - 1, Math.floor(lonToTileX(wrapped, z))),
    y: Math.min(n - 1, Math.max(0, Math.floor(latToTileY(lat, z)))),
  };
}

/** A tile's bounds, degrees. */
export interface TileBounds {
  west: number;
  east: number;
  north: number;
  south: number;
}

/** The bounds of tile (z, x, y). */
export function tileBounds(z: number, x: number, y: number): TileBounds {
  return {
    west: tileXToLon(x, z),
    east: tileXToLon(x + 1, z),
    north: tileYToLat(y, z),
    south: tileYToLat(y + 1, z),
  };
}

/** Whether (z, x, y) names a tile: integers, z within the service's zooms, x and y on the grid. */
export function isValidTile(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isInteger)) return false;
  if (z < MIN_ZOOM || z > MAX_ZOOM) return false;
  const n = tilesAcross(z);
  return x >= 0 && x < n && y >= 0 && y < n;
}
