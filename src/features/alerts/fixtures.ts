import type { ActiveAlerts, WeatherAlert, WeatherPlace } from '@/types/weather';

const place: WeatherPlace = {
  latitude: 42.89,
  longitude: -78.88,
  elevationMeters: 183,
  timeZone: 'America/New_York',
  utcOffsetSeconds: -18000,
};

/** A weather service's alert (NWS-style text), overridable field by field. */
export function buildAlert(overrides: Partial<WeatherAlert> = {}): WeatherAlert {
  return {
    id: 'urn:oid:2.49.0.1.840.0.1',
    event: 'Lake Effect Snow Warning',
    severity: 'Severe',
    urgency: 'Expected',
    certainty: 'Likely',
    headline: 'Lake Effect Snow Warning issued November 23 at 3:12PM EST by NWS Buffalo NY',
    description:
      '* WHAT...Heavy lake effect snow expected. Total snow\naccumulations 1 to 2 feet.\n\n* WHERE...Northern Erie and Southern Erie counties.\n\n* WHEN...From 7 PM this evening to 7 AM EST Wednesday.',
    instruction:
      'Persons should consider delaying all travel.\n\nIf travel is absolutely necessary, keep an extra flashlight, food, and water in your vehicle.',
    onset: '2026-11-23T19:00:00-05:00',
    expires: '2026-11-25T07:00:00-05:00',
    areaDesc: 'Northern Erie; Southern Erie',
    sender: 'NWS Buffalo NY',
    ...overrides,
  };
}

/** An alerts payload from the National Weather Service. */
export function buildAlerts(
  alerts: WeatherAlert[],
  overrides: Partial<ActiveAlerts> = {},
): ActiveAlerts {
  return {
    source: {
      kind: 'nws',
      attribution: 'Alerts from the US National Weather Service (weather.gov)',
    },
    place,
    alerts,
    ...overrides,
  };
}

/** A German warning through MeteoAlarm (DWD's English text), overridable field by field. */
export function buildMeteoAlarmAlert(overrides: Partial<WeatherAlert> = {}): WeatherAlert {
  return buildAlert({
    id: '2.49.0.0.276.0.DWD.PVW.1795000000000.wind-berlin',
    event: 'wind gusts',
    severity: 'Moderate',
    urgency: 'Immediate',
    headline: 'Official WARNING of WIND GUSTS',
    description: 'There is a risk of wind gusts (level 1 of 4).',
    instruction: 'Take care of falling branches.',
    onset: '2026-11-23T14:00:00+01:00',
    expires: '2026-11-24T06:00:00+01:00',
    areaDesc: 'Berlin',
    sender: 'Deutscher Wetterdienst',
    level: { scheme: 'meteoalarm', code: 'yellow' },
    hazard: 'Wind',
    language: 'en-GB',
    ...overrides,
  });
}

/** Alerts for Berlin from the Deutscher Wetterdienst via MeteoAlarm. */
export function buildMeteoAlarmAlerts(alerts: WeatherAlert[]): ActiveAlerts {
  return buildAlerts(alerts, {
    source: { kind: 'meteoalarm', attribution: 'Warnings: Deutscher Wetterdienst via MeteoAlarm' },
    place: { ...place, latitude: 52.52, longitude: 13.41, timeZone: 'Europe/Berlin' },
    covered: true,
    issuer: {
      name: 'Deutscher Wetterdienst via MeteoAlarm',
      url: 'https://www.dwd.de/',
      scheme: 'meteoalarm',
    },
  });
}
