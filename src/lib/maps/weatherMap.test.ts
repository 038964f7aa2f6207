import type { Map as MapLibreMap } from 'maplibre-gl';

import { WEATHER_MAP_IDS, WeatherMap } from './weatherMap';

/** A map that keeps its sources, layers and their properties. */
function fakeMap() {
  const sources = new Map<string, { setData: jest.Mock; spec: unknown }>();
  const layers = new Map<
    string,
    { paint: Record<string, unknown>; layout: Record<string, unknown>; before?: string }
  >();
  const map = {
    addSource: (id: string, spec: unknown) => sources.set(id, { setData: jest.fn(), spec }),
    getSource: (id: string) => sources.get(id),
    removeSource: (id: string) => sources.delete(id),
    addLayer: (layer: { id: string; paint?: Record<string, unknown> }, before?: string) =>
      layers.set(layer.id, { paint: { ...layer.paint }, layout: {}, before }),
    getLayer: (id: string) => layers.get(id),
    removeLayer: (id: string) => layers.delete(id),
    setPaintProperty: (id: string, name: string, value: unknown) => {
      const layer = layers.get(id);
      if (layer) layer.paint[name] = value;
    },
    setLayoutProperty: (id: string, name: string, value: unknown) => {
      const layer = layers.get(id);
      if (layer) layer.layout[name] = value;
    },
    on: jest.fn(),
    getCanvas: () => ({ style: {} }),
    remove: jest.fn(),
  };
  return { map: map as unknown as MapLibreMap, sources, layers };
}

const frames = [0, 1, 2].map((i) => ({
  time: `2026-11-23T20:${i}0:00Z`,
  url: `/tiles/radar/f${i}/{z}/{x}/{y}.png`,
}));
const radarId = (i: number) => `${WEATHER_MAP_IDS.radarPrefix}${frames[i]?.time}`;

describe('WeatherMap', () => {
  it('waits for the load to add anything, then applies what was asked before', () => {
    const { map, sources, layers } = fakeMap();
    const weatherMap = new WeatherMap(map, 'borders');
    weatherMap.setRadarFrames(frames, 7);
    expect(sources.size).toBe(0);
    weatherMap.onLoad();
    expect([...sources.keys()]).toEqual(
      expect.arrayContaining([radarId(0), radarId(1), radarId(2), WEATHER_MAP_IDS.alerts]),
    );
    // Overlays go under the basemap's borders.
    expect(layers.get(WEATHER_MAP_IDS.alertsFill)?.before).toBe('borders');
  });

  it('preloads every radar frame and shows one by opacity, at the chosen opacity', () => {
    const { map, layers, sources } = fakeMap();
    const weatherMap = new WeatherMap(map, undefined);
    weatherMap.onLoad();
    weatherMap.setRadarFrames(frames, 7);
    weatherMap.showRadarFrame(1);
    weatherMap.setRadarOpacity(0.5);
    expect([0, 1, 2].map((i) => layers.get(radarId(i))?.paint['raster-opacity'])).toEqual([
      0, 0.5, 0,
    ]);
    expect([0, 1, 2].map((i) => layers.get(radarId(i))?.layout.visibility)).toEqual([
      'visible',
      'visible',
      'visible',
    ]);
    expect(sources.get(radarId(0))?.spec).toEqual({
      type: 'raster',
      tiles: ['/tiles/radar/f0/{z}/{x}/{y}.png'],
      tileSize: 256,
      maxzoom: 7,
    });
  });

  it('hides the radar on another layer and drops frames no longer listed', () => {
    const { map, layers } = fakeMap();
    const weatherMap = new WeatherMap(map, undefined);
    weatherMap.onLoad();
    weatherMap.setRadarFrames(frames, 7);
    weatherMap.setLayer('Alerts.Global');
    expect(layers.get(radarId(0))?.layout.visibility).toBe('none');
    expect(layers.get(WEATHER_MAP_IDS.alertsFill)?.layout.visibility).toBe('visible');
    expect(layers.get(WEATHER_MAP_IDS.stormPoints)?.layout.visibility).toBe('none');
    weatherMap.setRadarFrames(frames.slice(1), 7);
    expect(layers.has(radarId(0))).toBe(false);
    expect(layers.has(radarId(2))).toBe(true);
  });

  it('draws the temperature frame on its layer only', () => {
    const { map, layers } = fakeMap();
    const weatherMap = new WeatherMap(map, undefined);
    weatherMap.onLoad();
    weatherMap.setTemperatureFrame(frames[0] ?? null, 6);
    expect(layers.get(WEATHER_MAP_IDS.temperature)?.layout.visibility).toBe('none');
    weatherMap.setLayer('Temperature.Global');
    expect(layers.get(WEATHER_MAP_IDS.temperature)?.layout.visibility).toBe('visible');
  });
});
