import type { NearbyAirport } from '@/embedded/provider/airports/majorAirports';

import { delayRisk } from './levels';
import type { Zone } from './localTime';
import { round, toConditions, type HourSample } from './sample';
import type { AirportWeather } from './types';

/** One airport's entry of the airport conditions: the airport, its distance, its weather now and the delay risk from it. */
export function airportWeather(
  { airport, distanceMiles }: NearbyAirport,
  sample: HourSample,
  zone: Zone,
): AirportWeather {
  const delay = delayRisk(sample);
  return {
    icao: airport.icao,
    iata: airport.iata || null,
    name: airport.name,
    city: airport.city,
    distanceMiles: round(distanceMiles),
    latitude: airport.latitude,
    longitude: airport.longitude,
    current: toConditions(sample, zone),
    delayRisk: delay.risk,
    delayReason: delay.reason,
  };
}
