import {
  formatLongDistance,
  formatPrecipitation,
  formatVisibility,
  formatPressure,
  formatShortDistance,
  formatSnow,
  formatTemperature,
  formatWindSpeed,
  groupedInteger,
  roundTo,
} from './format';

describe('unit formatters', () => {
  it('formats temperatures in whole degrees with the symbol attached', () => {
    expect(formatTemperature(21.3, 1)).toBe('70°F');
    expect(formatTemperature(0, 1)).toBe('32°F');
    expect(formatTemperature(21.3, 2)).toBe('21°C');
    expect(formatTemperature(-0.2, 2)).toBe('0°C');
    expect(formatTemperature(-12.6, 2)).toBe('-13°C');
  });

  it('formats wind speeds', () => {
    expect(formatWindSpeed(5.4, 1)).toBe('12 mph');
    expect(formatWindSpeed(10, 1)).toBe('22 mph');
    expect(formatWindSpeed(10, 2)).toBe('36 km/h');
    expect(formatWindSpeed(10, 3)).toBe('19 knots');
    expect(formatWindSpeed(4.46, 4)).toBe('4.5 m/s');
    expect(formatWindSpeed(10, 4)).toBe('10.0 m/s');
  });

  it('formats pressures', () => {
    expect(formatPressure(1017.6, 1)).toBe('30.05 inHg');
    expect(formatPressure(1013.25, 1)).toBe('29.92 inHg');
    expect(formatPressure(1017.4, 2)).toBe('1017 mbar');
  });

  it('formats precipitation and snow', () => {
    expect(formatPrecipitation(3.048, 1)).toBe('0.12 in');
    expect(formatPrecipitation(25.4, 1)).toBe('1.00 in');
    expect(formatPrecipitation(3.04, 2)).toBe('3.0 mm');
    expect(formatPrecipitation(25.4, 3)).toBe('2.5 cm');
    // A trace: less than the smallest amount shown, but not nothing.
    expect(formatPrecipitation(0.1, 1)).toBe('<0.01 in');
    expect(formatPrecipitation(0.04, 2)).toBe('<0.1 mm');
    expect(formatPrecipitation(0, 1)).toBe('0.00 in');
    expect(formatSnow(63.5, 1)).toBe('2.5 in');
    expect(formatSnow(63.5, 2)).toBe('6.4 cm');
  });

  it('formats distances', () => {
    expect(formatShortDistance(381, 1)).toBe('1250 ft');
    expect(formatShortDistance(66.4, 2)).toBe('66 m');
    expect(formatLongDistance(10, 1)).toBe('6.2 mi');
    expect(formatLongDistance(10, 2)).toBe('10.0 km');
    // Far distances whole and grouped: Longyearbyen's nearest major airport, Oslo.
    expect(formatLongDistance(2013.6, 1)).toBe('1,251 mi');
    expect(formatLongDistance(99.94, 2)).toBe('99.9 km');
    expect(formatLongDistance(99.96, 2)).toBe('100 km');
    expect(formatVisibility(16.09, 1)).toBe('10 mi');
    expect(formatVisibility(29.6, 2)).toBe('30 km');
    expect(formatVisibility(4, 1)).toBe('2.5 mi');
    expect(formatVisibility(3.2, 2)).toBe('3.2 km');
    expect(formatVisibility(null, 2)).toBe('-- km');
  });

  it('shows a placeholder for a missing reading', () => {
    expect(formatTemperature(null, 1)).toBe('--°F');
    expect(formatWindSpeed(undefined, 2)).toBe('-- km/h');
    expect(formatPressure(Number.NaN, 2)).toBe('-- mbar');
  });

  it('rounds half away from zero and never yields -0', () => {
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(Object.is(roundTo(-0.4, 0), 0)).toBe(true);
  });

  it('writes whole numbers with en-US thousands separators, as toLocaleString does', () => {
    expect(groupedInteger(0)).toBe('0');
    expect(groupedInteger(999)).toBe('999');
    expect(groupedInteger(1000)).toBe('1,000');
    expect(groupedInteger(1234567.4)).toBe('1,234,567');
    expect(groupedInteger(-1234)).toBe('-1,234');
    expect(groupedInteger(2.5)).toBe('3');
    for (const value of [7, 42, 512, 4096, 65536, 999999, 1000000, 123456789, 2 ** 40]) {
      expect(groupedInteger(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
