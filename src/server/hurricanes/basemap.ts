import '@/server/serverOnly';

import { LRUCache } from 'lru-cache';

import { readBasemapFeatures, type BasemapFeature } from '@/server/maps/basemapOutlines';

export type { BasemapFeature, BasemapKind } from '@/server/maps/basemapOutlines';

import type { BasemapBox as Box } from './basemapBox';

/** The boxes drawn last (a page's map and its basemap file ask for the same box). */
const cache = new LRUCache<string, { drawn: unknown }>({ max: 200 });

/**
 * The land, lakes and borders under a hurricane map of `box`, as `render` makes them from the
 * outlines (the SVG file the basemap route serves: hurricaneBasemapDocument in the hurricane
 * feature); cached per box. Null when the outlines cannot be read (the map is drawn on water
 * alone). The hurricane pages call it to know a map has its basemap (and draw it before the
 * browser asks), the route /web2/api/hurricanes/basemap to serve it.
 */
export async function loadSvgBasemap<T>(
  box: Box,
  render: (outlines: readonly BasemapFeature[], box: Box) => T,
): Promise<T | null> {
  const key = box.map((v) => v.toFixed(2)).join(',');
  const cached = cache.get(key);
  if (cached) return cached.drawn as T;
  try {
    const basemap = render(await readBasemapFeatures(), box);
    cache.set(key, { drawn: basemap });
    return basemap;
  } catch (err) {
    console.error('Could not read the basemap outlines', err);
    return null;
  }
}
