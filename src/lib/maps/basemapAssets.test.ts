import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FeatureCollection } from 'geojson';

// The assets build-basemap.mjs writes under public/maps/: they must exist and be current.
const root = join(__dirname, '../../..');

describe('station map assets', () => {
  it('ship the basemap as GeoJSON land and borders', () => {
    const basemap = JSON.parse(
      readFileSync(join(root, 'public/maps/countries-50m.geojson'), 'utf8'),
    ) as FeatureCollection;
    expect(basemap.type).toBe('FeatureCollection');
    expect(basemap.features.map((f) => [f.properties?.kind, f.geometry.type])).toEqual([
      ['land', 'MultiPolygon'],
      ['border', 'MultiLineString'],
    ]);
  });

  it("ship maplibre's worker of the installed version (rerun build-basemap.mjs after an upgrade)", () => {
    const shipped = readFileSync(join(root, 'public/maps/maplibre-gl-worker.mjs'));
    const installed = readFileSync(
      join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'),
    );
    expect(shipped.equals(installed)).toBe(true);
  });
});
