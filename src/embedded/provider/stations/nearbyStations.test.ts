import { ZodError } from 'zod';

import { metarAirports } from './airports';
import { findStation, haversineMiles, nearbyStations } from './nearbyStations';
import { stationRoutes } from './routes';

describe('nearby stations', () => {
  it('answers KJFK first near JFK, as a METAR station', () => {
    const stations = nearbyStations(40.6413, -73.7781);
    expect(stations[0]).toEqual({
      StationId: 'KJFK',
      StationName: 'John F Kennedy International Airport',
      RouteString: 'metar-kjfk',
      ProviderId: 3,
      ProviderName: 'METAR (airport)',
      Distance: 0.1,
      ElevationAboveSeaLevelMeters: 4,
      Latitude: 40.63980103,
      Longitude: -73.77890015,
    });
    expect(stations.map((s) => s.StationId)).toEqual(expect.arrayContaining(['KLGA']));
  });

  it('keeps only stations within the radius, nearest first, at most count', () => {
    const wide = nearbyStations(40.6413, -73.7781, 30);
    const narrow = nearbyStations(40.6413, -73.7781, 10);
    expect(wide.length).toBeGreaterThan(narrow.length);
    for (const list of [wide, narrow]) {
      const distances = list.map((s) => s.Distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    expect(Math.max(...narrow.map((s) => s.Distance))).toBeLessThanOrEqual(10);
    expect(
      wide.every((s) => haversineMiles(40.6413, -73.7781, s.Latitude, s.Longitude) <= 30),
    ).toBe(true);
    expect(nearbyStations(40.6413, -73.7781, 30, 2).map((s) => s.StationId)).toEqual(
      wide.slice(0, 2).map((s) => s.StationId),
    );
  });

  it('answers the nearest 3 when nothing is within the radius (middle of the ocean)', () => {
    const stations = nearbyStations(0, -140, 15);
    expect(stations).toHaveLength(3);
    expect(stations[0]?.Distance).toBeGreaterThan(15);
    expect(stations.map((s) => s.Distance)).toEqual(
      [...stations.map((s) => s.Distance)].sort((a, b) => a - b),
    );
    expect(nearbyStations(0, -140, 15, 1)).toHaveLength(1);
  });

  it('answers, far from any station, the same nearest ones as sorting every station would', () => {
    for (const [lat, lon] of [
      [0, -140],
      [-45, -100],
      [30, -40],
      [-60, 60],
    ] as const) {
      const everyStation = metarAirports()
        .map((a) => ({ icao: a.icao, d: haversineMiles(lat, lon, a.latitude, a.longitude) }))
        .sort((x, y) => x.d - y.d || x.icao.localeCompare(y.icao));
      expect(nearbyStations(lat, lon, 15).map((s) => s.StationId)).toEqual(
        everyStation.slice(0, 3).map((a) => a.icao),
      );
      expect(nearbyStations(lat, lon, 15, 2).map((s) => s.StationId)).toEqual(
        everyStation.slice(0, 2).map((a) => a.icao),
      );
    }
  });

  it('finds stations across the antimeridian and near the poles', () => {
    expect(nearbyStations(-16.69, 179.99, 20).map((s) => s.StationId)).toContain('NFNM');
    expect(nearbyStations(-89.95, 120, 15)[0]?.StationId).toBe('NZSP');
  });

  it('uses the spec Earth radius (3963.1906 mi)', () => {
    expect(haversineMiles(0, 0, 0, 1)).toBeCloseTo((3963.1906 * Math.PI) / 180, 6);
  });

  it('finds a station by ICAO code or route string', () => {
    expect(findStation('metar-kjfk')?.StationId).toBe('KJFK');
    expect(findStation('KLGA')?.StationName).toMatch(/La ?Guardia/i);
    expect(findStation('ZZZZ')).toBeNull();
  });
});

describe('station routes', () => {
  const nearby = (params: Record<string, string>) => {
    const get = stationRoutes.find((r) => r.path === '/data/stations/v1/nearby')?.methods.GET;
    return Promise.resolve().then(() => get?.({ params, headers: {}, body: undefined }));
  };

  it('parses radius and count from strings', async () => {
    const stations = (await nearby({
      latitude: '40.6413',
      longitude: '-73.7781',
      radius: '30',
      count: '2',
    })) as unknown[];
    expect(stations).toHaveLength(2);
  });

  it('refuses bad parameters', async () => {
    await expect(nearby({ latitude: '100', longitude: '0' })).rejects.toBeInstanceOf(ZodError);
    await expect(nearby({ latitude: '40' })).rejects.toBeInstanceOf(ZodError);
    await expect(nearby({ latitude: '40', longitude: '0', radius: '101' })).rejects.toBeInstanceOf(
      ZodError,
    );
    await expect(nearby({ latitude: '40', longitude: '0', count: '51' })).rejects.toBeInstanceOf(
      ZodError,
    );
  });
});
