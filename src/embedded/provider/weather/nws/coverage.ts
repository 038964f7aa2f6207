import { nearestPlace } from '../../gazetteer';

/**
 * Countries (ISO 3166-1 alpha-2) whose alerts the National Weather Service publishes: the United
 * States and its territories (Puerto Rico, the US Virgin Islands, Guam, American Samoa, the
 * Northern Mariana Islands, the Minor Outlying Islands).
 */
export const NWS_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'PR',
  'VI',
  'GU',
  'AS',
  'MP',
  'UM',
]);

/** True when the gazetteer place nearest to the point is in a country the NWS covers. */
export function isNwsCovered(point: { latitude: number; longitude: number }): boolean {
  const country = nearestPlace(point.latitude, point.longitude)?.CountryIso2Code;
  return country !== undefined && NWS_COUNTRIES.has(country.toUpperCase());
}
