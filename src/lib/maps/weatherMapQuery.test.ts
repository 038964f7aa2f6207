import { resolveMapQuery } from './parseMapQuery';
import { formatMapCenter, mapViewSearch, wrapLongitude } from './weatherMapQuery';

const denver = { latitude: 39.7392, longitude: -104.9847 };

describe('the address of a view', () => {
  it('writes center with 4 decimals and the zoom with 2, without trailing zeros', () => {
    expect(formatMapCenter({ latitude: 39.739236, longitude: -104.98, zoom: 7 })).toBe(
      '39.7392,-104.98,7',
    );
    expect(formatMapCenter({ latitude: 1, longitude: 2, zoom: 6.12345 })).toBe('1,2,6.12');
  });

  it('keeps other parameters and sets center and layerId with readable commas', () => {
    expect(
      mapViewSearch(
        '?station=metar-kden&center=1,2,3',
        { latitude: 39.7, longitude: -105.1, zoom: 8 },
        'Radar.Global',
      ),
    ).toBe('?station=metar-kden&center=39.7,-105.1,8&layerId=Radar.Global');
  });

  it('wraps longitudes panned round the world', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(180)).toBe(180);
    expect(wrapLongitude(-104.9)).toBeCloseTo(-104.9);
    expect(mapViewSearch('', { latitude: 0, longitude: 370, zoom: 3 }, 'Temperature.Global')).toBe(
      '?center=0,10,3&layerId=Temperature.Global',
    );
  });

  it('reads back what it writes', () => {
    const view = { latitude: -33.8688, longitude: 151.2093, zoom: 5.5 };
    const search = new URLSearchParams(mapViewSearch('', view, 'Hurricanes.Global'));
    expect(resolveMapQuery(Object.fromEntries(search), denver)).toEqual({
      view,
      layerId: 'Hurricanes.Global',
    });
  });
});
