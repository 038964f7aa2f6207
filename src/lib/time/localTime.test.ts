import {
  formatClock,
  formatDayChange,
  formatDuration,
  formatHour,
  formatMonthDay,
  formatWeekday,
  isNewDay,
  localParts,
} from './localTime';

describe('place-local times', () => {
  it('reads the wall clock of the place, whatever the offset', () => {
    expect(formatClock('2026-06-21T05:25:03-04:00')).toBe('5:25 AM');
    expect(formatClock('2026-06-21T00:05:00+09:30')).toBe('12:05 AM');
    expect(formatClock('2026-06-21T12:00:00Z')).toBe('12:00 PM');
    expect(formatClock('2026-06-21T23:59:00-10:00')).toBe('11:59 PM');
    expect(formatHour('2026-06-21T13:00:00+02:00')).toBe('1 PM');
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
