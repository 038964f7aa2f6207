import fc from 'fast-check';

import {
  aqiCategory,
  reportedConcentration,
  subIndex,
  summarizeAirQuality,
  toEpaUnit,
} from './airQualityIndex';

describe('US EPA AQI', () => {
  it('maps concentrations through the breakpoints', () => {
    expect(subIndex('pm2_5', 9)).toBe(50);
    expect(subIndex('pm2_5', 35.4)).toBe(100);
    expect(subIndex('pm2_5', 12)).toBe(56);
    expect(subIndex('pm10', 154)).toBe(100);
    expect(subIndex('pm2_5', 1000)).toBe(500);
    expect(toEpaUnit('o3', 100)).toBe(50); // 100 µg/m³ × 24.45 / 48 = 50.9 ppb
    expect(toEpaUnit('co', 1145)).toBe(0.9);
  });

  it('names the categories', () => {
    expect([0, 51, 101, 151, 201, 301].map(aqiCategory)).toEqual([
      'Good',
      'Moderate',
      'Unhealthy for Sensitive Groups',
      'Unhealthy',
      'Very Unhealthy',
      'Hazardous',
    ]);
  });

  it('summarizes: the highest sub-index is the AQI and the dominant pollutant', () => {
    const s = summarizeAirQuality({ pm2_5: 40, pm10: 20, o3: 60, no2: 10, so2: 1, co: 200 });
    expect(s.dominantPollutant).toBe('pm2_5');
    expect(s.aqi).toBe(subIndex('pm2_5', 40));
    expect(s.category).toBe('Unhealthy for Sensitive Groups');
    const given = summarizeAirQuality({ pm2_5: null }, { o3: 68 }, 68);
    expect(given).toMatchObject({ aqi: 68, dominantPollutant: 'o3', category: 'Moderate' });
  });

  it('reports the particles at the precision their sub-index is computed from', () => {
    // 6.25 µg/m³ of PM2.5 is 6.2 to the EPA (AQI 34): not "6.3" beside 34.
    const s = summarizeAirQuality({ pm2_5: 6.25, pm10: 54.6, o3: 84.66 });
    expect(s.pollutants.find((p) => p.code === 'pm2_5')).toMatchObject({
      concentrationUgM3: 6.2,
      aqi: 34,
    });
    expect(s.pollutants.find((p) => p.code === 'pm10')).toMatchObject({
      concentrationUgM3: 54,
      aqi: 50,
    });
    expect(s.pollutants.find((p) => p.code === 'o3')?.concentrationUgM3).toBe(84.7);
    fc.assert(
      fc.property(
        fc.constantFrom('pm2_5' as const, 'pm10' as const),
        fc.double({ min: 0, max: 600, noNaN: true }),
        (code, c) => {
          const reported = reportedConcentration(code, c);
          expect(subIndex(code, reported)).toBe(subIndex(code, c));
        },
      ),
    );
  });
});
