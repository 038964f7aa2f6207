import '@/server/serverOnly';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { FeatureCollection, Geometry } from 'geojson';

/** The basemap's layers (`kind` of each feature). */
export type BasemapKind = 'land' | 'lake' | 'border' | 'state-border';

/** One basemap feature. */
export interface BasemapFeature {
  kind: BasemapKind;
  geometry: Geometry;
}

/** `[west, south, east, north]` in degrees. */
type Box = [number, number, number, number];

/** The bundled Natural Earth outlines (built by src/lib/maps/build-basemap.mjs). */
const BASEMAP_FILE = path.join(process.cwd(), 'public', 'maps', 'countries-50m.geojson');

const KINDS: readonly string[] = ['land', 'lake', 'border', 'state-border'];

let features: Promise<BasemapFeature[]> | null = null;

/** The basemap's features, read once per server process. */
function readFeatures(): Promise<BasemapFeature[]> {
  features ??= readFile(BASEMAP_FILE, 'utf8')
    .then((text) => {
      const collection = JSON.parse(text) as FeatureCollection;
      return collection.features.flatMap((f) => {
        const kind = String(f.properties?.kind ?? '');
        return KINDS.includes(kind) && f.geometry
          ? [{ kind: kind as BasemapKind, geometry: f.geometry }]
          : [];
      });
    })
    .catch((err: unknown) => {
      features = null;
      throw err;
    });
  return features;
}

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
    const basemap = render(await readFeatures(), box);
    if (cache.size > 200) cache.clear();
    cache.set(key, basemap);
    return basemap;
  } catch (err) {
    console.error('Could not read the basemap outlines', err);
    return null;
  }
}
