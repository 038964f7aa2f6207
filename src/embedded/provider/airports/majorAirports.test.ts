import { isMajorAirport, majorAirports, nearestMajorAirports } from './majorAirports';

describe('major airports', () => {
  it('keeps airports with IATA and ICAO codes that are international or listed', () => {
    const all = majorAirports();
    expect(all.length).toBeGreaterThan(500);
    expect(all.length).toBeLessThan(1500);
    for (const a of all) {
      expect(a.iata).toMatch(/^[A-Z]{3}$/);
      expect(a.icao).toMatch(/^[A-Z]{4}$/);
    }
    const codes = new Set(all.map((a) => a.iata));
    for (const code of ['JFK', 'LGA', 'EWR', 'LHR', 'CDG', 'AMS', 'SIN', 'DEN']) {
      expect(codes.has(code)).toBe(true);
    }
  });

  it('leaves out small fields', () => {
    const base = {
      id: 1,
      city: 'X',
      country: 'Y',
      latitude: 0,
      longitude: 0,
      altitude: 0,
      tz: 'UTC',
      type: 'airport',
      source: 'OurAirports',
    };
    expect(isMajorAirport({ ...base, name: 'Goroka Airport', iata: 'GKA', icao: 'AYGA' })).toBe(
      false,
    );
    expect(
      isMajorAirport({ ...base, name: 'Some International Airport', iata: '', icao: 'ABCD' }),
    ).toBe(false);
    expect(
      isMajorAirport({ ...base, name: 'Some International Airport', iata: 'ABC', icao: 'ABCD' }),
    ).toBe(true);
  });

  it('answers the nearest first, deterministically', () => {
    const near = nearestMajorAirports(40.7128, -74.006, 3);
    expect(near.map((n) => n.airport.iata)).toEqual(['LGA', 'EWR', 'JFK']);
    for (let i = 1; i < near.length; i++) {
      expect(near[i]?.distanceMiles).toBeGreaterThanOrEqual(near[i - 1]?.distanceMiles ?? 0);
    }
    expect(nearestMajorAirports(40.7128, -74.006, 3)).toEqual(near);
    expect(nearestMajorAirports(48.8566, 2.3522, 2).map((n) => n.airport.iata)).toEqual([
      'ORY',
      'CDG',
    ]);
    expect(nearestMajorAirports(0, 0, 10)).toHaveLength(10);
  });
});
