import { buildHours } from '../testing/fixtures';
import { dominantCondition, nextDate, nightPart, nightParts } from './nightPart';

const rain = { code: 63, text: 'Rain', icon: 'rain' };
const clear = { code: 0, text: 'Clear', icon: 'clear-night' };

describe('nightPart', () => {
  it('summarises 18:00 to 06:00 of the following day', () => {
    // 12:00 on the 23rd to 11:00 on the 24th; the night holds hours 18..29.
    const hours = buildHours('2026-11-23T12:00', 24, (i) => ({
      temperatureC: 20 - i * 0.5,
      condition: i >= 8 && i <= 11 ? rain : clear,
      precipitationProbabilityPercent: i === 9 ? 70 : 10,
      precipitationMm: i >= 8 && i <= 11 ? 0.5 : 0,
      windSpeedMs: i === 10 ? 8 : 3,
      windDirectionDeg: i === 10 ? 180 : 0,
    }));
    const night = nightPart('2026-11-23', hours);
    expect(night).toMatchObject({
      date: '2026-11-23',
      from: '2026-11-23T18:00:00+01:00',
      to: '2026-11-24T05:00:00+01:00',
      condition: rain,
      temperatureLowC: 20 - 17 * 0.5,
      precipitationProbabilityPercent: 70,
      precipitationMm: 2,
      windSpeedMaxMs: 8,
      windDirectionDeg: 180,
    });
  });

  it('describes tonight from the hours left of it', () => {
    const hours = buildHours('2026-11-23T22:00', 12);
    expect(nightPart('2026-11-23', hours)?.from).toBe('2026-11-23T22:00:00+01:00');
  });

  it('says nothing of a night the forecast does not reach to its end', () => {
    const hours = buildHours('2026-11-23T12:00', 14); // ends at 01:00
    expect(nightPart('2026-11-23', hours)).toBeNull();
    expect(nightParts([{ date: '2026-11-23' }], null)).toEqual([null]);
  });

  it('crosses month and year ends', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});

describe('dominantCondition', () => {
  it('names a run by its rain when a quarter of it is wet, else by its most frequent sky', () => {
    expect(dominantCondition([clear, clear, clear, rain])).toEqual(rain);
    expect(dominantCondition([clear, clear, clear, clear, clear, rain])).toEqual(clear);
  });
});
