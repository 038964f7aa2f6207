import '@/server/serverOnly';

import { LRUCache } from 'lru-cache';

import { readBasemapFeatures, type BasemapFeature } from '@/server/maps/basemapOutlines';

export type { BasemapFeature, BasemapKind } from '@/server/maps/basemapOutlines';

import type { BasemapBox as Box } from './basemapBox';

/** The boxes drawn last (a page's map and its basemap file ask for the same box). */
const cache = new LRUCache<string, { drawn: unknown }>({ max: 200 });

/**
 * How a caller bounds the drawing of a box that is not in memory (the basemap route: the client's
 * render limit and the process's render queue); their rejections are passed on.
 */
export interface BasemapLimits {
  /** Called once before a box that is not in memory is drawn; rejects to refuse it. */
  onMiss(): Promise<void>;
  /** Runs the drawing; rejects when it may not run. */
  render<T>(draw: () => T): Promise<T>;
}

/**
 * The land, lakes and borders under a hurricane map of `box`, as `render` makes them from the
 * outlines (the SVG file the basemap route serves: hurricaneBasemapDocument in the hurricane
 * feature); cached per box. Null when the outlines cannot be read (the map is drawn on water
 * alone). The hurricane pages call it to know a map has its basemap (and draw it before the
 * browser asks), the route /web2/api/hurricanes/basemap to serve it, with `limits`: a box in memory
 * is answered at once and not counted, one to draw is counted and drawn in the render queue.
 */
export async function loadSvgBasemap<T>(
  box: Box,
  render: (outlines: readonly BasemapFeature[], box: Box) => T,
  limits?: BasemapLimits,
): Promise<T | null> {
  const key = box.map((v) => v.toFixed(2)).join(',');
  const cached = cache.get(key);
  if (cached) return cached.drawn as T;
  await limits?.onMiss();
  const failed = (err: unknown) => {
    console.error('Could not read the basemap outlines', err);
    return null;
  };
  let outlines: readonly BasemapFeature[];
  try {
    outlines = await readBasemapFeatures();
  } catch (err) {
    return failed(err);
  }
  const draw = (): { drawn: T } | null => {
    try {
      return { drawn: render(outlines, box) };
    } catch (err) {
      return failed(err);
    }
  };
  const basemap = limits ? await limits.render(draw) : draw();
  if (!basemap) return null;
  cache.set(key, basemap);
  return basemap.drawn;
}
