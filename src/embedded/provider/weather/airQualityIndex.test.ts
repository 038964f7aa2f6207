import { aqiCategory, subIndex, summarizeAirQuality, toEpaUnit } from './airQualityIndex';

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
});
