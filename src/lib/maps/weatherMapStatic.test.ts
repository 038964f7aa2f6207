import { mercatorFraction, staticFrame, staticTiles } from './weatherMapStatic';

describe('the static weather map', () => {
  it('projects in Web Mercator', () => {
    expect(mercatorFraction(0, 0)).toEqual([0.5, 0.5]);
    const [, y] = mercatorFraction(0, 60);
    // Mercator stretches latitudes: 60° N is well above a third of the way up.
    expect(y).toBeCloseTo(0.5 - Math.log(Math.tan(Math.PI / 4 + Math.PI / 6)) / (2 * Math.PI), 9);
  });

  it('centres the frame on the view', () => {
    const frame = staticFrame({ latitude: 39.74, longitude: -104.98, zoom: 7 });
    const [x, y] = frame.project(-104.98, 39.74);
    expect(x).toBeCloseTo(640, 6);
    expect(y).toBeCloseTo(360, 6);
    expect(frame.box[0]).toBeLessThan(-104.98);
    expect(frame.box[3]).toBeGreaterThan(39.74);
  });

  it("places each tile's box in percentages of the frame", () => {
    // At zoom 1 on 0°, 0° the 1024-px world is the 256 px tiles of zoom 2, the frame's left edge
    // 128 px west of the world's (so the first column is the wrapped x = 3) and its top edge
    // 152 px below the world's.
    const tiles = staticTiles(
      { latitude: 0, longitude: 0, zoom: 1 },
      '/tiles/r/{z}/{x}/{y}.png',
      7,
    );
    const first = tiles[0]!;
    expect(first.src).toBe('/tiles/r/2/3/0.png');
    expect(first.left).toBe(-10);
    expect(first.top).toBeCloseTo((-152 / 720) * 100, 3);
    expect(first.width).toBe(20);
    expect(first.height).toBeCloseTo((256 / 720) * 100, 3);
    expect(tiles[1]).toMatchObject({ src: '/tiles/r/2/0/0.png', left: 10 });
    expect(tiles).toHaveLength(6 * 4);
    expect(tiles.map((t) => t.src)).toContain('/tiles/r/2/3/3.png');
  });

  it('uses larger tiles above the native zoom and wraps the antimeridian', () => {
    const tiles = staticTiles({ latitude: 0, longitude: 179.9, zoom: 9 }, '{z}/{x}/{y}', 7);
    expect(tiles.every((t) => t.src.startsWith('7/'))).toBe(true);
    // 2048 px tiles: zoom 7 shown at zoom 9.
    expect(tiles[0]?.width).toBe(160);
    expect(tiles.some((t) => t.src.startsWith('7/0/'))).toBe(true);
  });
});
