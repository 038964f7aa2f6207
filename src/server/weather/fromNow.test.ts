import { fromNow } from './fromNow';

/** A forecast in Tokyo (UTC+9) as a cache would keep it: read at 23:55 local time on Dec. 1. */
const tokyo = {
  place: { utcOffsetSeconds: 9 * 3600 },
  hours: [
    { time: '2026-12-01T23:00:00+09:00', temperatureC: 12 },
    { time: '2026-12-02T00:00:00+09:00', temperatureC: 11 },
    { time: '2026-12-02T01:00:00+09:00', temperatureC: 10 },
  ],
  days: [
    { date: '2026-12-01', temperatureHighC: 14 },
    { date: '2026-12-02', temperatureHighC: 13 },
  ],
};

describe('fromNow', () => {
  it('leaves a payload read this hour as it is (the same object)', () => {
    expect(fromNow(tokyo, Date.parse('2026-12-01T23:58:00+09:00'))).toBe(tokyo);
  });

  it('drops the hour gone by and, after the local midnight, yesterday', () => {
    const later = fromNow(tokyo, Date.parse('2026-12-02T00:04:00+09:00'));
    expect(later.hours.map((h) => h.time)).toEqual([
      '2026-12-02T00:00:00+09:00',
      '2026-12-02T01:00:00+09:00',
    ]);
    expect(later.days.map((d) => d.date)).toEqual(['2026-12-02']);
    expect(tokyo.hours).toHaveLength(3);
    expect(tokyo.days).toHaveLength(2);
  });

  it('reads the local day in the place’s offset, not the server’s', () => {
    // 00:04 in Tokyo is still Dec. 1 in UTC.
    const west = { ...tokyo, place: { utcOffsetSeconds: -5 * 3600 } };
    expect(fromNow(west, Date.parse('2026-12-02T00:04:00+09:00')).days).toHaveLength(2);
  });

  it('keeps payloads without hours or days, and entries it cannot date', () => {
    const current = { place: { utcOffsetSeconds: 0 }, current: { temperatureC: 3 } };
    expect(fromNow(current, Date.parse('2030-01-01T00:00:00Z'))).toBe(current);
    const undated = { hours: [{ temperatureC: 1 }], days: [{ high: 2 }] };
    expect(fromNow(undated, Date.parse('2030-01-01T00:00:00Z'))).toBe(undated);
  });
});
