import { PNG } from 'pngjs';

import { modelHour, modelPlace } from '@/embedded/provider/weather/demo/model';
import { hexToRgb, radarStepFor } from '@/lib/maps/weatherLegends';

import { hourPrecipitation, precipitationAt, temperatureAt } from './demoField';
import { emptyTile, renderTile, sampleTile } from './render';
import { latToTileY, lonToTileX, tileOf } from './tileMath';

const HOUR = Date.parse('2026-07-01T12:00:00Z');
const EPOCH_HOUR = HOUR / 3_600_000;
const modelAt = (latitude: number, longitude: number, epochHour = EPOCH_HOUR) =>
  modelHour(modelPlace({ latitude, longitude }), epochHour);

/** RGBA of the pixel over a point in a decoded tile. */
function pixelAt(png: PNG, z: number, x: number, y: number, lat: number, lon: number) {
  const px = Math.floor((lonToTileX(lon, z) - x) * 256);
  const py = Math.floor((latToTileY(lat, z) - y) * 256);
  const i = (py * 256 + px) * 4;
  return [...png.data.subarray(i, i + 4)];
}

describe('the demo field', () => {
  it("is the model's own value on a node of the lattice", () => {
    for (const [lat, lon] of [
      [38, -104],
      [41, -103],
      [36, -107],
    ] as const) {
      expect(precipitationAt(lat, lon, HOUR)).toBeCloseTo(modelAt(lat, lon).precipitationMm, 6);
      expect(temperatureAt(lat, lon, HOUR)).toBeCloseTo(modelAt(lat, lon).temperatureC, 6);
    }
  });

  it('moves between the model hours: ten minutes later the rain is elsewhere', () => {
    const at = (t: number) =>
      Array.from({ length: 40 }, (_, i) => precipitationAt(37.5 + i * 0.025, -104, t));
    const first = at(HOUR);
    const later = at(HOUR + 10 * 60_000);
    expect(later).not.toEqual(first);
    // Continuous in time: a small step changes values a little, not at random.
    const diff = first.reduce((sum, v, i) => sum + Math.abs(v - (later[i] ?? 0)), 0);
    const size = first.reduce((sum, v) => sum + v, 0);
    expect(diff).toBeLessThan(size);
  });
});

describe('radar tiles', () => {
  it('draws a known rainy cell in the colour of its rate', () => {
    // At 12:00 UTC on 1 July 2026 the model rains 4.2 mm/h at 37° N 101° W.
    const mm = modelAt(37, -101).precipitationMm;
    expect(mm).toBeGreaterThan(4);
    const { x, y } = tileOf(37, -101, 7);
    const png = PNG.sync.read(renderTile('radar', HOUR, 7, x, y));
    const [r, g, b, a] = pixelAt(png, 7, x, y, 37, -101);
    expect(a).toBe(255);
    expect([r, g, b]).toEqual(hexToRgb(radarStepFor(mm)?.color ?? ''));
  });

  it('leaves a dry area transparent', () => {
    for (const [lat, lon] of [
      [36, -107],
      [36, -106],
      [37, -107],
      [37, -106],
    ] as const) {
      expect(modelAt(lat, lon).precipitationMm).toBe(0);
    }
    const { x, y } = tileOf(36.5, -106.5, 10);
    expect(hourPrecipitation(36.5, -106.5, EPOCH_HOUR)).toBe(0);
    expect(renderTile('radar', HOUR, 10, x, y).equals(emptyTile())).toBe(true);
    const png = PNG.sync.read(emptyTile());
    expect(png.width).toBe(256);
    expect(png.data.every((v, i) => i % 4 !== 3 || v === 0)).toBe(true);
  });

  it('joins adjacent tiles without a seam', () => {
    const { x, y } = tileOf(37, -101, 7);
    const left = sampleTile('radar', HOUR + 20 * 60_000, 7, x, y);
    const right = sampleTile('radar', HOUR + 20 * 60_000, 7, x + 1, y);
    const below = sampleTile('radar', HOUR + 20 * 60_000, 7, x, y + 1);
    const n = left.side;
    for (let row = 0; row < n; row++) {
      expect(right.values[row * n]).toBe(left.values[row * n + n - 1]);
    }
    for (let col = 0; col < n; col++) {
      expect(below.values[col]).toBe(left.values[(n - 1) * n + col]);
    }
  });

  it('colours temperature tiles everywhere, semi-transparent', () => {
    const { x, y } = tileOf(38, -104, 6);
    const png = PNG.sync.read(renderTile('temperature', HOUR, 6, x, y));
    expect(png.data.every((v, i) => i % 4 !== 3 || v === 190)).toBe(true);
  });
});
