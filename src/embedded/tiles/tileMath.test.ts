import {
  isValidTile,
  latToTileY,
  lonToTileX,
  MAX_LATITUDE,
  tileBounds,
  tileOf,
  tileXToLon,
  tileYToLat,
} from './tileMath';

describe('tile maths (Web Mercator XYZ)', () => {
  it('finds the tile of a place', () => {
    expect(tileOf(39.7392, -104.9903, 7)).toEqual({ x: 26, y: 48 });
    expect(tileOf(48.8566, 2.3522, 10)).toEqual({ x: 518, y: 352 });
    expect(tileOf(0, 0, 0)).toEqual({ x: 0, y: 0 });
    // Longitudes wrap; latitudes beyond Mercator's limit stay on the grid.
    expect(tileOf(10, 180, 3)).toEqual(tileOf(10, -180, 3));
    expect(tileOf(89.9, 0, 4).y).toBe(0);
    expect(tileOf(-89.9, 0, 4).y).toBe(15);
  });

  it('goes from longitude and latitude to tile coordinates and back', () => {
    for (const [lat, lon, z] of [
      [39.7392, -104.9903, 7],
      [-33.86, 151.21, 12],
      [64.1, -21.9, 3],
    ] as const) {
      expect(tileXToLon(lonToTileX(lon, z), z)).toBeCloseTo(lon, 9);
      expect(tileYToLat(latToTileY(lat, z), z)).toBeCloseTo(lat, 9);
    }
  });

  it('bounds a tile', () => {
    const world = tileBounds(0, 0, 0);
    expect(world.west).toBe(-180);
    expect(world.east).toBe(180);
    expect(world.north).toBeCloseTo(MAX_LATITUDE, 9);
    expect(world.south).toBeCloseTo(-MAX_LATITUDE, 9);
    const nw = tileBounds(1, 0, 0);
    expect(nw).toEqual({ west: -180, east: 0, north: world.north, south: 0 });
    // Neighbours share their edges.
    const a = tileBounds(7, 26, 48);
    const b = tileBounds(7, 27, 49);
    expect(a.east).toBe(b.west);
    expect(a.south).toBe(b.north);
    expect(a.west).toBeLessThan(-104.9903);
    expect(a.east).toBeGreaterThan(-104.9903);
    expect(a.south).toBeLessThan(39.7392);
    expect(a.north).toBeGreaterThan(39.7392);
  });

  it('refuses tiles off the grid', () => {
    expect(isValidTile(0, 0, 0)).toBe(true);
    expect(isValidTile(12, 4095, 4095)).toBe(true);
    expect(isValidTile(13, 0, 0)).toBe(false);
    expect(isValidTile(-1, 0, 0)).toBe(false);
    expect(isValidTile(3, 8, 0)).toBe(false);
    expect(isValidTile(3, 0, -1)).toBe(false);
    expect(isValidTile(3, 1.5, 0)).toBe(false);
  });
});
