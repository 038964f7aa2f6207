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
import { frameListOrNull, warmTiles } from '@/server/tiles';

import { readBasemapFeatures, type BasemapKind } from './basemapOutlines';

/** Draws the outlines as path data in the frame (the hurricane maps' `svgBasemap`). */
export type StaticBasemapRender = (
  outlines: readonly { kind: BasemapKind; geometry: Geometry }[],
  frame: StaticFrame,
) => StaticBasemap;

const cache = new Map<string, StaticBasemap>();

async function basemapOf(
  view: MapView,
  render: StaticBasemapRender,
): Promise<StaticBasemap | null> {
  const key = `${view.latitude.toFixed(3)},${view.longitude.toFixed(3)},${view.zoom.toFixed(2)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  try {
    const basemap = render(await readBasemapFeatures(), staticFrame(view));
    if (cache.size > 200) cache.clear();
    cache.set(key, basemap);
    return basemap;
  } catch (err) {
    console.error('Could not read the basemap outlines', err);
    return null;
  }
}

/**
 * The weather map's first view of `view`: the basemap in Web Mercator, the latest radar frame's
 * tiles (rendered into the tile cache before the page answers) and the current hour's temperature
 * tiles, placed in the frame (see weatherMapStatic).
 */
export async function loadStaticWeatherMap(
  view: MapView,
  render: StaticBasemapRender,
  now: () => number = Date.now,
): Promise<StaticWeatherMap> {
  const [basemap, radar, temperature] = await Promise.all([
    basemapOf(view, render),
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
  if (latestRadar) await warmTiles(latestRadar.tiles.map((tile) => tile.src));
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
