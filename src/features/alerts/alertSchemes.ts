import type { AlertScheme } from '@/types/weather';

/** One level of a service's scheme: its code in the data, its name and what it means. */
export interface SchemeLevel {
  code: string;
  name: string;
  meaning: string;
}

/** A service's official level/colour scheme, as the legend explains it. */
export interface SchemeLegend {
  title: string;
  levels: SchemeLevel[];
}

/**
 * The schemes, in the services' own words: MeteoAlarm's awareness levels (meteoalarm.org), ECCC's
 * alert types (weather.gc.ca), and the CAP severities the NWS and derived alerts carry.
 */
export const SCHEME_LEGENDS: Record<AlertScheme, SchemeLegend> = {
  meteoalarm: {
    title: 'MeteoAlarm awareness levels',
    levels: [
      {
        code: 'green',
        name: 'Green',
        meaning: 'No particular awareness of the weather is required.',
      },
      {
        code: 'yellow',
        name: 'Yellow',
        meaning:
          'The weather is potentially dangerous: be attentive if you plan activities exposed to it.',
      },
      {
        code: 'orange',
        name: 'Orange',
        meaning:
          'The weather is dangerous: be very vigilant, keep informed and follow the authorities’ advice.',
      },
      {
        code: 'red',
        name: 'Red',
        meaning:
          'The weather is very dangerous: exceptionally intense phenomena; follow the authorities’ orders.',
      },
    ],
  },
  eccc: {
    title: 'Environment Canada alert types',
    levels: [
      {
        code: 'warning',
        name: 'Warning',
        meaning: 'Hazardous weather is occurring, imminent or likely: take action.',
      },
      {
        code: 'watch',
        name: 'Watch',
        meaning: 'Conditions are favourable for hazardous weather: be prepared.',
      },
      {
        code: 'advisory',
        name: 'Advisory',
        meaning: 'A specific, less severe weather event that needs attention is expected.',
      },
      {
        code: 'statement',
        name: 'Statement',
        meaning: 'Information on weather that may cause concern, or on a warning ended.',
      },
    ],
  },
  'cap-severity': {
    title: 'Severity',
    levels: [
      { code: 'Extreme', name: 'Extreme', meaning: 'Extraordinary threat to life or property.' },
      { code: 'Severe', name: 'Severe', meaning: 'Significant threat to life or property.' },
      { code: 'Moderate', name: 'Moderate', meaning: 'Possible threat to life or property.' },
      { code: 'Minor', name: 'Minor', meaning: 'Minimal to no known threat to life or property.' },
    ],
  },
};

/** The name of a level in its scheme (`yellow` → `Yellow`), else the code. */
export function levelName(scheme: AlertScheme, code: string): string {
  return SCHEME_LEGENDS[scheme].levels.find((l) => l.code === code)?.name ?? code;
}
