import {
  formatLocalIso,
  localDateString,
  localDayStart,
  nextLocalDayStart,
  offsetMinutesAt,
  wallToInstant,
  zoneFor,
} from './localTime';

describe('local time', () => {
  const ny = zoneFor({ longitude: -74, timeZone: 'America/New_York' });

  it('uses the IANA zone when given, with DST', () => {
    expect(offsetMinutesAt(ny, Date.parse('2026-06-21T12:00:00Z'))).toBe(-240);
    expect(offsetMinutesAt(ny, Date.parse('2026-01-21T12:00:00Z'))).toBe(-300);
    expect(offsetMinutesAt(zoneFor({ longitude: 77, timeZone: 'Asia/Kolkata' }), 0)).toBe(330);
    expect(offsetMinutesAt(zoneFor({ longitude: 0, timeZone: 'UTC' }), 0)).toBe(0);
  });

  it('falls back to round(longitude / 15) hours without a (valid) zone', () => {
    expect(zoneFor({ longitude: -74 })).toEqual({ timeZone: null, fixedOffsetMinutes: -300 });
    expect(zoneFor({ longitude: 139.7, timeZone: 'Not/AZone' })).toEqual({
      timeZone: null,
      fixedOffsetMinutes: 540,
    });
    expect(zoneFor({ longitude: 5 }).fixedOffsetMinutes).toBe(0);
  });

  it('formats ISO times with the offset', () => {
    expect(formatLocalIso(Date.parse('2026-06-21T09:25:30.700Z'), ny)).toBe(
      '2026-06-21T05:25:30-04:00',
    );
    expect(
      formatLocalIso(
        Date.parse('2026-06-21T09:25:00Z'),
        zoneFor({ longitude: 77, timeZone: 'Asia/Kolkata' }),
      ),
    ).toBe('2026-06-21T14:55:00+05:30');
    expect(localDateString(Date.parse('2026-06-21T03:00:00Z'), ny)).toBe('2026-06-20');
  });

  it('finds local midnights, with 23- and 25-hour days at DST changes', () => {
    const start = localDayStart(Date.parse('2026-03-08T15:00:00Z'), ny);
    expect(new Date(start).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(nextLocalDayStart(start, ny) - start).toBe(23 * 3_600_000);
    const fall = localDayStart(Date.parse('2026-11-01T15:00:00Z'), ny);
    expect(nextLocalDayStart(fall, ny) - fall).toBe(25 * 3_600_000);
    expect(wallToInstant(Date.parse('2026-06-21T14:00:00Z'), ny)).toBe(
      Date.parse('2026-06-21T18:00:00Z'),
    );
  });
});
