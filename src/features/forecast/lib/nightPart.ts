import { localParts } from '@/lib/time';
import type { DailyWeather, WeatherCondition, WeatherConditions } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

const t = translator('forecast', messages);

/** The night after a day (18:00 to 06:00 local), as the hourly forecast describes it. */
export interface NightPart {
  /** The local date of the evening the night starts. */
  date: string;
  /** First and last forecast hour of the night that the hourly forecast holds. */
  from: string;
  to: string;
  condition: WeatherCondition;
  temperatureLowC: number;
  precipitationProbabilityPercent: number | null;
  precipitationMm: number;
  snowfallCm: number | null;
  windSpeedMaxMs: number;
  windDirectionDeg: number;
}

/** Night hours start at 18:00 and end before 06:00 local. */
export const NIGHT_START_HOUR = 18;
export const NIGHT_END_HOUR = 6;
/** Fewer forecast hours than this do not describe a night. */
const MIN_HOURS = 3;

/** The local date after `date` (`YYYY-MM-DD`). */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

const isWet = (c: WeatherCondition) => c.code >= 51;

/**
 * The condition that best names a run of hours: the most frequent wet condition (drizzle, rain,
 * snow, showers, storms) when at least a quarter of the hours are wet, else the most frequent one;
 * ties go to the more significant (higher WMO) code.
 */
export function dominantCondition(conditions: readonly WeatherCondition[]): WeatherCondition {
  const wet = conditions.filter(isWet);
  const pool = wet.length * 4 >= conditions.length && wet.length > 0 ? wet : conditions;
  const counts = new Map<number, { condition: WeatherCondition; n: number }>();
  for (const c of pool) {
    const entry = counts.get(c.code);
    if (entry) entry.n += 1;
    else counts.set(c.code, { condition: c, n: 1 });
  }
  let best: { condition: WeatherCondition; n: number } | undefined;
  for (const entry of counts.values()) {
    if (
      !best ||
      entry.n > best.n ||
      (entry.n === best.n && entry.condition.code > best.condition.code)
    ) {
      best = entry;
    }
  }
  return best?.condition ?? { code: -1, text: t('night.unknown'), icon: 'unknown' };
}

/** The hours of the night that follows `date`. */
function nightHours(date: string, hours: readonly WeatherConditions[]): WeatherConditions[] {
  const following = nextDate(date);
  return hours.filter((h) => {
    const p = localParts(h.time);
    if (!p) return false;
    const day = h.time.slice(0, 10);
    return (
      (day === date && p.hour >= NIGHT_START_HOUR) || (day === following && p.hour < NIGHT_END_HOUR)
    );
  });
}

/**
 * The night after one day from the hourly forecast, or null when the forecast does not reach the
 * end of that night (a night it only partly covers at its far end is not described).
 */
export function nightPart(date: string, hours: readonly WeatherConditions[]): NightPart | null {
  const night = nightHours(date, hours);
  const first = night[0];
  const last = night[night.length - 1];
  if (!first || !last || night.length < MIN_HOURS) return null;
  const lastParts = localParts(last.time);
  if (
    !lastParts ||
    last.time.slice(0, 10) !== nextDate(date) ||
    lastParts.hour !== NIGHT_END_HOUR - 1
  ) {
    return null;
  }
  const chances = night
    .map((h) => h.precipitationProbabilityPercent)
    .filter((v): v is number => v !== null);
  const snow = night.map((h) => h.snowfallCm).filter((v): v is number => v !== null);
  const windiest = night.reduce((a, b) => (b.windSpeedMs > a.windSpeedMs ? b : a));
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
  return {
    date,
    from: first.time,
    to: last.time,
    condition: dominantCondition(night.map((h) => h.condition)),
    temperatureLowC: Math.min(...night.map((h) => h.temperatureC)),
    precipitationProbabilityPercent: chances.length ? Math.max(...chances) : null,
    precipitationMm: sum(night.map((h) => h.precipitationMm)),
    snowfallCm: snow.length ? sum(snow) : null,
    windSpeedMaxMs: windiest.windSpeedMs,
    windDirectionDeg: windiest.windDirectionDeg,
  };
}

/** The night after each day, where the hourly forecast reaches it (null elsewhere or without it). */
export function nightParts(
  days: readonly Pick<DailyWeather, 'date'>[],
  hours: readonly WeatherConditions[] | null,
): (NightPart | null)[] {
  return days.map((d) => (hours ? nightPart(d.date, hours) : null));
}
