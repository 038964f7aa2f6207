import { mapLayerChanged, mapsSlice, selectMapLayerId } from './mapsSlice';
import { parseActiveStorms, parseStormGis } from './mapStorms';
import { parseFrameList, parseRadarSummary } from './tileFrameSchemas';

describe('mapsSlice', () => {
  it('keeps the layer of mapLayerChanged', () => {
    const state = mapsSlice.reducer(undefined, mapLayerChanged({ layerId: 'Alerts.Global' }));
    expect(selectMapLayerId({ maps: state } as Parameters<typeof selectMapLayerId>[0])).toBe(
      'Alerts.Global',
    );
  });
});

describe('parseActiveStorms', () => {
  const storm = {
    id: 'al142026',
    name: 'Milton',
    classificationText: 'Hurricane',
    windKt: 120,
    latitude: 23.1,
    longitude: -86.2,
  };

  it('reads each storm, skipping unreadable ones, marking sample storms', () => {
    expect(
      parseActiveStorms({ storms: [storm, { id: 'x' }], outlookAreasOpen: 0, sample: true }),
    ).toEqual([{ ...storm, sample: true, cone: null, forecastTrack: null, pastTrack: null }]);
  });

  it('answers null for anything but a storm list', () => {
    expect(parseActiveStorms({ error: 'no' })).toBeNull();
    expect(parseActiveStorms(null)).toBeNull();
  });

  it("reads a storm's cone and tracks, a missing or odd product as null", () => {
    const cone = { type: 'FeatureCollection', features: [] };
    expect(parseStormGis({ cone, forecastTrack: null, pastTrack: { type: 'Point' } })).toEqual({
      cone,
      forecastTrack: null,
      pastTrack: null,
    });
  });
});

describe('parseFrameList', () => {
  const list = {
    layer: 'radar',
    frames: [{ time: '2026-11-23T20:00:00Z', url: '/tiles/radar/a/{z}/{x}/{y}.png' }],
    maxNativeZoom: 7,
    source: { kind: 'demo', attribution: 'Demo' },
  };

  it('accepts a frame list of tiles on this site', () => {
    expect(parseFrameList(list)).toEqual(list);
  });

  it('refuses tiles on another host and malformed lists', () => {
    expect(
      parseFrameList({
        ...list,
        frames: [{ time: list.frames[0]?.time, url: 'https://x.example/{z}/{x}/{y}.png' }],
      }),
    ).toBeNull();
    expect(parseFrameList({ ...list, maxNativeZoom: 'seven' })).toBeNull();
    expect(parseFrameList({ ...list, maxNativeZoom: 7.5 })).toBeNull();
    expect(parseFrameList({ ...list, frames: [{ ...list.frames[0], time: 'noon' }] })).toBeNull();
    const frame = list.frames[0];
    expect(
      parseFrameList({ ...list, frames: Array.from({ length: 101 }, () => frame) }),
    ).toBeNull();
  });
});

describe('parseRadarSummary', () => {
  const summary = {
    text: 'Light rain 12 km north of Paris',
    frameTime: '2026-11-23T20:00:00Z',
    intensity: 'light',
    distanceKm: 12,
    bearing: 'N',
    movingToward: 90,
  };

  it('reads a summary, its missing or null details as null', () => {
    expect(parseRadarSummary(summary)).toEqual(summary);
    expect(
      parseRadarSummary({ text: 'No rain nearby', frameTime: summary.frameTime, intensity: null }),
    ).toEqual({
      text: 'No rain nearby',
      frameTime: summary.frameTime,
      intensity: null,
      distanceKm: null,
      bearing: null,
      movingToward: null,
    });
  });

  it('refuses a summary without text or with a detail of the wrong kind', () => {
    expect(parseRadarSummary({ ...summary, text: '' })).toBeNull();
    expect(parseRadarSummary({ ...summary, distanceKm: '12' })).toBeNull();
    expect(parseRadarSummary({ ...summary, note: 'x'.repeat(301) })).toBeNull();
    expect(parseRadarSummary('rain')).toBeNull();
  });
});
