import type { MapView } from './weatherMapQuery';

/**
 * The static first view of the weather map: a fixed-size frame in CSS pixels, centred on the
 * view at its zoom in Web Mercator (maplibre's scale: the world is 512 px wide at zoom 0), so the
 * interactive map that replaces it later shows the same place at the same scale.
 */
export const STATIC_MAP_WIDTH = 1280;
export const STATIC_MAP_HEIGHT = 720;

const WORLD_TILE = 512;
const RASTER_TILE = 256;
const MAX_LATITUDE = 85.0511287798;

/** A raster tile placed in the static frame, its box in percentages of the frame. */
export interface StaticTile {
  src: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Web Mercator: a position as a fraction of the world, x east from 180° W, y south from the top. */
export function mercatorFraction(longitude: number, latitude: number): [number, number] {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return [(longitude + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** The inverse of {@link mercatorFraction}. */
export function fractionToLonLat(x: number, y: number): [number, number] {
  const n = Math.PI - 2 * Math.PI * y;
  return [x * 360 - 180, (180 / Math.PI) * Math.atan(Math.sinh(n))];
}

/** The static frame of a view: its projection to frame pixels and the box it shows. */
export interface StaticFrame {
  width: number;
  height: number;
  /** `[west, south, east, north]`, degrees. */
  box: [number, number, number, number];
  project(longitude: number, latitude: number): [number, number];
}

/** The frame of `view` (`width` × `height` CSS pixels centred on it). */
export function staticFrame(
  view: MapView,
  width = STATIC_MAP_WIDTH,
  height = STATIC_MAP_HEIGHT,
): StaticFrame {
  const world = WORLD_TILE * 2 ** view.zoom;
  const [cx, cy] = mercatorFraction(view.longitude, view.latitude);
  const left = cx * world - width / 2;
  const top = cy * world - height / 2;
  const [west, north] = fractionToLonLat(left / world, top / world);
  const [east, south] = fractionToLonLat((left + width) / world, (top + height) / world);
  return {
    width,
    height,
    box: [west, south, east, north],
    project: (longitude, latitude) => {
      const [x, y] = mercatorFraction(longitude, latitude);
      return [x * world - left, y * world - top];
    },
  };
}

const pct = (value: number) => Math.round(value * 10000) / 10000;

/**
 * The raster tiles (256 px, `{z}/{x}/{y}` template) covering the frame of `view`, at the tile
 * zoom maplibre would use (capped at `maxNativeZoom`, larger tiles then), each positioned in
 * percentages of the frame. Tiles east or west of the antimeridian wrap.
 */
export function staticTiles(
  view: MapView,
  template: string,
  maxNativeZoom: number,
  width = STATIC_MAP_WIDTH,
  height = STATIC_MAP_HEIGHT,
): StaticTile[] {
  const z = Math.max(0, Math.min(maxNativeZoom, Math.round(view.zoom + 1)));
  const world = WORLD_TILE * 2 ** view.zoom;
  const size = world / 2 ** z;
  const count = 2 ** z;
  const [cx, cy] = mercatorFraction(view.longitude, view.latitude);
  const left = cx * world - width / 2;
  const top = cy * world - height / 2;
  const tiles: StaticTile[] = [];
  const yStart = Math.max(0, Math.floor(top / size));
  const yEnd = Math.min(count - 1, Math.floor((top + height - 1e-9) / size));
  const xStart = Math.floor(left / size);
  const xEnd = Math.floor((left + width - 1e-9) / size);
  for (let y = yStart; y <= yEnd; y += 1) {
    for (let x = xStart; x <= xEnd; x += 1) {
      const wrapped = ((x % count) + count) % count;
      tiles.push({
        src: template
          .replace('{z}', String(z))
          .replace('{x}', String(wrapped))
          .replace('{y}', String(y)),
        left: pct(((x * size - left) / width) * 100),
        top: pct(((y * size - top) / height) * 100),
        width: pct((size / width) * 100),
        height: pct((size / height) * 100),
      });
    }
  }
  return tiles;
}

/** The size of a raster tile in the frame's CSS pixels at `zoom` (for tests and callers). */
export const rasterTileSize = (zoom: number, tileZoom: number) =>
  (RASTER_TILE * 2 ** (zoom + 1)) / 2 ** tileZoom;

/** The basemap of the static view, as SVG path data in the frame's pixels. */
export interface StaticBasemap {
  land: string;
  lakes: string;
  borders: string;
  states: string;
}

/** A raster layer of the static view: its frame's time and tiles. */
export interface StaticRaster {
  time: string;
  tiles: StaticTile[];
}

/** What the server draws of the weather map before maplibre loads. */
export interface StaticWeatherMap {
  /** Null when the outlines could not be read (the view shows water and the layers). */
  basemap: StaticBasemap | null;
  /** The latest radar frame's tiles; null when the frame list could not be read. */
  radar: StaticRaster | null;
  /** The current hour's temperature tiles; null when the frame list could not be read. */
  temperature: StaticRaster | null;
}
