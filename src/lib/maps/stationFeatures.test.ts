import { buildStation } from '@tests/fixtures/localities';

import { MAP_POINT_ERROR } from './mapPoint';
import { buildStationFeatureCollection, featureBounds, STATION_COLORS } from './stationFeatures';

const stations = [
  buildStation({ StationId: 'LFPB', ProviderId: 3, Latitude: 48.97, Longitude: 2.44 }),
  buildStation({ StationId: 'OWN1', ProviderId: 1, Latitude: 48.8, Longitude: 2.2 }),
  buildStation({ StationId: 'LFPO', ProviderId: 3, Latitude: 48.72, Longitude: 2.38 }),
];

describe('buildStationFeatureCollection', () => {
  it('numbers the stations from 1 and ids them by station id plus index', () => {
    const { features } = buildStationFeatureCollection(stations);
    expect(features.map((f) => f.properties.id)).toEqual(['LFPB0', 'OWN11', 'LFPO2']);
    expect(features.map((f) => f.properties.stationNumber)).toEqual([1, 2, 3]);
  });

  it('places each point at the station, [longitude, latitude], and copies both', () => {
    const [first] = buildStationFeatureCollection(stations).features;
    expect(first?.geometry.coordinates).toEqual([2.44, 48.97]);
    expect(first?.properties).toMatchObject({ latitude: 48.97, longitude: 2.44 });
  });

  it('colours ProviderId 1 #6c6c6c and every other provider #6ec478', () => {
    const colours = buildStationFeatureCollection(stations).features.map((f) => f.properties.color);
    expect(colours).toEqual(['#6ec478', '#6c6c6c', '#6ec478']);
    expect(STATION_COLORS).toEqual({ default: '#6ec478', otherProvider: '#6c6c6c' });
  });

  it('marks only the active station', () => {
    const { features } = buildStationFeatureCollection(stations, 'LFPO');
    expect(features.map((f) => f.properties.active)).toEqual([false, false, true]);
  });

  it('answers an empty collection for no stations', () => {
    expect(buildStationFeatureCollection([])).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('throws the map-point error for a station without coordinates', () => {
    const broken = { ...buildStation(), Latitude: undefined as unknown as number };
    expect(() => buildStationFeatureCollection([broken])).toThrow(MAP_POINT_ERROR);
  });
});

describe('featureBounds', () => {
  it('answers [[west, south], [east, north]]', () => {
    expect(featureBounds(buildStationFeatureCollection(stations))).toEqual([
      [2.2, 48.72],
      [2.44, 48.97],
    ]);
  });

  it('answers null without points', () => {
    expect(featureBounds(buildStationFeatureCollection([]))).toBeNull();
  });
});
