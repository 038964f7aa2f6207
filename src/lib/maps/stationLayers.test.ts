import { createBasemapStyle } from './basemapStyle';
import {
  createStationLayers,
  numberImageId,
  STATION_SOURCE_ID,
  stationsVisibleAt,
} from './stationLayers';

describe('createStationLayers', () => {
  const [circles, numbers, pin] = createStationLayers();

  it('draws circles of radius 7 in each station colour, visible at zoom 9 to 13', () => {
    expect(circles).toMatchObject({
      type: 'circle',
      source: STATION_SOURCE_ID,
      minzoom: 9,
      maxzoom: 14,
      paint: { 'circle-radius': 7, 'circle-color': ['get', 'color'] },
    });
  });

  it('shows at every zoom from 9 to 13, 13 included (maplibre excludes a layer maxzoom)', () => {
    for (const layer of [circles, numbers, pin]) {
      const shownAt = (zoom: number) =>
        zoom >= (layer.minzoom ?? 0) && zoom < (layer.maxzoom ?? 24);
      expect([8.99, 9, 12.99, 13, 14].map(shownAt)).toEqual([false, true, true, true, false]);
    }
    expect([8.99, 9, 13, 14].map(stationsVisibleAt)).toEqual([false, true, true, false]);
  });

  it('labels them with number images (no text layer, so no glyphs are needed)', () => {
    expect(numbers).toMatchObject({ type: 'symbol', minzoom: 9, maxzoom: 14 });
    expect(numbers.layout).not.toHaveProperty('text-field');
    expect(numbers.layout?.['icon-image']).toEqual([
      'concat',
      'station-number-',
      ['to-string', ['get', 'stationNumber']],
    ]);
    expect(numberImageId(3)).toBe('station-number-3');
  });

  it('puts the pin image on the active station only', () => {
    expect(pin).toMatchObject({
      type: 'symbol',
      filter: ['==', ['get', 'active'], true],
      minzoom: 9,
      maxzoom: 14,
    });
    expect(pin.layout?.['icon-image']).toBe('station-active-pin');
  });
});

describe('createBasemapStyle', () => {
  it('draws from sources served by the site only: no sprite, tiles or other origin', () => {
    const style = createBasemapStyle();
    expect(style.sources).toEqual({
      basemap: { type: 'geojson', data: '/maps/countries-50m.geojson' },
      places: { type: 'geojson', data: '/maps/places.geojson' },
    });
    expect(style.glyphs).toBe('/maps/fonts/{fontstack}/{range}.pbf');
    expect(style).not.toHaveProperty('sprite');
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(style.layers.map((l) => l.id)).toEqual([
      'water',
      'land',
      'lakes',
      'borders',
      'state-borders',
      'place-labels',
    ]);
  });
});
