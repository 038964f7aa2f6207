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

/** The bundled Natural Earth outlines (built by src/lib/maps/build-basemap.mjs). */
const BASEMAP_FILE = path.join(process.cwd(), 'public', 'maps', 'countries-50m.geojson');

const KINDS: readonly string[] = ['land', 'lake', 'border', 'state-border'];

let features: Promise<BasemapFeature[]> | null = null;

/**
 * The land, lakes and borders of the server-drawn SVG maps (hurricanes, the weather map's first
 * view), read once per server process. Rejects when the file cannot be read (asked again later).
 */
export function readBasemapFeatures(): Promise<BasemapFeature[]> {
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
