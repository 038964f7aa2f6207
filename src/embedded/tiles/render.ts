/**
 * Renders the demo field into 256 px PNG tiles. The field is sampled on a coarse grid per tile
 * (33×33 points on the tile's edges and inside, 49×49 at zoom 4 and below, where a tile spans many lattice
 * cells) and interpolated per pixel; grid points on a tile's edge are the same points as on its
 * neighbour's, so tiles join without seams. Rendered tiles are kept in a bounded LRU.
 */
import { LRUCache } from 'lru-cache';
import { PNG } from 'pngjs';

import {
  hexToRgb,
  RADAR_LEGEND,
  RADAR_MIN_MM_PER_HOUR,
  TEMPERATURE_LEGEND,
  TEMPERATURE_TILE_ALPHA,
} from '@/lib/maps/weatherLegends';

import { precipitationAt, temperatureAt } from './demoField';
import type { TileLayer } from './frames';
import { TILE_SIZE, tileXToLon, tileYToLat } from './tileMath';

/** Bytes of rendered tiles kept in memory. */
const TILE_CACHE_BYTES = 64 * 1024 * 1024;

const rendered = new LRUCache<string, Buffer>({
  maxSize: TILE_CACHE_BYTES,
  sizeCalculation: (png) => png.length + 64,
});

/**
 * PNG encoding: RGBA, the "sub" filter on every row (pngjs's default tries all five filters per
 * row, which costs ~100× more for tiles of flat colour runs) and zlib level 6.
 */
const PNG_OPTIONS = { colorType: 6, filterType: 1, deflateLevel: 6 } as const;

/** Samples per tile side at zoom `z`. */
export const samplesPerSide = (z: number): number => (z >= 5 ? 33 : 49);

/** The field's values on a tile's sample grid (row-major, `side`×`side`). */
export function sampleTile(
  layer: TileLayer,
  timeMs: number,
  z: number,
  x: number,
  y: number,
): { side: number; values: Float32Array } {
  const side = samplesPerSide(z);
  const values = new Float32Array(side * side);
  const read = layer === 'radar' ? precipitationAt : temperatureAt;
  const step = 1 / (side - 1);
  for (let row = 0; row < side; row++) {
    const lat = tileYToLat(y + row * step, z);
    for (let col = 0; col < side; col++) {
      values[row * side + col] = read(lat, tileXToLon(x + col * step, z), timeMs);
    }
  }
  return { side, values };
}

const RADAR_RGB = RADAR_LEGEND.map((step) => ({
  min: step.minMmPerHour,
  rgb: hexToRgb(step.color),
}));
const TEMPERATURE_RGB = TEMPERATURE_LEGEND.map((stop) => ({
  celsius: stop.celsius,
  rgb: hexToRgb(stop.color),
}));

/** Writes the radar colour of `mm` at `offset`; transparent below the lowest step. */
function paintRadar(data: Buffer, offset: number, mm: number): boolean {
  if (mm < RADAR_MIN_MM_PER_HOUR) return false;
  let rgb = RADAR_RGB[0]?.rgb ?? [0, 0, 0];
  for (const step of RADAR_RGB) {
    if (mm >= step.min) rgb = step.rgb;
    else break;
  }
  data[offset] = rgb[0];
  data[offset + 1] = rgb[1];
  data[offset + 2] = rgb[2];
  data[offset + 3] = 255;
  return true;
}

/** Writes the temperature colour of `celsius` (interpolated between the legend's stops). */
function paintTemperature(data: Buffer, offset: number, celsius: number): boolean {
  const first = TEMPERATURE_RGB[0];
  const last = TEMPERATURE_RGB[TEMPERATURE_RGB.length - 1];
  if (!first || !last) return false;
  let rgb: [number, number, number] = first.rgb;
  if (celsius >= last.celsius) rgb = last.rgb;
  else if (celsius > first.celsius) {
    for (let i = 1; i < TEMPERATURE_RGB.length; i++) {
      const hi = TEMPERATURE_RGB[i];
      const lo = TEMPERATURE_RGB[i - 1];
      if (!hi || !lo || celsius > hi.celsius) continue;
      const t = (celsius - lo.celsius) / (hi.celsius - lo.celsius);
      rgb = [
        Math.round(lo.rgb[0] + (hi.rgb[0] - lo.rgb[0]) * t),
        Math.round(lo.rgb[1] + (hi.rgb[1] - lo.rgb[1]) * t),
        Math.round(lo.rgb[2] + (hi.rgb[2] - lo.rgb[2]) * t),
      ];
      break;
    }
  }
  data[offset] = rgb[0];
  data[offset + 1] = rgb[1];
  data[offset + 2] = rgb[2];
  data[offset + 3] = TEMPERATURE_TILE_ALPHA;
  return true;
}

let emptyPng: Buffer | undefined;

/** A fully transparent tile (encoded once). */
export function emptyTile(): Buffer {
  emptyPng ??= PNG.sync.write(new PNG({ width: TILE_SIZE, height: TILE_SIZE }), PNG_OPTIONS);
  return emptyPng;
}

/** Renders one tile of the demo field (not cached). */
export function renderTileUncached(
  layer: TileLayer,
  timeMs: number,
  z: number,
  x: number,
  y: number,
): Buffer {
  const { side, values } = sampleTile(layer, timeMs, z, x, y);
  const png = new PNG({ width: TILE_SIZE, height: TILE_SIZE });
  const paint = layer === 'radar' ? paintRadar : paintTemperature;
  const cells = side - 1;
  let painted = false;
  for (let py = 0; py < TILE_SIZE; py++) {
    const gy = ((py + 0.5) / TILE_SIZE) * cells;
    const r0 = Math.min(cells - 1, Math.floor(gy));
    const fy = gy - r0;
    for (let px = 0; px < TILE_SIZE; px++) {
      const gx = ((px + 0.5) / TILE_SIZE) * cells;
      const c0 = Math.min(cells - 1, Math.floor(gx));
      const fx = gx - c0;
      const i = r0 * side + c0;
      const top = (values[i] ?? 0) * (1 - fx) + (values[i + 1] ?? 0) * fx;
      const bottom = (values[i + side] ?? 0) * (1 - fx) + (values[i + side + 1] ?? 0) * fx;
      const value = top * (1 - fy) + bottom * fy;
      if (paint(png.data, (py * TILE_SIZE + px) * 4, value)) painted = true;
    }
  }
  if (!painted) return emptyTile();
  return PNG.sync.write(png, PNG_OPTIONS);
}

const keyOf = (layer: TileLayer, timeMs: number, z: number, x: number, y: number) =>
  `${layer}/${timeMs}/${z}/${x}/${y}`;

/** The tile when it was rendered before and is still in the LRU (nothing is drawn), else undefined. */
export function cachedTile(
  layer: TileLayer,
  timeMs: number,
  z: number,
  x: number,
  y: number,
): Buffer | undefined {
  return rendered.get(keyOf(layer, timeMs, z, x, y));
}

/** One tile of the demo field, from the LRU when rendered before. */
export function renderTile(
  layer: TileLayer,
  timeMs: number,
  z: number,
  x: number,
  y: number,
): Buffer {
  const key = keyOf(layer, timeMs, z, x, y);
  const hit = rendered.get(key);
  if (hit) return hit;
  const png = renderTileUncached(layer, timeMs, z, x, y);
  rendered.set(key, png);
  return png;
}

/** Forgets rendered tiles (tests and the cold-render measurement). */
export function clearTileCache(): void {
  rendered.clear();
}
