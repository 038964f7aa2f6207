import type { Locality, Station } from '@/types/location';

import {
  conditionsPlace,
  conditionsStation,
  hasWeatherShape,
  weatherReadKey,
} from './weather.service';

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
    expect(
      conditionsPlace({ Locality: boston, Station: norwood, DefaultStationRouteString: null }),
    ).toEqual({
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
        DefaultStationRouteString: null,
      }).ElevationMeters,
    ).toBe(14);
    expect(
      conditionsPlace({ Locality: boston, Station: null, DefaultStationRouteString: null }),
    ).toBe(boston);
  });

  it('reads at the default station (the one the chooser shows checked) when none is chosen', () => {
    const logan = {
      ...norwood,
      StationId: 'KBOS',
      RouteString: 'metar-kbos',
      Latitude: 42.3606,
      Longitude: -71.0097,
      ElevationAboveSeaLevelMeters: 6,
      Distance: 2.6,
    } as Station;
    const unchosen = { Locality: boston, Station: null, DefaultStationRouteString: 'metar-kbos' };
    expect(conditionsPlace(unchosen, [logan, norwood])).toEqual({
      Latitude: 42.3606,
      Longitude: -71.0097,
      TimeZone: 'America/New_York',
      ElevationMeters: 6,
    });
    // Without the stations at hand (or the default not among them): the place itself.
    expect(conditionsPlace(unchosen)).toBe(boston);
    expect(conditionsPlace(unchosen, [norwood])).toBe(boston);
    // Nor when the nearest is beyond the search radius (15 miles).
    expect(conditionsPlace(unchosen, [{ ...logan, Distance: 27 }])).toBe(boston);
  });
});

describe('conditionsStation', () => {
  const logan = {
    StationId: 'KBOS',
    StationName: 'Boston Logan International Airport',
    RouteString: 'metar-kbos',
    Distance: 2.6,
  } as Station;
  const norwood = {
    StationId: 'KOWD',
    StationName: 'Norwood Memorial Airport',
    RouteString: 'metar-kowd',
    Distance: 13.9,
  } as Station;
  const unchosen = { Station: null, DefaultStationRouteString: 'metar-kbos' };

  it('names the chosen station, else the nearest one the conditions are read at', () => {
    expect(conditionsStation({ ...unchosen, Station: norwood }, null)).toEqual({
      kind: 'chosen',
      name: 'Norwood Memorial Airport',
    });
    expect(conditionsStation(unchosen, [logan, norwood])).toEqual({
      kind: 'nearest',
      name: 'Boston Logan International Airport',
    });
  });

  it('says none is nearby when the nearest listed is beyond the search radius (15 miles)', () => {
    // The provider lists the nearest stations however far when none is within the radius.
    expect(conditionsStation(unchosen, [{ ...logan, Distance: 61.2 }])).toEqual({ kind: 'none' });
    expect(conditionsStation({ Station: null, DefaultStationRouteString: null }, [])).toEqual({
      kind: 'none',
    });
  });

  it('claims nothing when the stations could not be listed', () => {
    expect(conditionsStation(unchosen, null)).toEqual({ kind: 'unknown' });
  });
});

describe('weatherReadKey', () => {
  it('keeps apart two places that read at one station, each in its own zone and elevation', () => {
    const station = { Latitude: 35.155, Longitude: -114.559 };
    const laughlin = weatherReadKey('current', { ...station, TimeZone: 'America/Los_Angeles' });
    const bullhead = weatherReadKey('current', { ...station, TimeZone: 'America/Phoenix' });
    expect(laughlin).not.toBe(bullhead);
    expect(weatherReadKey('current', { ...station, ElevationMeters: 152.4 })).toBe(
      'weather:current:35.155,-114.559;el=152',
    );
    expect(weatherReadKey('hourly', station, { hours: 48 })).toBe(
      'weather:hourly:35.155,-114.559;hours=48',
    );
  });
});
