import { MAP_POINT_ERROR, toMapPoint } from './mapPoint';

describe('toMapPoint', () => {
  it('builds a GeoJSON point feature from [longitude, latitude]', () => {
    expect(toMapPoint([2.35, 48.85], { id: 'a' })).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.35, 48.85] },
      properties: { id: 'a' },
    });
  });

  it('keeps a third coordinate (altitude)', () => {
    expect(toMapPoint([1, 2, 3], {}).geometry.coordinates).toEqual([1, 2, 3]);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', '2.35,48.85'],
    ['an object', { lat: 1, lon: 2 }],
    ['an empty array', []],
    ['one number', [2.35]],
    ['a string inside', [2.35, '48.85']],
    ['NaN', [Number.NaN, 1]],
    ['Infinity', [1, Number.POSITIVE_INFINITY]],
  ])('throws for %s', (_label, coordinates) => {
    expect(() => toMapPoint(coordinates, {})).toThrow(MAP_POINT_ERROR);
  });
});
