import {
  airportDisplayName,
  majorAirports,
  nearestMajorAirports,
  parseServedAirports,
  type MajorAirport,
} from './majorAirports';

const codes = (lat: number, lon: number, count = 3) =>
  nearestMajorAirports(lat, lon, count).map((n) => n.airport.iata);

describe('major airports', () => {
  it('reads the served airports: scheduled service, IATA and ICAO codes, clean names', () => {
    const all = majorAirports();
    expect(all.length).toBeGreaterThan(2500);
    expect(all.length).toBeLessThan(4000);
    expect(all.filter((a) => a.size === 'large').length).toBeGreaterThan(400);
    for (const a of all) {
      expect(a.iata).toMatch(/^[A-Z]{3}$/);
      expect(a.icao).toMatch(/^[A-Z]{4}$/);
      expect(a.country).toMatch(/^[A-Z]{2}$/);
      expect(a.tz).toMatch(/\//);
      expect(a.name).not.toMatch(/[()"/]\s|\/.*Air Base|Air Base Airport|JASDF|RAAF|^Aeropuerto/);
    }
    const byCode = new Map(all.map((a) => [a.iata, a]));
    for (const code of ['JFK', 'LGA', 'EWR', 'LHR', 'CDG', 'AMS', 'SIN', 'DEN', 'TOS', 'OGG']) {
      expect(byCode.has(code)).toBe(true);
    }
    // Medium airports with scheduled service, however small.
    for (const code of ['ASE', 'KRN', 'LYR']) expect(byCode.get(code)?.size).toBe('medium');
    // Closed to passengers (Manston, Atatürk, Bridgeport, Lugano).
    for (const code of ['MSE', 'ISL', 'BDR', 'LUG']) expect(byCode.has(code)).toBe(false);
    expect(byCode.get('TOS')).toMatchObject({
      name: 'Tromsø Airport, Langnes',
      city: 'Tromsø',
      country: 'NO',
      size: 'large',
    });
    expect(byCode.get('HNL')?.name).toBe('Daniel K Inouye International Airport');
    expect(byCode.get('KUV')?.name).toBe('Kunsan Air Base');
  });

  it.each([
    // place, latitude, longitude, the 3 airports nearest first
    ['Reykjavík', 64.1466, -21.9426, ['RKV', 'KEF', 'IFJ']],
    ['Anchorage', 61.2181, -149.9003, ['ANC', 'CDV', 'FAI']],
    ['Perth', -31.9523, 115.8613, ['PER']],
    ['Ushuaia', -54.8019, -68.303, ['USH', 'RGA', 'PUQ']],
    ['Denver', 39.7392, -104.9903, ['DEN', 'COS', 'EGE']],
    ['London', 51.5074, -0.1278, ['LCY', 'LHR', 'LGW']],
    ['Tokyo', 35.6762, 139.6503, ['HND', 'NRT', 'IBR']],
    ['Aspen', 39.1911, -106.8175, ['ASE', 'EGE', 'DEN']],
    ['Kiruna', 67.8558, 20.2253, ['KRN', 'GEV', 'AJR']],
    ['Longyearbyen', 78.2232, 15.6267, ['LYR']],
    ['Basel (its airport is in France)', 47.5596, 7.5886, ['BSL', 'ZRH', 'GVA']],
  ])('%s: its own and its country’s served airports, within reach', (_, lat, lon, expected) => {
    expect(codes(lat, lon)).toEqual(expected);
  });

  // The size class alone cannot tell a busy medium airport from a thinly served one: these take
  // the nearer ones (Tromsø: Bardufoss and Sørkjosen, not Evenes and Alta; Honolulu: Molokai and
  // Lanai, not Maui and Kauai; Nairobi: Nanyuki, not Mombasa).
  it.each([
    ['Tromsø', 69.6496, 18.956, ['TOS', 'BDU', 'SOJ']],
    ['Honolulu', 21.3069, -157.8583, ['HNL', 'MKK', 'LNY']],
    ['Nairobi', -1.2921, 36.8219, ['WIL', 'NBO', 'NYK']],
  ])('%s: the nearest medium airports after its own', (_, lat, lon, expected) => {
    expect(codes(lat, lon)).toEqual(expected);
  });

  it('never jumps to a far airport of another country', () => {
    const tromso = nearestMajorAirports(69.6496, 18.956, 10);
    expect(tromso.length).toBeGreaterThan(3);
    expect(tromso[0]?.airport.iata).toBe('TOS');
    expect(tromso.map((n) => n.airport.iata)).not.toContain('HEL');
    for (const n of tromso) expect(n.distanceMiles).toBeLessThanOrEqual(300);
    // Nairobi: Mombasa (Kenya, 270 mi) before Kilimanjaro (Tanzania, 149 mi).
    expect(codes(-1.2921, 36.8219, 4)).toEqual(['WIL', 'NBO', 'NYK', 'MBA']);
    expect(codes(-1.2921, 36.8219, 8)).not.toContain('JRO');
    expect(codes(-1.2921, 36.8219, 10)).toContain('JRO');
    // Mid-ocean: none.
    expect(nearestMajorAirports(0, -150, 10)).toEqual([]);
    expect(nearestMajorAirports(0, 0, 10)).toEqual([]);
  });

  it('answers the nearest first, deterministically', () => {
    const near = nearestMajorAirports(40.7128, -74.006, 3);
    expect(near.map((n) => n.airport.iata)).toEqual(['LGA', 'EWR', 'JFK']);
    for (let i = 1; i < near.length; i++) {
      expect(near[i]?.distanceMiles).toBeGreaterThanOrEqual(near[i - 1]?.distanceMiles ?? 0);
    }
    expect(nearestMajorAirports(40.7128, -74.006, 3)).toEqual(near);
    expect(codes(48.8566, 2.3522, 2)).toEqual(['ORY', 'CDG']);
    expect(nearestMajorAirports(40.7128, -74.006, 10)).toHaveLength(10);
    expect(nearestMajorAirports(40.7128, -74.006, 0)).toEqual([]);
  });

  describe('the choice', () => {
    // One degree of latitude is about 69.2 miles.
    const at = (
      iata: string,
      latitude: number,
      more: Partial<MajorAirport> = {},
    ): MajorAirport => ({
      iata,
      icao: `X${iata}`,
      name: `${iata} Airport`,
      city: iata,
      country: 'AA',
      latitude,
      longitude: 0,
      altitude: null,
      tz: 'Etc/UTC',
      size: 'medium',
      ...more,
    });
    const pick = (airports: MajorAirport[], count: number, country: string | null = 'AA') =>
      nearestMajorAirports(0, 0, count, { country, airports }).map((n) => n.airport.iata);

    it('offers large airports within 300 miles and medium ones within 200', () => {
      const airports = [
        at('LIN', 4.3, { size: 'large' }),
        at('LOU', 4.4, { size: 'large' }),
        at('MIN', 2.88),
        at('MOU', 2.9),
      ];
      expect(pick(airports, 10)).toEqual(['MIN', 'LIN']);
    });

    it('takes its own country’s and any within 30 miles before other countries’', () => {
      const airports = [
        at('FAR', 2.5, { country: 'AA' }),
        at('BIG', 1, { country: 'BB', size: 'large' }),
        at('NXT', 0.4, { country: 'BB' }),
      ];
      expect(pick(airports, 2)).toEqual(['NXT', 'FAR']);
      expect(pick(airports, 3)).toEqual(['NXT', 'BIG', 'FAR']);
      expect(pick(airports, 2, null)).toEqual(['NXT', 'BIG']);
    });

    it('weighs a large airport three times a medium one', () => {
      const hub = at('HUB', 150 / 69.2, { size: 'large' });
      expect(pick([hub, at('TWN', 60 / 69.2)], 1)).toEqual(['HUB']);
      expect(pick([hub, at('TWN', 40 / 69.2)], 1)).toEqual(['TWN']);
      // Within a class distance decides.
      expect(pick([at('FAR', 1.2), at('NXT', 1)], 1)).toEqual(['NXT']);
      expect(pick([hub, at('BIG', 1, { size: 'large' })], 1)).toEqual(['BIG']);
    });
  });

  it('parses the table and rejects a malformed line', () => {
    const line = [
      'TOS',
      'ENTC',
      'NO',
      'L',
      '69.6833',
      '18.9189',
      '31',
      'Europe/Oslo',
      'Tromsø Airport, Langnes',
      'Tromsø',
    ].join('\t');
    expect(parseServedAirports(`\n${line}\n`)).toEqual([
      {
        iata: 'TOS',
        icao: 'ENTC',
        name: 'Tromsø Airport, Langnes',
        city: 'Tromsø',
        country: 'NO',
        latitude: 69.6833,
        longitude: 18.9189,
        altitude: 31,
        tz: 'Europe/Oslo',
        size: 'large',
      },
    ]);
    expect(parseServedAirports(line.replace('\t31\t', '\t\t'))[0]?.altitude).toBeNull();
    expect(() => parseServedAirports(line.replace('ENTC', 'EN'))).toThrow();
  });

  it.each([
    ['Naha Airport / JASDF Naha Air Base', 'Naha Airport'],
    [
      'Tucson International Airport / Morris Air National Guard Base',
      'Tucson International Airport',
    ],
    ['Halifax / Stanfield International Airport', 'Halifax Stanfield International Airport'],
    ['Sioux Falls Regional Airport / Joe Foss Field', 'Sioux Falls Regional Airport'],
    ['Long Beach Airport (Daugherty Field)', 'Long Beach Airport'],
    ['Boise Air Terminal/Gowen Field', 'Boise Air Terminal'],
    ['Leipzig/Halle Airport', 'Leipzig/Halle Airport'],
    ['Aeropuerto Internacional de Cancún', 'Cancún International Airport'],
    ['Aeropuerto Internacional Lic. Benito Juárez', 'Benito Juárez International Airport'],
    [
      'Aeropuerto Internacional Gral. Mariano Escobedo',
      'General Mariano Escobedo International Airport',
    ],
    [
      'Zakynthos International Airport "Dionysios Solomos"',
      'Zakynthos International Airport Dionysios Solomos',
    ],
    ['Brive-Souillac', 'Brive-Souillac Airport'],
    ['Kunsan Air Base', 'Kunsan Air Base'],
    ['Springfield Rgnl Intl', 'Springfield Regional International Airport'],
    ['Tromsø Airport, Langnes', 'Tromsø Airport, Langnes'],
  ])('shows %s as %s', (raw, shown) => {
    expect(airportDisplayName(raw)).toBe(shown);
  });
});
