import { zoneOffsetSpan } from '@/lib/time';

import { RADAR_LEGEND } from './weatherLegends';
import {
  currentFrameIndex,
  formatFrameTime,
  radarGroupRanges,
  radarLegendGroups,
  summaryInUnits,
  temperatureLegendLabels,
} from './weatherMapLegend';

describe('formatFrameTime', () => {
  it("reads a UTC frame time on the place's clock, h:mm a", () => {
    expect(formatFrameTime('2026-11-23T21:40:00Z', 'America/Denver')).toBe('2:40 PM');
    expect(formatFrameTime('2026-11-23T21:40:00Z', 'Europe/Paris')).toBe('10:40 PM');
    expect(formatFrameTime('2026-07-01T06:05:00Z', 'America/Denver')).toBe('12:05 AM');
  });

  it("reads a frame in the server's span by its offset, a frame outside it by the zone", () => {
    const span = zoneOffsetSpan('America/Denver', Date.parse('2026-10-30T12:00:00Z'));
    expect(span?.offsetMinutes).toBe(-360);
    expect(formatFrameTime('2026-10-30T21:40:00Z', 'America/Denver', span)).toBe('3:40 PM');
    // A page left open past the change back to standard time on 1 November.
    expect(formatFrameTime('2026-11-01T21:40:00Z', 'America/Denver', span)).toBe('2:40 PM');
  });

  it("uses the time's own offset without a (known) zone", () => {
    expect(formatFrameTime('2026-11-23T14:40:00-07:00', null)).toBe('2:40 PM');
    expect(formatFrameTime('2026-11-23T14:40:00-07:00', 'Not/AZone')).toBe('2:40 PM');
    // Asked again (the zone's answer is kept): the same.
    expect(formatFrameTime('2026-11-23T15:10:00-07:00', 'Not/AZone')).toBe('3:10 PM');
    expect(formatFrameTime('2026-11-23T22:10:00Z', 'America/Denver')).toBe('3:10 PM');
  });
});

describe('legends', () => {
  it('groups the radar scale by intensity, in order, keeping every colour', () => {
    const groups = radarLegendGroups();
    expect(groups.map((g) => g.name)).toEqual(['Light', 'Moderate', 'Heavy', 'Violent']);
    expect(groups.flatMap((g) => g.colors)).toEqual(RADAR_LEGEND.map((s) => s.color));
    expect(groups.map((g) => g.minMmPerHour)).toEqual([0.1, 2.5, 7.6, 50]);
  });

  it("names each intensity with its range of rates in the visitor's unit", () => {
    expect(radarGroupRanges(2).map((g) => `${g.name} ${g.range}`)).toEqual([
      'Light up to 2.5 mm/h',
      'Moderate 2.5–7.6 mm/h',
      'Heavy 7.6–50 mm/h',
      'Violent 50 mm/h and more',
    ]);
    expect(radarGroupRanges(1).map((g) => g.range)).toEqual([
      'up to 0.1 in/h',
      '0.1–0.3 in/h',
      '0.3–2 in/h',
      '2 in/h and more',
    ]);
  });

  it('labels the temperature ramp at both ends', () => {
    const labels = temperatureLegendLabels().map((s) => s.celsius);
    expect(labels[0]).toBe(-40);
    expect(labels[labels.length - 1]).toBe(50);
  });
});

describe('summaryInUnits', () => {
  it('writes distances in whole miles for a visitor using miles', () => {
    expect(summaryInUnits('Light rain 12 km north of Denver, moving east', 1)).toBe(
      'Light rain 7 mi north of Denver, moving east',
    );
    expect(summaryInUnits('No precipitation within 100 km of Denver', 1)).toBe(
      'No precipitation within 62 mi of Denver',
    );
  });

  it('leaves kilometres as they are', () => {
    expect(summaryInUnits('Heavy snow 40 km west of Oslo', 2)).toBe(
      'Heavy snow 40 km west of Oslo',
    );
  });
});

describe('currentFrameIndex', () => {
  const frames = ['2026-11-23T20:00:00Z', '2026-11-23T21:00:00Z', '2026-11-23T22:00:00Z'].map(
    (time) => ({ time }),
  );

  it('picks the last frame not after now', () => {
    expect(currentFrameIndex(frames, Date.parse('2026-11-23T21:30:00Z'))).toBe(1);
    expect(currentFrameIndex(frames, Date.parse('2026-11-24T00:00:00Z'))).toBe(2);
  });

  it('falls back to the first frame, and -1 without frames', () => {
    expect(currentFrameIndex(frames, Date.parse('2026-11-23T19:00:00Z'))).toBe(0);
    expect(currentFrameIndex([], 0)).toBe(-1);
  });
});
