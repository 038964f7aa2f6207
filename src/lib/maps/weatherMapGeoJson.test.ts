import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { geoJsonBounds, parseGeoJsonText, sameOriginGeoJsonPath } from './weatherMapGeoJson';

describe('parseGeoJsonText', () => {
  it('reads the bundled sample: a polygon, a line and three points', () => {
    const text = readFileSync(join(__dirname, '../../../public/maps/sample.geojson'), 'utf8');
    const result = parseGeoJsonText(text);
    if (!result.ok) throw new Error(result.error);
    expect(result.data.features.map((f) => f.geometry.type)).toEqual([
      'Polygon',
      'LineString',
      'Point',
      'Point',
      'Point',
    ]);
    expect(geoJsonBounds(result.data)).toEqual([
      [-105.25, 38.27],
      [-104.6, 40.5853],
    ]);
  });

  it('wraps a feature or a bare geometry in a collection', () => {
    const point = { type: 'Point', coordinates: [2.35, 48.85] };
    const asGeometry = parseGeoJsonText(JSON.stringify(point));
    const asFeature = parseGeoJsonText(
      JSON.stringify({ type: 'Feature', geometry: point, properties: { name: 'Paris' } }),
    );
    expect(asGeometry).toEqual({
      ok: true,
      data: {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: point, properties: {} }],
      },
    });
    expect(asFeature.ok && asFeature.data.features[0]?.properties).toEqual({ name: 'Paris' });
  });

  it.each([
    ['empty text', '  ', 'Paste GeoJSON or load the sample first.'],
    ['not JSON', '{oops', 'This is not valid JSON.'],
    [
      'JSON that is not GeoJSON',
      '{"type":"Circle"}',
      'This JSON is not GeoJSON (a FeatureCollection, a Feature or a geometry).',
    ],
  ])('explains %s', (_label, text, error) => {
    expect(parseGeoJsonText(text)).toEqual({ ok: false, error });
  });

  it('skips positions that are not pairs of numbers when fitting', () => {
    const result = parseGeoJsonText(
      JSON.stringify({
        type: 'GeometryCollection',
        geometries: [
          { type: 'Point', coordinates: ['x', 1] },
          { type: 'Point', coordinates: [3, 4] },
        ],
      }),
    );
    expect(result.ok && geoJsonBounds(result.data)).toEqual([
      [3, 4],
      [3, 4],
    ]);
    expect(geoJsonBounds({ type: 'FeatureCollection', features: [] })).toBeNull();
  });
});

describe('sameOriginGeoJsonPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(sameOriginGeoJsonPath('/maps/sample.geojson')).toBe('/maps/sample.geojson');
    expect(sameOriginGeoJsonPath(['/a/b.json?x=1'])).toBe('/a/b.json?x=1');
  });

  it.each([
    'https://evil.example/x.geojson',
    '//evil.example/x.geojson',
    '/\\evil.example/x.geojson',
    'maps/sample.geojson',
    'javascript:alert(1)',
    undefined,
  ])('refuses %p', (value) => {
    expect(sameOriginGeoJsonPath(value)).toBeNull();
  });
});
