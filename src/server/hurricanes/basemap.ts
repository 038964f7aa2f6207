import '@/server/serverOnly';

import { readBasemapFeatures, type BasemapFeature } from '@/server/maps/basemapOutlines';

export type { BasemapFeature, BasemapKind } from '@/server/maps/basemapOutlines';

/** `[west, south, east, north]` in degrees. */
type Box = [number, number, number, number];

const cache = new Map<string, unknown>();

/**
 * The land, lakes and borders under a hurricane map of `box`, as `render` makes them from the
 * outlines (compact SVG path data: see svgBasemap in the hurricane feature); cached per box. Null
 * when the outlines cannot be read (the map is drawn on water alone).
 */
export async function loadSvgBasemap<T>(
  box: Box,
  render: (outlines: readonly BasemapFeature[], box: Box) => T,
): Promise<T | null> {
  const key = box.map((v) => v.toFixed(2)).join(',');
  if (cache.has(key)) return cache.get(key) as T;
  try {
    const basemap = render(await readBasemapFeatures(), box);
    if (cache.size > 200) cache.clear();
    cache.set(key, basemap);
    return basemap;
  } catch (err) {
    console.error('Could not read the basemap outlines', err);
    return null;
  }
}
