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
