import { parseMapCenter, parseMapLayerId, resolveMapQuery } from './parseMapQuery';
import { DEFAULT_MAP_LAYER, DEFAULT_MAP_ZOOM } from './weatherMapQuery';

const denver = { latitude: 39.7392, longitude: -104.9847 };

describe('parseMapCenter', () => {
  it('reads lat,lon,zoom', () => {
    expect(parseMapCenter('39.74,-104.98,7')).toEqual({
      latitude: 39.74,
      longitude: -104.98,
      zoom: 7,
    });
  });

  it('takes the default zoom without one, and the first of repeated values', () => {
    expect(parseMapCenter('52.52,13.41')).toEqual({ latitude: 52.52, longitude: 13.41, zoom: 7 });
    expect(parseMapCenter(['1,2,3', '5,6,7'])).toEqual({ latitude: 1, longitude: 2, zoom: 3 });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not numbers', 'a,b,c'],
    ['latitude out of range', '91,0,5'],
    ['longitude out of range', '0,181,5'],
    ['zoom too far in', '0,0,13'],
    ['zoom too far out', '0,0,0'],
    ['too many parts', '1,2,3,4'],
    ['one part', '45'],
    ['Infinity', 'Infinity,0,5'],
    ['a blank part', '1,,5'],
  ])('answers null when %s', (_label, value) => {
    expect(parseMapCenter(value)).toBeNull();
  });
});

describe('parseMapLayerId', () => {
  it('knows the four layers, in any case', () => {
    expect(parseMapLayerId('Radar.Global')).toBe('Radar.Global');
    expect(parseMapLayerId('temperature.global')).toBe('Temperature.Global');
    expect(parseMapLayerId('ALERTS.GLOBAL')).toBe('Alerts.Global');
    expect(parseMapLayerId(['Hurricanes.Global'])).toBe('Hurricanes.Global');
  });

  it.each([undefined, '', 'Radar', 'Snow.Global', 42])('answers null for %p', (value) => {
    expect(parseMapLayerId(value)).toBeNull();
  });
});

describe('resolveMapQuery', () => {
  it("opens on the address's view and layer when valid", () => {
    expect(resolveMapQuery({ center: '40,-105,9.5', layerId: 'Alerts.Global' }, denver)).toEqual({
      view: { latitude: 40, longitude: -105, zoom: 9.5 },
      layerId: 'Alerts.Global',
    });
  });

  it("falls back to the place's defaults for invalid values, never an error", () => {
    expect(resolveMapQuery({ center: 'oops', layerId: 'nope' }, denver)).toEqual({
      view: { ...denver, zoom: DEFAULT_MAP_ZOOM },
      layerId: DEFAULT_MAP_LAYER,
    });
    expect(resolveMapQuery({}, denver).layerId).toBe('Radar.Global');
  });
});
