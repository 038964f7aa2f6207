import { formatClockInSpan, offsetMinutesAt, zoneOffsetSpan } from './zoneOffset';

const at = (iso: string) => Date.parse(iso);

describe('offsetMinutesAt', () => {
  it("gives a zone's offset from UTC at a moment, east positive", () => {
    expect(offsetMinutesAt('Europe/Paris', at('2026-11-23T12:00:00Z'))).toBe(60);
    expect(offsetMinutesAt('Europe/Paris', at('2026-07-01T12:00:00Z'))).toBe(120);
    expect(offsetMinutesAt('America/Denver', at('2026-11-23T12:00:00Z'))).toBe(-420);
    expect(offsetMinutesAt('Asia/Kolkata', at('2026-11-23T12:00:00Z'))).toBe(330);
    expect(offsetMinutesAt('America/St_Johns', at('2026-11-23T12:00:00Z'))).toBe(-210);
    expect(offsetMinutesAt('UTC', at('2026-11-23T12:00:00Z'))).toBe(0);
  });

  it('is null for a zone the runtime does not know', () => {
    expect(offsetMinutesAt('Not/AZone', at('2026-11-23T12:00:00Z'))).toBeNull();
  });
});

describe('zoneOffsetSpan', () => {
  it('holds the offset from 6 hours before to 24 hours after', () => {
    const now = at('2026-11-23T12:00:00Z');
    expect(zoneOffsetSpan('America/Denver', now)).toEqual({
      offsetMinutes: -420,
      fromMs: now - 6 * 3600_000,
      untilMs: now + 24 * 3600_000,
    });
  });

  it('is null across a daylight-saving change, for an unknown zone and without one', () => {
    // Denver moves its clocks back at 08:00 UTC on 1 November 2026.
    expect(zoneOffsetSpan('America/Denver', at('2026-10-31T20:00:00Z'))).toBeNull();
    expect(zoneOffsetSpan('America/Denver', at('2026-11-01T10:00:00Z'))).toBeNull();
    expect(zoneOffsetSpan('Not/AZone', at('2026-11-23T12:00:00Z'))).toBeNull();
    expect(zoneOffsetSpan(null, at('2026-11-23T12:00:00Z'))).toBeNull();
  });
});

describe('formatClockInSpan', () => {
  const span = zoneOffsetSpan('Europe/Paris', at('2026-11-23T21:00:00Z'));

  it("reads a UTC time of the span on the place's clock, as Intl does", () => {
    for (const iso of ['2026-11-23T21:40:00Z', '2026-11-23T23:05:00Z', '2026-11-24T11:59:00Z']) {
      const intl = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Europe/Paris',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      })
        .format(at(iso))
        .replace(/\u202f/g, ' ');
      expect(formatClockInSpan(at(iso), span)).toBe(intl);
    }
    expect(formatClockInSpan(at('2026-11-23T21:40:00Z'), span)).toBe('10:40 PM');
    expect(formatClockInSpan(at('2026-11-23T23:05:00Z'), span)).toBe('12:05 AM');
  });

  it('is null outside the span or without one', () => {
    expect(formatClockInSpan(at('2026-11-23T14:59:00Z'), span)).toBeNull();
    expect(formatClockInSpan(at('2026-11-24T21:01:00Z'), span)).toBeNull();
    expect(formatClockInSpan(at('2026-11-23T21:40:00Z'), null)).toBeNull();
    expect(formatClockInSpan(Number.NaN, span)).toBeNull();
  });
});
