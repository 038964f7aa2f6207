import { buildHour, buildHours } from '../testing/fixtures';
import { forecastPressureTendency, pressureTendency } from './pressureTendency';

const now = (pressureHpa: number) => buildHour('2026-11-23T14:00:00+01:00', { pressureHpa });

describe('pressureTendency', () => {
  it('reads the previous 3 hours when the series holds them', () => {
    const hours = buildHours('2026-11-23T10:00', 8, (i) => ({ pressureHpa: 1010 + i }));
    // 11:00 held 1011 hPa; now 1014 hPa: +3 hPa.
    expect(pressureTendency(now(1014), hours)).toEqual({ tendency: 'rising', changeHpa: 3 });
  });

  it('falls back to the next 3 hours of the forecast', () => {
    const hours = buildHours('2026-11-23T14:00', 6, (i) => ({ pressureHpa: 1015 - i * 0.8 }));
    expect(pressureTendency(now(1015), hours)).toEqual({ tendency: 'falling', changeHpa: -2.4 });
  });

  it('calls a change under half a hectopascal steady', () => {
    const hours = buildHours('2026-11-23T14:00', 6, () => ({ pressureHpa: 1015.3 }));
    expect(pressureTendency(now(1015), hours)?.tendency).toBe('steady');
  });

  it('answers null when the series reaches neither side', () => {
    const hours = buildHours('2026-11-23T14:00', 2);
    expect(pressureTendency(now(1015), hours)).toBeNull();
  });

  it('compares instants, whatever the offsets they are written in', () => {
    const utc = [buildHour('2026-11-23T16:00:00Z', { pressureHpa: 1012 })];
    expect(pressureTendency(now(1015), utc)).toEqual({ tendency: 'falling', changeHpa: -3 });
  });
});

describe('forecastPressureTendency', () => {
  it('reads the change within the forecast alone, whatever a reading nearby says', () => {
    // The place's forecast rises 1 hPa an hour; a station's reading of 1020 hPa plays no part.
    const hours = buildHours('2026-11-23T14:00', 6, (i) => ({ pressureHpa: 1013 + i }));
    expect(forecastPressureTendency(hours)).toEqual({ tendency: 'rising', changeHpa: 3 });
    expect(pressureTendency(now(1020), hours)?.tendency).toBe('falling');
    expect(forecastPressureTendency([])).toBeNull();
  });
});
