import { dateTimeFormat } from './dateTimeFormat';

describe('dateTimeFormat', () => {
  it('formats as Intl does, and gives the same formatter for the same locale and options', () => {
    const options = { timeZone: 'America/Denver', hour: 'numeric', minute: '2-digit' } as const;
    const format = dateTimeFormat('en-US', options);

    expect(format.format(Date.UTC(2026, 10, 23, 21, 40))).toBe(
      new Intl.DateTimeFormat('en-US', options).format(Date.UTC(2026, 10, 23, 21, 40)),
    );
    expect(dateTimeFormat('en-US', { ...options })).toBe(format);
    expect(dateTimeFormat('de-DE', options)).not.toBe(format);
    expect(dateTimeFormat('en-US', { ...options, timeZone: 'Europe/Paris' })).not.toBe(format);
  });

  it('throws for a zone the runtime does not know, as the constructor does', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });
});
