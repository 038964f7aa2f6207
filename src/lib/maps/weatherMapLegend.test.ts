import { RADAR_LEGEND } from './weatherLegends';
import {
  formatFrameTime,
  radarGroupRanges,
  radarLegendGroups,
  temperatureLegendLabels,
} from './weatherMapLegend';

describe('formatFrameTime', () => {
  it("reads a UTC frame time on the place's clock, h:mm a", () => {
    expect(formatFrameTime('2026-11-23T21:40:00Z', 'America/Denver')).toBe('2:40 PM');
    expect(formatFrameTime('2026-11-23T21:40:00Z', 'Europe/Paris')).toBe('10:40 PM');
    expect(formatFrameTime('2026-07-01T06:05:00Z', 'America/Denver')).toBe('12:05 AM');
  });

  it("uses the time's own offset without a (known) zone", () => {
    expect(formatFrameTime('2026-11-23T14:40:00-07:00', null)).toBe('2:40 PM');
    expect(formatFrameTime('2026-11-23T14:40:00-07:00', 'Not/AZone')).toBe('2:40 PM');
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
