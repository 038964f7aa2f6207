import { buildStation } from '@tests/fixtures/localities';
import { FakeMap, fakeMaplibre } from '@tests/support/fakeMaplibre';

import { createStationMap, type MapLibreModule } from './stationMap';

const stations = [
  buildStation({ StationId: 'A', Latitude: 48.9, Longitude: 2.4 }),
  buildStation({ StationId: 'B', Latitude: 48.7, Longitude: 2.2 }),
];

describe('createStationMap', () => {
  // The fake covers only what createStationMap calls; the cast is the test seam.
  const maplibre = { ...fakeMaplibre, getVersion: () => '6.17.0' } as unknown as MapLibreModule;
  const last = () => FakeMap.instances.at(-1);

  it('creates the map on the offline basemap, fitted to the stations, zoom kept within 9–13', () => {
    createStationMap(maplibre, {} as HTMLElement, {
      stations,
      activeStationId: 'B',
      pinColor: '#00599c',
    });
    const options = last()?.options;
    expect(options?.style).toMatchObject({ sources: { basemap: { type: 'geojson' } } });
    expect(options?.bounds).toEqual([
      [2.2, 48.7],
      [2.4, 48.9],
    ]);
    expect(options?.minZoom).toBe(9);
    // Zoom 13 is reachable, and the station layers still show there.
    expect(options?.maxZoom).toBe(13);
    expect(fakeMaplibre.setWorkerUrl).toHaveBeenCalledWith('/maps/maplibre-gl-worker.mjs?v=6.17.0');
  });

  it('adds the station source and layers once the style has loaded', () => {
    createStationMap(maplibre, {} as HTMLElement, {
      stations,
      activeStationId: 'B',
      pinColor: '#00599c',
    });
    const map = last();
    expect(map?.addSource).not.toHaveBeenCalled();
    map?.fire('load');
    expect(map?.addSource).toHaveBeenCalledWith(
      'stations',
      expect.objectContaining({ type: 'geojson' }),
    );
    const data = map?.addSource.mock.calls[0]?.[1].data;
    expect(
      data.features.map((f: { properties: { active: boolean } }) => f.properties.active),
    ).toEqual([false, true]);
    expect(map?.addLayer.mock.calls.map(([layer]) => layer.id)).toEqual([
      'station-circles',
      'station-numbers',
      'station-active-pin',
    ]);
  });
});
