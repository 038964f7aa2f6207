import {
  EARTH_RADIUS_KM,
  EARTH_RADIUS_MILES,
  earthMilesToKilometers,
  formatStationDistance,
  longDistanceUnitFor,
} from '.';

describe('station distances', () => {
  it('converts miles on the Earth to kilometres by the ratio of the Earth radii', () => {
    expect(EARTH_RADIUS_KM).toBe(6378.137);
    expect(EARTH_RADIUS_MILES).toBe(3963.1906);
    expect(earthMilesToKilometers(EARTH_RADIUS_MILES)).toBeCloseTo(6378.137, 9);
    expect(earthMilesToKilometers(10)).toBeCloseTo(16.09344, 5);
  });

  it('shows miles to english visitors and kilometres to metric ones, one decimal', () => {
    expect(longDistanceUnitFor(1)).toBe(1);
    expect(longDistanceUnitFor(2)).toBe(2);
    expect(formatStationDistance(6.4, 1)).toBe('6.4 mi');
    expect(formatStationDistance(9, 1)).toBe('9.0 mi');
    expect(formatStationDistance(6.4, 2)).toBe('10.3 km');
    expect(formatStationDistance(13.1, 2)).toBe('21.1 km');
    expect(formatStationDistance(0, 2)).toBe('0.0 km');
    expect(formatStationDistance(null, 2)).toBe('-- km');
  });
});
