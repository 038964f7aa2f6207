import { modelHour, modelPlace } from '@/embedded/provider/weather/demo/model';
import { mulberry32 } from '@/embedded/provider/weather/demo/random';
import { radarStepFor } from '@/lib/maps/weatherLegends';

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
    // The model rains 4.2 mm/h at 37° N 101° W then (moderate: 2.5 to 7.6 mm/h).
    expect(
      modelHour(modelPlace({ latitude: 37, longitude: -101 }), hour / 3_600_000).precipitationMm,
    ).toBeGreaterThan(4);
    const summary = demoRadarSummary(37, -101, 'Testville', hour);
    expect(summary).toMatchObject({
      frameTime: '2026-07-01T12:00:00.000Z',
      distanceKm: 0,
      bearing: null,
    });
    expect(['moderate', 'heavy']).toContain(summary.intensity);
    expect(summary.text).toMatch(/^(Moderate|Heavy) rain at Testville(, moving \w+)?$/);
  });

  it("says what the place's own forecast says at the place: rain or snow, how strong, or dry", () => {
    const random = mulberry32(9);
    const disagreements: string[] = [];
    let [wet, snowy, dry] = [0, 0, 0];
    for (let i = 0; i < 300; i++) {
      const [latitude, longitude] = [random() * 120 - 60, random() * 360 - 180];
      const elevationMeters = random() < 0.3 ? Math.round(random() * 3000) : 0;
      const hourMs = Date.parse('2026-12-02T00:00:00Z') + Math.floor(random() * 500) * 3_600_000;
      const forecast = modelHour(
        modelPlace({ latitude, longitude, elevationMeters }),
        hourMs / 3_600_000,
      );
      const raining = forecast.precipitationMm >= 0.1;
      // A dry place's summary searches 100 km around it: a sample of them is enough.
      if (!raining && ++dry > 40) continue;
      const radar = demoRadarSummary(
        latitude,
        longitude,
        'X',
        hourMs + 20 * 60_000,
        elevationMeters,
      );
      const snowing = raining && forecast.temperatureC <= 0.5;
      if (raining) wet++;
      if (snowing) snowy++;
      const expected = raining
        ? `${radarStepFor(forecast.precipitationMm)?.intensity} ${snowing ? 'snow' : 'rain'} at X`
        : 'not at X';
      const said =
        radar.distanceKm === 0
          ? `${radar.intensity} ${/snow/.test(radar.text) ? 'snow' : 'rain'} at X`
          : 'not at X';
      if (said !== expected)
        disagreements.push(`${latitude},${longitude}: ${expected} / ${radar.text}`);
    }
    expect(wet).toBeGreaterThan(20);
    expect(snowy).toBeGreaterThan(2);
    expect(disagreements).toEqual([]);
  });

  it('reports the nearest rain with its distance and bearing from a dry place', () => {
    const hour = Date.parse('2026-07-01T12:00:00Z');
    expect(demoRadarSummary(35, -104.5, 'Dryville', hour)).toEqual({
      text: 'Light rain 28 km south of Dryville, moving northwest',
      frameTime: '2026-07-01T12:00:00.000Z',
      intensity: 'light',
      distanceKm: 28,
      bearing: 180,
      movingToward: 329,
    });
  });
});
