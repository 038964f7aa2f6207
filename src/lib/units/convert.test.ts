import {
  convertLongDistance,
  convertPrecipitation,
  convertPressure,
  convertShortDistance,
  convertSnow,
  convertTemperature,
  convertWindSpeed,
} from './convert';

describe('unit conversions from metric base values', () => {
  it('converts temperatures', () => {
    expect(convertTemperature(0, 1)).toBe(32);
    expect(convertTemperature(100, 1)).toBe(212);
    expect(convertTemperature(-40, 1)).toBe(-40);
    expect(convertTemperature(21.3, 2)).toBe(21.3);
  });

  it('converts wind speeds: 10 m/s = 22.4 mph = 36 km/h = 19.4 knots', () => {
    expect(convertWindSpeed(10, 1)).toBeCloseTo(22.369, 3);
    expect(convertWindSpeed(10, 2)).toBeCloseTo(36, 10);
    expect(convertWindSpeed(10, 3)).toBeCloseTo(19.438, 3);
    expect(convertWindSpeed(10, 4)).toBe(10);
  });

  it('converts pressures: 1013.25 hPa = 29.92 inHg', () => {
    expect(convertPressure(1013.25, 1)).toBeCloseTo(29.921, 3);
    expect(convertPressure(1013.25, 2)).toBe(1013.25);
  });

  it('converts precipitation and snow: 25.4 mm = 1 in', () => {
    expect(convertPrecipitation(25.4, 1)).toBeCloseTo(1, 10);
    expect(convertPrecipitation(25.4, 2)).toBe(25.4);
    expect(convertPrecipitation(25.4, 3)).toBeCloseTo(2.54, 10);
    expect(convertSnow(254, 1)).toBeCloseTo(10, 10);
    expect(convertSnow(254, 2)).toBeCloseTo(25.4, 10);
  });

  it('converts distances', () => {
    expect(convertShortDistance(0.3048, 1)).toBeCloseTo(1, 10);
    expect(convertShortDistance(100, 2)).toBe(100);
    expect(convertLongDistance(1.609344, 1)).toBeCloseTo(1, 10);
    expect(convertLongDistance(10, 2)).toBe(10);
  });
});
