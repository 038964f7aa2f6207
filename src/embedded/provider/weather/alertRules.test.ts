import { deriveAlerts } from './alertRules';
import { zoneFor } from './localTime';
import type { HourSample } from './sample';

const START = Date.parse('2026-07-01T12:00:00Z');
const calm = (i: number): HourSample => ({
  timeMs: START + i * 3_600_000,
  isDay: true,
  weatherCode: 1,
  temperatureC: 22,
  feelsLikeC: 22,
  dewPointC: 12,
  humidityPercent: 53,
  windSpeedMs: 3,
  windGustMs: 5,
  windDirectionDeg: 180,
  pressureHpa: 1015,
  precipitationProbabilityPercent: 5,
  precipitationMm: 0,
  snowfallCm: 0,
  uvIndex: 5,
  cloudCoverPercent: 20,
  visibilityKm: 24,
});
const hours = (change: (s: HourSample, i: number) => Partial<HourSample>) =>
  Array.from({ length: 48 }, (_, i) => ({ ...calm(i), ...change(calm(i), i) }));
const ctx = {
  nowMs: START,
  zone: zoneFor({ longitude: -74, timeZone: 'America/New_York' }),
  latitude: 40.71,
  longitude: -74.01,
  idPrefix: 'test',
};

describe('alert rules', () => {
  it('answers nothing for calm weather', () => {
    expect(
      deriveAlerts(
        hours(() => ({})),
        ctx,
      ),
    ).toEqual([]);
  });

  it('derives a heat alert with the level, window and CAP fields', () => {
    const alerts = deriveAlerts(
      hours((_, i) => (i >= 3 && i <= 6 ? { feelsLikeC: 47 } : i === 7 ? { feelsLikeC: 42 } : {})),
      ctx,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      event: 'Extreme Heat Warning',
      severity: 'Severe',
      urgency: 'Expected',
      onset: '2026-07-01T11:00:00-04:00',
      expires: '2026-07-01T15:00:00-04:00',
      areaDesc: 'Area around 40.71°N, 74.01°W',
      id: `test-extreme-heat-warning-4071_-7401-${Date.parse('2026-07-01T15:00:00Z') / 3_600_000}`,
    });
    // Written for any reader: metric and US customary units, local times as people read them.
    expect(alerts[0]?.description).toBe(
      'Feels-like temperatures up to 47 °C (117 °F). Derived from the forecast for the area around 40.71°N, 74.01°W.',
    );
    expect(alerts[0]?.headline).toBe(
      'Extreme Heat Warning in effect from Wed, Jul. 1, 11:00 AM until Wed, Jul. 1, 3:00 PM local time',
    );
  });

  it('derives wind, winter and flood alerts from gusts and rolling sums, most severe first', () => {
    const alerts = deriveAlerts(
      hours((_, i) => ({
        windGustMs: i === 0 ? 27 : 5,
        snowfallCm: i >= 20 && i < 30 ? 2 : 0,
        precipitationMm: i >= 20 && i < 30 ? 2 / 0.7 : i >= 35 && i < 45 ? 6 : 0,
        temperatureC: i < 30 ? -2 : 8,
      })),
      ctx,
    );
    expect(alerts.map((a) => [a.event, a.severity, a.urgency])).toEqual([
      ['High Wind Warning', 'Severe', 'Immediate'],
      ['Winter Storm Warning', 'Severe', 'Future'],
      ['Flood Watch', 'Moderate', 'Future'],
    ]);
    expect(alerts.find((a) => a.event === 'Flood Watch')?.certainty).toBe('Possible');
    // The snow window starts with the first snowy hour (amounts cover the preceding hour).
    expect(alerts.find((a) => a.event === 'Winter Storm Warning')?.onset).toBe(
      '2026-07-02T03:00:00-04:00',
    );
    // And it ends when the snow stops, not when the 24-hour total falls back under the threshold.
    expect(alerts.find((a) => a.event === 'Winter Storm Warning')?.expires).toBe(
      '2026-07-02T13:00:00-04:00',
    );
    expect(alerts.find((a) => a.event === 'Flood Watch')?.expires).toBe(
      '2026-07-03T04:00:00-04:00',
    );
    expect(alerts.map((a) => a.description.split(' Derived')[0])).toEqual([
      'Wind gusts up to 97 km/h (60 mph).',
      'Snowfall up to 20 cm (7.9 in) in 24 hours.',
      'Rainfall up to 60 mm (2.4 in) in 24 hours.',
    ]);
  });

  it('issues an alert within its hours and runs it to the end of the event, with all it brings', () => {
    // Snow from hour 40 to hour 59: 2 cm an hour, 40 cm in all, at -2 °C; samples for 72 hours.
    const long = Array.from({ length: 72 }, (_, i) => ({
      ...calm(i),
      temperatureC: -2,
      snowfallCm: i >= 40 && i < 60 ? 2 : 0,
      precipitationMm: i >= 40 && i < 60 ? 2 / 0.7 : 0,
    }));
    const [storm] = deriveAlerts(long, { ...ctx, issueHours: 48 });
    expect(storm?.event).toBe('Winter Storm Warning');
    expect(storm?.expires).toBe('2026-07-03T19:00:00-04:00');
    expect(storm?.description).toMatch(/^Snowfall up to 40 cm/);
    // Nothing is issued for what only starts after the issuing hours.
    const later = long.map((h, i) => ({
      ...h,
      snowfallCm: i >= 50 && i < 60 ? 2 : 0,
      precipitationMm: i >= 50 && i < 60 ? 2 / 0.7 : 0,
    }));
    expect(deriveAlerts(later, { ...ctx, issueHours: 48 })).toEqual([]);
  });
});
