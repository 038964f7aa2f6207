import {
  formatClock,
  formatDayChange,
  formatDuration,
  formatHour,
  formatMonthDay,
  formatWeekday,
  isNewDay,
  localParts,
  monthName,
  weekdayOf,
} from './localTime';

describe('place-local times', () => {
  it('reads the wall clock of the place, whatever the offset', () => {
    expect(formatClock('2026-06-21T05:25:03-04:00')).toBe('5:25 AM');
    expect(formatClock('2026-06-21T00:05:00+09:30')).toBe('12:05 AM');
    expect(formatClock('2026-06-21T12:00:00Z')).toBe('12:00 PM');
    expect(formatClock('2026-06-21T23:59:00-10:00')).toBe('11:59 PM');
    expect(formatHour('2026-06-21T13:00:00+02:00')).toBe('1 PM');
  });

  it('keeps the half hour of a place whose hours fall on it (Mumbai, St. John’s)', () => {
    expect(formatHour('2026-12-02T06:30:00+05:30')).toBe('6:30 AM');
    expect(formatHour('2026-12-02T21:30:00-03:30')).toBe('9:30 PM');
    expect(formatDayChange('2026-12-03T00:30:00+05:30')).toBe('Dec. 3, 12:30 AM');
  });

  it("marks a day change as 'MMM. d, hh a'", () => {
    expect(formatDayChange('2026-06-22T00:00:00-04:00')).toBe('Jun. 22, 12 AM');
    expect(formatDayChange('2026-12-03T07:00:00+01:00')).toBe('Dec. 3, 07 AM');
    expect(isNewDay('2026-06-22T00:00:00-04:00', '2026-06-21T23:00:00-04:00')).toBe(true);
    expect(isNewDay('2026-06-21T23:00:00-04:00', '2026-06-21T22:00:00-04:00')).toBe(false);
    expect(isNewDay('2026-06-21T23:00:00-04:00', undefined)).toBe(false);
  });

  it('names days from the local date', () => {
    expect(formatWeekday('2026-11-23')).toBe('Monday');
    expect(formatWeekday('2026-11-23T23:30:00-08:00', { short: true })).toBe('Mon');
    expect(formatWeekday('2026-11-23', { today: '2026-11-23T10:00:00+01:00' })).toBe('Today');
    expect(formatMonthDay('2026-11-23')).toBe('Nov. 23');
    expect(formatDuration(642)).toBe('10 h 42 min');
    expect(formatDuration(42)).toBe('42 min');
  });

  it('answers a placeholder for unreadable input', () => {
    expect(localParts('yesterday')).toBeNull();
    expect(formatClock('2026-13-01T10:00')).toBe('--');
    expect(formatWeekday('')).toBe('--');
  });
});

describe('weekdayOf', () => {
  it('agrees with the calendar on every day from 1899 to 2101', () => {
    for (let t = Date.UTC(1899, 0, 1); t <= Date.UTC(2101, 11, 31); t += 86_400_000) {
      const date = new Date(t);
      expect(weekdayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())).toBe(
        date.getUTCDay(),
      );
    }
  });
});

describe('localParts', () => {
  it('reads the same time alike each time it is asked', () => {
    const first = localParts('2026-02-28T23:59:00-05:00');
    expect(first).toEqual({ year: 2026, month: 2, day: 28, hour: 23, minute: 59, weekday: 6 });
    expect(localParts('2026-02-28T23:59:00-05:00')).toEqual(first);
    expect(localParts('2026-13-01')).toBeNull();
    expect(localParts('2026-13-01')).toBeNull();
  });
});

describe('monthName', () => {
  it('names each month in English, 1 to 12, and nothing else', () => {
    expect([1, 6, 11, 12].map(monthName)).toEqual(['January', 'June', 'November', 'December']);
    expect(monthName(0)).toBe('');
    expect(monthName(13)).toBe('');
  });
});
