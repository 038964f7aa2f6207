import type { HourSample } from './sample';
import type { AlertSeverity } from './types';

/** One level of a rule: the threshold, and the event and severity it raises. */
export interface AlertLevel {
  threshold: number;
  event: string;
  severity: AlertSeverity;
}

/** One alert rule over hourly samples. */
export interface AlertRule {
  /** The hour's value, or null when unknown. */
  pick: (s: HourSample) => number | null;
  /** 1: the hour's value itself; more: the sum over that many hours ending at the hour (amounts of the preceding hour). */
  windowHours: number;
  below?: boolean;
  /** Most severe first. */
  levels: AlertLevel[];
  describe: (peak: number) => string;
  instruction: string;
}

/*
 * An alert's text is the provider's: the site shows it as written, whatever the visitor's units.
 * So each amount is written in metric units with the US customary ones beside it, as a provider
 * serving both kinds of reader would.
 */
const celsius = (c: number) => `${c.toFixed(0)} °C (${((c * 9) / 5 + 32).toFixed(0)} °F)`;
const gusts = (ms: number) => `${(ms * 3.6).toFixed(0)} km/h (${(ms * 2.236936).toFixed(0)} mph)`;
const centimetres = (cm: number) => `${cm.toFixed(0)} cm (${(cm / 2.54).toFixed(1)} in)`;
const millimetres = (mm: number) => `${mm.toFixed(0)} mm (${(mm / 25.4).toFixed(1)} in)`;
const kilometres = (km: number) => `${km.toFixed(1)} km (${(km / 1.609344).toFixed(2)} mi)`;

const rain = (s: HourSample) => Math.max(0, s.precipitationMm - (s.snowfallCm ?? 0) / 0.7);

/** The rules, NWS-like thresholds in metric units (docs/provider-api.md lists them). */
export const ALERT_RULES: AlertRule[] = [
  {
    pick: (s) => s.feelsLikeC,
    windowHours: 1,
    levels: [
      { threshold: 54, event: 'Extreme Heat Emergency', severity: 'Extreme' },
      { threshold: 46, event: 'Extreme Heat Warning', severity: 'Severe' },
      { threshold: 40.5, event: 'Heat Advisory', severity: 'Moderate' },
    ],
    describe: (v) => `Feels-like temperatures up to ${celsius(v)}.`,
    instruction:
      'Drink plenty of fluids, stay in cool rooms and out of the sun, and check on relatives and neighbours.',
  },
  {
    pick: (s) => s.feelsLikeC,
    windowHours: 1,
    below: true,
    levels: [
      { threshold: -40, event: 'Extreme Cold Warning', severity: 'Severe' },
      { threshold: -30, event: 'Cold Weather Advisory', severity: 'Moderate' },
    ],
    describe: (v) => `Feels-like temperatures as low as ${celsius(v)}.`,
    instruction: 'Dress in layers, cover exposed skin, and limit time outdoors.',
  },
  {
    pick: (s) => s.windGustMs,
    windowHours: 1,
    levels: [
      { threshold: 33, event: 'Hurricane Force Wind Warning', severity: 'Extreme' },
      { threshold: 26, event: 'High Wind Warning', severity: 'Severe' },
      { threshold: 20, event: 'Wind Advisory', severity: 'Moderate' },
    ],
    describe: (v) => `Wind gusts up to ${gusts(v)}.`,
    instruction:
      'Secure loose objects outdoors and take care driving, especially in high-profile vehicles.',
  },
  {
    pick: (s) => s.snowfallCm ?? 0,
    windowHours: 24,
    levels: [
      { threshold: 15, event: 'Winter Storm Warning', severity: 'Severe' },
      { threshold: 5, event: 'Winter Weather Advisory', severity: 'Minor' },
    ],
    describe: (v) => `Snowfall up to ${centimetres(v)} in 24 hours.`,
    instruction: 'Travel could be difficult; keep an emergency kit in your vehicle.',
  },
  {
    pick: rain,
    windowHours: 3,
    levels: [{ threshold: 40, event: 'Flash Flood Warning', severity: 'Severe' }],
    describe: (v) => `Rainfall up to ${millimetres(v)} in 3 hours.`,
    instruction: 'Move to higher ground; never drive through flooded roads.',
  },
  {
    pick: rain,
    windowHours: 24,
    levels: [
      { threshold: 100, event: 'Flood Warning', severity: 'Severe' },
      { threshold: 50, event: 'Flood Watch', severity: 'Moderate' },
    ],
    describe: (v) => `Rainfall up to ${millimetres(v)} in 24 hours.`,
    instruction: 'Be ready to act if flooding develops; avoid low-lying areas.',
  },
  {
    pick: (s) => s.visibilityKm,
    windowHours: 1,
    below: true,
    levels: [{ threshold: 0.4, event: 'Dense Fog Advisory', severity: 'Minor' }],
    describe: (v) => `Visibility down to ${kilometres(v)} in fog.`,
    instruction: 'Drive slowly, use low-beam headlights, and leave plenty of distance ahead.',
  },
];
