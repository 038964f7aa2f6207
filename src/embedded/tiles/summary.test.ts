import { modelHour, modelPlace } from '@/embedded/provider/weather/demo/model';

import { demoRadarSummary, directionWord, nearestPrecipitation, summaryText } from './summary';

describe('the radar summary', () => {
  it('names intensity, distance, direction and motion', () => {
    expect(
      summaryText('Denver', { km: 12.4, bearing: 2, intensity: 'light', snow: false, toward: 88 }),
    ).toBe('Light rain 12 km north of Denver, moving east');
    expect(
      summaryText('Oslo', { km: 1, bearing: 0, intensity: 'moderate', snow: true, toward: null }),
    ).toBe('Moderate snow at Oslo');
    expect(summaryText('Denver', null)).toBe('No precipitation within 100 km of Denver');
    expect(directionWord(225)).toBe('southwest');
    expect(directionWord(350)).toBe('north');
  });

  it('finds the nearest precipitation ring by ring', () => {
    // Rain only north of 40.1° N: about 11 km north of a place at 40° N.
    const found = nearestPrecipitation((lat) => (lat > 40.1 ? 3 : 0), 40, -105);
    expect(found?.km).toBe(12);
    expect(found?.bearing).toBe(0);
    expect(nearestPrecipitation(() => 0, 40, -105)).toBeNull();
    expect(nearestPrecipitation(() => 1, 40, -105)?.km).toBe(0);
  });

  it("says it rains at a place where the tiles' field rains", () => {
    const hour = Date.parse('2026-07-01T12:00:00Z');
    // The model rains 5.2 mm/h at 38° N 104° W then (moderate: 2.5 to 7.6 mm/h).
    expect(
      modelHour(modelPlace({ latitude: 38, longitude: -104 }), hour / 3_600_000).precipitationMm,
    ).toBeGreaterThan(4);
    const summary = demoRadarSummary(38, -104, 'Testville', hour);
    expect(summary).toMatchObject({
      frameTime: '2026-07-01T12:00:00.000Z',
      distanceKm: 0,
      bearing: null,
    });
    expect(['moderate', 'heavy']).toContain(summary.intensity);
    expect(summary.text).toMatch(/^(Moderate|Heavy) rain at Testville(, moving \w+)?$/);
  });

  it('reports the nearest rain with its distance and bearing from a dry place', () => {
    const hour = Date.parse('2026-07-01T12:00:00Z');
    expect(demoRadarSummary(36.5, -106.5, 'Dryville', hour)).toEqual({
      text: 'Light rain 40 km south of Dryville, moving south',
      frameTime: '2026-07-01T12:00:00.000Z',
      intensity: 'light',
      distanceKm: 40,
      bearing: 191,
      movingToward: 201,
    });
  });
});
