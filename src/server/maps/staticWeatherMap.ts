import '@/server/serverOnly';

import type { Geometry } from 'geojson';

import { currentFrameIndex } from '@/lib/maps/weatherMapLegend';
import type { MapView } from '@/lib/maps/weatherMapQuery';
import {
  staticFrame,
  staticTiles,
  type StaticBasemap,
  type StaticFrame,
  type StaticRaster,
  type StaticWeatherMap,
} from '@/lib/maps/weatherMapStatic';
import { frameListOrNull, warmTiles, type TileWorkLimits } from '@/server/tiles';

import { readBasemapFeatures, type BasemapKind } from './basemapOutlines';

/** Draws the outlines as path data in the frame (the hurricane maps' `svgBasemap`). */
export type StaticBasemapRender = (
  outlines: readonly { kind: BasemapKind; geometry: Geometry }[],
  frame: StaticFrame,
) => StaticBasemap;

const cache = new Map<string, StaticBasemap>();

const failed = (err: unknown) => {
  console.error('Could not read the basemap outlines', err);
  return null;
};

/**
 * The basemap of a view, from memory or drawn. With `limits`, a view to draw is counted and drawn
 * in the render queue; refused, the view goes without its basemap (the page still answers).
 */
async function basemapOf(
  view: MapView,
  render: StaticBasemapRender,
  limits: TileWorkLimits | undefined,
): Promise<StaticBasemap | null> {
  const key = `${view.latitude.toFixed(3)},${view.longitude.toFixed(3)},${view.zoom.toFixed(2)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let outlines: Awaited<ReturnType<typeof readBasemapFeatures>>;
  try {
    outlines = await readBasemapFeatures();
  } catch (err) {
    return failed(err);
  }
  const draw = (): StaticBasemap | null => {
    try {
      return render(outlines, staticFrame(view));
    } catch (err) {
      return failed(err);
    }
  };
  let basemap: StaticBasemap | null;
  try {
    if (limits) await limits.onMiss();
    basemap = limits ? await limits.render(draw) : draw();
  } catch {
    // Over the visitor's render limit, or the render queue is busy: no basemap this time.
    return null;
  }
  if (!basemap) return null;
  if (cache.size > 200) cache.clear();
  cache.set(key, basemap);
  return basemap;
}

/**
 * The weather map's first view of `view`: the basemap in Web Mercator, the latest radar frame's
 * tiles (rendered into the tile cache before the page answers) and the current hour's temperature
 * tiles, placed in the frame (see weatherMapStatic). `limits`: the visitor's render limits (the
 * view comes from the page's query, so drawing it is on demand like a tile): a basemap or tile not
 * in memory is counted and drawn in the render queue, and what is refused is left out (the
 * basemap) or to the browser (the tiles).
 */
export async function loadStaticWeatherMap(
  view: MapView,
  render: StaticBasemapRender,
  { now = Date.now, limits }: { now?: () => number; limits?: TileWorkLimits } = {},
): Promise<StaticWeatherMap> {
  const [basemap, radar, temperature] = await Promise.all([
    basemapOf(view, render, limits),
    frameListOrNull('radar'),
    frameListOrNull('temperature'),
  ]);
  const raster = (
    frame: { time: string; url: string } | undefined,
    maxNativeZoom: number,
  ): StaticRaster | null =>
    frame ? { time: frame.time, tiles: staticTiles(view, frame.url, maxNativeZoom) } : null;
  const latestRadar = radar
    ? raster(radar.frames[radar.frames.length - 1], radar.maxNativeZoom)
    : null;
  // The radar's tiles are the view's largest images, requested with the page's head: rendered now
  // (once per frame and place; the tile cache keeps them), they are there for the first paint.
  if (latestRadar)
    await warmTiles(
      latestRadar.tiles.map((tile) => tile.src),
      limits,
    );
  return {
    basemap,
    radar: latestRadar,
    temperature: temperature
      ? raster(
          temperature.frames[currentFrameIndex(temperature.frames, now())],
          temperature.maxNativeZoom,
        )
      : null,
  };
}
