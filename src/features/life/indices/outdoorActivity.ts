/**
 * Outdoor activity index, 0–10, derived from one hour of the forecast for one activity.
 *
 * Each hour starts at 10 and loses points for what spoils the activity:
 * - **Comfort**: the feels-like temperature below the activity's comfortable band loses 0.4 per
 *   °C, above it 0.6 per °C (heat turns dangerous sooner), with no cap: bitter cold or fierce heat
 *   alone makes an hour Poor (golf at −15 °C, running at 45 °C).
 * - **Precipitation**: the chance (≥ 20 % 1, ≥ 40 % 2, ≥ 70 % 3) and the amount in the hour
 *   (≥ 0.1 mm 1, ≥ 0.5 mm 2, ≥ 2.5 mm 3), each times the activity's sensitivity to wet.
 * - **Wind**: a sustained wind above the activity's limit loses 1 plus 0.5 per m/s above it (at
 *   most 4); gusts above its gust limit lose 1 more (2 from 5 m/s above).
 * - **UV**: in daylight, a UV index of 6–7 loses 0.5, 8 or more 1.5.
 * - **Darkness**: an hour of night loses what darkness costs the activity (nothing for fishing,
 *   enough to rule out golf).
 * - **Thunder**: a thunderstorm hour scores at most 1, whatever else.
 *
 * The result is rounded to a whole number: 0–2 Poor, 3–4 Fair, 5–6 Good, 7–8 Great, 9–10 Excellent.
 */
import type { WeatherConditions } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/lifeOutdoor';

const t = translator('lifeOutdoor', messages);

/** What the index knows about an activity. */
export interface OutdoorActivity {
  id: string;
  name: string;
  /** Comfortable feels-like band, °C. */
  comfortC: [min: number, max: number];
  /** Sustained wind (m/s) above which the activity suffers. */
  windLimitMs: number;
  /** Gusts (m/s) above which the activity suffers. */
  gustLimitMs: number;
  /** How much precipitation spoils it (1 = fully). */
  wetSensitivity: number;
  /** Points an hour of darkness costs. */
  darknessPenalty: number;
}

/** The activities the index scores, in the order pages show them. */
export const OUTDOOR_ACTIVITIES: readonly OutdoorActivity[] = [
  {
    id: 'running',
    name: t('outdoor.activity.running'),
    comfortC: [5, 18],
    windLimitMs: 9,
    gustLimitMs: 14,
    wetSensitivity: 0.7,
    darknessPenalty: 2,
  },
  {
    id: 'cycling',
    name: t('outdoor.activity.cycling'),
    comfortC: [10, 24],
    windLimitMs: 6,
    gustLimitMs: 11,
    wetSensitivity: 1,
    darknessPenalty: 3,
  },
  {
    id: 'golf',
    name: t('outdoor.activity.golf'),
    comfortC: [13, 27],
    windLimitMs: 7,
    gustLimitMs: 11,
    wetSensitivity: 1,
    darknessPenalty: 8,
  },
  {
    id: 'hiking',
    name: t('outdoor.activity.hiking'),
    comfortC: [8, 22],
    windLimitMs: 9,
    gustLimitMs: 15,
    wetSensitivity: 0.8,
    darknessPenalty: 5,
  },
  {
    id: 'tennis',
    name: t('outdoor.activity.tennis'),
    comfortC: [13, 27],
    windLimitMs: 5,
    gustLimitMs: 9,
    wetSensitivity: 1.2,
    darknessPenalty: 6,
  },
  {
    id: 'fishing',
    name: t('outdoor.activity.fishing'),
    comfortC: [8, 26],
    windLimitMs: 7,
    gustLimitMs: 12,
    wetSensitivity: 0.5,
    darknessPenalty: 0,
  },
];

/** Labels of the index, from the lowest score band. */
export const OUTDOOR_LABELS = ['Poor', 'Fair', 'Good', 'Great', 'Excellent'] as const;
export type OutdoorLabel = (typeof OUTDOOR_LABELS)[number];

/** One thing that lowered the score; values metric, formatted by the page in the visitor's units. */
export type OutdoorFactor = { penalty: number } & (
  | { kind: 'too-cold' | 'too-hot'; feelsLikeC: number }
  | { kind: 'precipitation-chance'; percent: number }
  | { kind: 'precipitation'; mm: number }
  | { kind: 'wind'; speedMs: number }
  | { kind: 'gusts'; gustMs: number }
  | { kind: 'uv'; uvIndex: number }
  | { kind: 'darkness' }
  | { kind: 'thunder' }
);

/** The index of one activity at one hour. */
export interface OutdoorScore {
  score: number;
  label: OutdoorLabel;
  /** What lowered the score, the biggest first (empty for a perfect hour). */
  factors: OutdoorFactor[];
}

/** Points a feels-like degree (°C) below and above the comfortable band costs. */
const COLD_POINTS_PER_C = 0.4;
const HEAT_POINTS_PER_C = 0.6;

/** WMO codes of thunderstorms. */
const THUNDER_CODES = new Set([95, 96, 99]);

/** The label of a score. */
export function outdoorLabel(score: number): OutdoorLabel {
  if (score >= 9) return 'Excellent';
  if (score >= 7) return 'Great';
  if (score >= 5) return 'Good';
  if (score >= 3) return 'Fair';
  return 'Poor';
}

const steps = (value: number, thresholds: [number, number, number]): number =>
  value >= thresholds[2] ? 3 : value >= thresholds[1] ? 2 : value >= thresholds[0] ? 1 : 0;

/** The index of an activity for one forecast hour. */
export function scoreOutdoorHour(activity: OutdoorActivity, hour: WeatherConditions): OutdoorScore {
  const factors: OutdoorFactor[] = [];
  const [min, max] = activity.comfortC;
  // Inside or outside the band as the page shows the feels-like: in whole degrees.
  const feels = Math.round(hour.feelsLikeC);
  if (feels < min) {
    factors.push({
      kind: 'too-cold',
      feelsLikeC: hour.feelsLikeC,
      penalty: (min - hour.feelsLikeC) * COLD_POINTS_PER_C,
    });
  } else if (feels > max) {
    factors.push({
      kind: 'too-hot',
      feelsLikeC: hour.feelsLikeC,
      penalty: (hour.feelsLikeC - max) * HEAT_POINTS_PER_C,
    });
  }
  const chance = hour.precipitationProbabilityPercent ?? 0;
  const chancePoints = steps(chance, [20, 40, 70]) * activity.wetSensitivity;
  if (chancePoints > 0) {
    factors.push({ kind: 'precipitation-chance', percent: chance, penalty: chancePoints });
  }
  const amountPoints = steps(hour.precipitationMm, [0.1, 0.5, 2.5]) * activity.wetSensitivity;
  if (amountPoints > 0) {
    factors.push({ kind: 'precipitation', mm: hour.precipitationMm, penalty: amountPoints });
  }
  const windOver = hour.windSpeedMs - activity.windLimitMs;
  if (windOver > 0) {
    factors.push({
      kind: 'wind',
      speedMs: hour.windSpeedMs,
      penalty: Math.min(4, 1 + windOver * 0.5),
    });
  }
  const gustOver = (hour.windGustMs ?? 0) - activity.gustLimitMs;
  if (hour.windGustMs !== null && gustOver > 0) {
    factors.push({ kind: 'gusts', gustMs: hour.windGustMs, penalty: gustOver >= 5 ? 2 : 1 });
  }
  const uv = hour.uvIndex ?? 0;
  if (hour.isDay && uv >= 6) {
    factors.push({ kind: 'uv', uvIndex: uv, penalty: uv >= 8 ? 1.5 : 0.5 });
  }
  if (!hour.isDay && activity.darknessPenalty > 0) {
    factors.push({ kind: 'darkness', penalty: activity.darknessPenalty });
  }
  const lost = factors.reduce((total, f) => total + f.penalty, 0);
  let score = Math.round(Math.min(10, Math.max(0, 10 - lost)));
  if (THUNDER_CODES.has(hour.condition.code)) {
    // Listed first: it outweighs everything else.
    factors.push({ kind: 'thunder', penalty: 10 });
    score = Math.min(score, 1);
  }
  factors.sort((a, b) => b.penalty - a.penalty);
  // A 10 names nothing against it: what cost less than half a point did not lower the score.
  return { score, label: outdoorLabel(score), factors: score === 10 ? [] : factors };
}
