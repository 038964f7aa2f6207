import { nearestPlace } from '../../gazetteer';
import { NWS_COUNTRIES } from '../nws/coverage';
import type { ActiveAlerts, AlertIssuer, AlertSeverity, WeatherAlert } from '../types';
import { METEOALARM_COUNTRIES, type MeteoAlarmCountry } from './meteoAlarmCountries';

/** The official service whose alerts a place gets. */
export type AlertService =
  | { kind: 'nws' }
  | { kind: 'eccc' }
  | { kind: 'meteoalarm'; country: MeteoAlarmCountry; names: string[] };

/** What an alert payload says where no service this site reads issues alerts. */
export const ALERTS_COVERAGE_NOTE =
  'Official weather alerts cover the United States, Canada and the MeteoAlarm countries of Europe.';

/** The issuer of Canadian alerts. */
export const ECCC_ISSUER: AlertIssuer = {
  name: 'Environment and Climate Change Canada',
  url: 'https://weather.gc.ca/',
  scheme: 'eccc',
};

/** The NWS as an issuer. */
export const NWS_ISSUER: AlertIssuer = {
  name: 'U.S. National Weather Service',
  url: 'https://www.weather.gov/',
  scheme: 'cap-severity',
};

/**
 * The service issuing alerts at a point, by the country of the nearest gazetteer place: the NWS
 * (US and territories), ECCC (Canada), MeteoAlarm (its members); null elsewhere.
 */
export function alertServiceAt(point: {
  latitude: number;
  longitude: number;
}): AlertService | null {
  const place = nearestPlace(point.latitude, point.longitude);
  const iso = place?.CountryIso2Code.toUpperCase();
  if (!place || !iso) return null;
  if (NWS_COUNTRIES.has(iso)) return { kind: 'nws' };
  if (iso === 'CA') return { kind: 'eccc' };
  const country = METEOALARM_COUNTRIES[iso];
  if (!country) return null;
  const names = [place.CityName, place.TerritoryName].filter((n): n is string => !!n);
  return { kind: 'meteoalarm', country, names };
}

const AWARENESS: Record<AlertSeverity, string> = {
  Extreme: 'red',
  Severe: 'orange',
  Moderate: 'yellow',
  Minor: 'yellow',
  Unknown: 'yellow',
};

function ecccType(event: string): string {
  const m = /warning|watch|advisory/i.exec(event);
  return m ? m[0].toLowerCase() : 'statement';
}

/**
 * Demo alerts drawn in the scheme of the service that covers the place (MeteoAlarm awareness
 * colours in Europe, ECCC types in Canada, CAP severity elsewhere), issued by the demo model: the
 * legend then explains the levels a visitor there knows, while the page still says they are demo.
 */
export function inRegionalScheme(
  payload: ActiveAlerts,
  service: AlertService | null,
): ActiveAlerts {
  const scheme =
    service?.kind === 'meteoalarm'
      ? 'meteoalarm'
      : service?.kind === 'eccc'
        ? 'eccc'
        : 'cap-severity';
  const level = (a: WeatherAlert): WeatherAlert['level'] =>
    scheme === 'meteoalarm'
      ? { scheme, code: AWARENESS[a.severity] }
      : scheme === 'eccc'
        ? { scheme, code: ecccType(a.event) }
        : undefined;
  return {
    ...payload,
    issuer: { name: 'Demo weather model of this site', scheme },
    alerts: payload.alerts.map((a) => {
      const l = level(a);
      return l ? { ...a, level: l } : a;
    }),
  };
}
