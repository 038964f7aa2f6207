import { almanacDays, dayLengthMinutes } from './almanac';
import { zoneFor } from './localTime';

describe('almanac days', () => {
  const nyc = zoneFor({ longitude: -74.006, timeZone: 'America/New_York' });

  it('answers consecutive local days with sun and moon and the day length', () => {
    const days = almanacDays(40.7128, -74.006, nyc, Date.parse('2026-06-21T03:00:00Z'), 3);
    expect(days.map((d) => d.date)).toEqual(['2026-06-20', '2026-06-21', '2026-06-22']);
    const solstice = days[1];
    expect(solstice?.sunrise).toMatch(/^2026-06-21T05:2\d:\d\d-04:00$/);
    expect(solstice?.sunset).toMatch(/^2026-06-21T20:3\d:\d\d-04:00$/);
    // About 15 h 05 min of daylight in New York at the June solstice.
    expect(solstice?.dayLengthMinutes).toBeGreaterThan(900);
    expect(solstice?.dayLengthMinutes).toBeLessThan(910);
    expect(solstice?.moonPhase.name).toEqual(expect.any(String));
  });

  it('is 1440 minutes in polar day and 0 in polar night', () => {
    const tromso = zoneFor({ longitude: 18.96, timeZone: 'Europe/Oslo' });
    const [summer] = almanacDays(69.65, 18.96, tromso, Date.parse('2026-06-21T12:00:00Z'), 1);
    expect(summer).toMatchObject({ sunAlwaysUp: true, sunrise: null, dayLengthMinutes: 1440 });
    const [winter] = almanacDays(69.65, 18.96, tromso, Date.parse('2026-12-21T12:00:00Z'), 1);
    expect(winter).toMatchObject({ sunAlwaysDown: true, sunset: null, dayLengthMinutes: 0 });
  });

  it('computes the day length from the sun times', () => {
    expect(
      dayLengthMinutes({
        sunrise: '2026-03-20T06:00:00+00:00',
        sunset: '2026-03-20T18:07:30+00:00',
        sunAlwaysUp: false,
        sunAlwaysDown: false,
      }),
    ).toBe(728);
  });
});
