import type { Locality, Station } from '@/types/location';

import { conditionsPlace, hasWeatherShape } from './weather.service';

describe('hasWeatherShape', () => {
  it('accepts the payloads the provider contract describes', () => {
    expect(hasWeatherShape('current', { place: {}, current: { temperature: 21 } })).toBe(true);
    expect(hasWeatherShape('hourly', { place: {}, hours: [] })).toBe(true);
    expect(hasWeatherShape('uv', { place: {}, hours: [], days: [] })).toBe(true);
    expect(hasWeatherShape('airQuality', { aqi: null, pollutants: [] })).toBe(true);
  });

  it.each([
    ['a wrong shape', 'daily', { unexpected: ['shape'] }],
    ['a list in place of the object', 'current', { current: [] }],
    ['half of what it needs', 'uv', { hours: [] }],
    ['a string', 'alerts', 'Service Unavailable'],
    ['nothing', 'hourly', null],
    ['a bare list', 'airports', []],
  ] as const)('refuses %s', (_name, read, payload) => {
    expect(hasWeatherShape(read, payload)).toBe(false);
  });
});

describe('conditionsPlace', () => {
  const boston = {
    Latitude: 42.3584,
    Longitude: -71.0598,
    TimeZone: 'America/New_York',
    ElevationMeters: 14,
  } as Locality;
  const norwood = {
    StationId: 'KOWD',
    Latitude: 42.1905,
    Longitude: -71.1729,
    ElevationAboveSeaLevelMeters: 15,
  } as Station;

  it("reads at the chosen station's point and elevation, in the place's time zone", () => {
    expect(conditionsPlace({ Locality: boston, Station: norwood })).toEqual({
      Latitude: 42.1905,
      Longitude: -71.1729,
      TimeZone: 'America/New_York',
      ElevationMeters: 15,
    });
  });

  it("keeps the place's elevation for a station without one, and the place with no station", () => {
    expect(
      conditionsPlace({
        Locality: boston,
        Station: { ...norwood, ElevationAboveSeaLevelMeters: null },
      }).ElevationMeters,
    ).toBe(14);
    expect(conditionsPlace({ Locality: boston, Station: null })).toBe(boston);
  });
});
