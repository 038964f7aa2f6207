import { localParts } from '@/lib/time';
import type {
  DailyForecast,
  DailyWeather,
  WeatherCondition,
  WeatherConditions,
} from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

const t = translator('forecast', messages);

/**
 * A part of one day as the hourly forecast describes it: the daytime (06:00 to 18:00 local) or the
 * night after it (18:00 to 06:00). Where the sun is not up by 06:00 (a winter morning far from the
 * equator) the night runs on to the first hour of daylight, at most 09:00, and the daytime starts
 * after it: a night's low is the night's, coldest just before sunrise. The two do not overlap, so
 * their amounts add up to what falls.
 */
export interface PartOfDay {
  /** The local date of the day (of the evening a night starts). */
  date: string;
  /** First and last forecast hour of the part that the hourly forecast holds. */
  from: string;
  to: string;
  condition: WeatherCondition;
  temperatureHighC: number;
  temperatureLowC: number;
  precipitationProbabilityPercent: number | null;
  precipitationMm: number;
  snowfallCm: number | null;
  windSpeedMaxMs: number;
  windGustMaxMs: number | null;
  windDirectionDeg: number;
}

/** The night after a day (18:00 to 06:00 local). */
export type NightPart = PartOfDay;

/** A day's daytime (06:00 to 18:00 local). */
export type DaytimePart = PartOfDay;

/** A day's daytime and the night after it, each null where the hourly forecast does not tell. */
export interface DayAndNight {
  day: DaytimePart | null;
  night: NightPart | null;
}

/**
 * How far ahead a page reads the hourly forecast for its days' parts: a week, as far as the hourly
 * forecast goes (every page asks for the same hours, so they share one cache entry).
 */
export const PART_HOURS = 168;

/** Night hours start at 18:00 and end before 06:00 local, when the daytime starts. */
export const NIGHT_START_HOUR = 18;
export const NIGHT_END_HOUR = 6;
export const DAY_START_HOUR = NIGHT_END_HOUR;
/** Fewer forecast hours than this do not describe a night or a daytime. */
const MIN_HOURS = 3;
/** A night that runs on past 06:00 while the sun is down ends by this hour (polar winter). */
const LATEST_NIGHT_END_HOUR = 10;

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

/**
 * The times of `date`'s morning hours from 06:00 that still belong to the night before: where the
 * sun is not up at 06:00, each hour up to and with the first one of daylight (the coldest, just
 * after sunrise), before 10:00. Judged from the first of those hours the forecast holds (a page
 * rendered at 07:30 starts at 07:00).
 */
function darkMorning(date: string, hours: readonly WeatherConditions[]): Set<string> {
  const times = new Set<string>();
  for (const h of hours) {
    const p = localParts(h.time);
    if (!p || h.time.slice(0, 10) !== date) continue;
    if (p.hour < DAY_START_HOUR) continue;
    if (p.hour >= LATEST_NIGHT_END_HOUR || (times.size === 0 && h.isDay)) break;
    times.add(h.time);
    if (h.isDay) break;
  }
  return times;
}

/** The hours of the night that follows `date`. */
function nightHours(date: string, hours: readonly WeatherConditions[]): WeatherConditions[] {
  const following = nextDate(date);
  const morning = darkMorning(following, hours);
  return hours.filter((h) => {
    const p = localParts(h.time);
    if (!p) return false;
    const day = h.time.slice(0, 10);
    return (
      (day === date && p.hour >= NIGHT_START_HOUR) ||
      (day === following && (p.hour < NIGHT_END_HOUR || morning.has(h.time)))
    );
  });
}

/**
 * The forecast hours whose amounts fall within `part`. An hour's precipitation, snowfall and chance
 * of precipitation are those of the hour before its time (the 07:00 hour holds what falls from
 * 06:00 to 07:00), so a part from 06:00 to 17:00 takes its amounts from the hours 07:00 to 18:00.
 */
function amountHours(
  part: readonly WeatherConditions[],
  hours: readonly WeatherConditions[],
): WeatherConditions[] {
  const times = new Set(part.map((h) => h.time));
  return hours.filter((_, i) => i > 0 && times.has(hours[i - 1]?.time ?? ''));
}

/**
 * What a run of forecast hours holds: its sky, extremes, odds and totals (the amounts over the
 * part's own span: `amountHours`). The sky's icon is taken from an hour of the part's own light
 * where there is one (a daytime's 06:00 can be dark, a summer night's 18:00 light): a daytime
 * shows a sun, a night a moon.
 */
function summarise(
  date: string,
  hours: readonly WeatherConditions[],
  amounts: readonly WeatherConditions[],
  daytime: boolean,
): PartOfDay | null {
  const first = hours[0];
  const last = hours[hours.length - 1];
  if (!first || !last) return null;
  const chances = amounts
    .map((h) => h.precipitationProbabilityPercent)
    .filter((v): v is number => v !== null);
  const snow = amounts.map((h) => h.snowfallCm).filter((v): v is number => v !== null);
  const gusts = hours.map((h) => h.windGustMs).filter((v): v is number => v !== null);
  const windiest = hours.reduce((a, b) => (b.windSpeedMs > a.windSpeedMs ? b : a));
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
  const temperatures = hours.map((h) => h.temperatureC);
  return {
    date,
    from: first.time,
    to: last.time,
    condition: ofOwnLight(dominantCondition(hours.map((h) => h.condition)), hours, daytime),
    temperatureHighC: Math.max(...temperatures),
    temperatureLowC: Math.min(...temperatures),
    precipitationProbabilityPercent: chances.length ? Math.max(...chances) : null,
    precipitationMm: sum(amounts.map((h) => h.precipitationMm)),
    snowfallCm: snow.length ? sum(snow) : null,
    windSpeedMaxMs: windiest.windSpeedMs,
    windGustMaxMs: gusts.length ? Math.max(...gusts) : null,
    windDirectionDeg: windiest.windDirectionDeg,
  };
}

/**
 * `summarise` for a part whose every hour's amount the forecast holds; null when the forecast ends
 * with the part's last hour (a week read from 06:00 ends at 05:00, and the amount of the night's
 * last hour is in the 06:00 hour it lacks), as a part the forecast does not reach is not described.
 */
function summariseWhole(
  date: string,
  part: readonly WeatherConditions[],
  hours: readonly WeatherConditions[],
  daytime: boolean,
): PartOfDay | null {
  const amounts = amountHours(part, hours);
  return amounts.length < part.length ? null : summarise(date, part, amounts, daytime);
}

/** `condition` as an hour of the part's own light (day or night) shows it, where there is one. */
function ofOwnLight(
  condition: WeatherCondition,
  hours: readonly WeatherConditions[],
  daytime: boolean,
): WeatherCondition {
  const own = hours.find((h) => h.condition.code === condition.code && h.isDay === daytime);
  return own?.condition ?? condition;
}

/** Whether `hour` (a forecast hour's time) is `date` at `localHour` o'clock. */
function isAt(hour: WeatherConditions | undefined, date: string, localHour: number): boolean {
  return hour?.time.slice(0, 10) === date && localParts(hour.time)?.hour === localHour;
}

/**
 * The night after one day from the hourly forecast, or null when the forecast does not reach the
 * end of that night (a night it only partly covers at its far end is not described).
 */
export function nightPart(date: string, hours: readonly WeatherConditions[]): NightPart | null {
  const night = nightHours(date, hours);
  const following = nextDate(date);
  if (night.length < MIN_HOURS || !night.some((h) => isAt(h, following, NIGHT_END_HOUR - 1)))
    return null;
  return summariseWhole(date, night, hours, false);
}

/**
 * A day's daytime from the hourly forecast: its hours from 06:00 (or the end of a night that runs
 * on to sunrise) to 17:00 local (today, those left of it), or null when the forecast does not reach 17:00 of that day, or fewer than three of
 * today's daytime hours are left.
 */
export function daytimePart(date: string, hours: readonly WeatherConditions[]): DaytimePart | null {
  const morning = darkMorning(date, hours);
  const daytime = hours.filter((h) => {
    const p = localParts(h.time);
    return (
      h.time.slice(0, 10) === date &&
      !!p &&
      p.hour >= DAY_START_HOUR &&
      p.hour < NIGHT_START_HOUR &&
      !morning.has(h.time)
    );
  });
  if (daytime.length < MIN_HOURS || !isAt(daytime.at(-1), date, NIGHT_START_HOUR - 1)) return null;
  return summariseWhole(date, daytime, hours, true);
}

/**
 * Tonight, once today's daytime is over or nearly (fewer than three of its hours left, as the
 * 10-day page counts them): from then on what matters of today is the night ahead. Null before
 * that, and where the hourly forecast does not reach the night's end.
 */
export function tonightPart(today: string, hours: readonly WeatherConditions[]): NightPart | null {
  return daytimePart(today, hours) ? null : nightPart(today, hours);
}

/**
 * The hours a day's parts are made of: from its first hour to the first hour two days on (which
 * holds the amount of the night's last hour). Forecast hours are in time order, so each day looks
 * at its own two days and not at a week of hours.
 */
function hoursOfDay(date: string, hours: readonly WeatherConditions[]): WeatherConditions[] {
  const after = nextDate(nextDate(date));
  const start = hours.findIndex((h) => h.time.slice(0, 10) >= date);
  if (start < 0) return [];
  const end = hours.findIndex((h, i) => i >= start && h.time.slice(0, 10) >= after);
  return hours.slice(start, end < 0 ? hours.length : end + 1);
}

/** Each day's daytime and night, where the hourly forecast reaches them (null elsewhere). */
export function dayParts(
  days: readonly Pick<DailyWeather, 'date'>[],
  hours: readonly WeatherConditions[] | null,
): DayAndNight[] {
  return days.map((d) => {
    if (!hours) return { day: null, night: null };
    const own = hoursOfDay(d.date, hours);
    return { day: daytimePart(d.date, own), night: nightPart(d.date, own) };
  });
}

/**
 * A day's high and low as its parts tell them: the daytime's high and the low of the night after
 * it (as a forecast's "low" is read), each where the hourly forecast reaches that part, else the
 * calendar day's own.
 */
export function withPartTemperatures<
  D extends Pick<DailyWeather, 'temperatureHighC' | 'temperatureLowC'>,
>(day: D, { day: daytime, night }: DayAndNight): D {
  return {
    ...day,
    temperatureHighC: daytime?.temperatureHighC ?? day.temperatureHighC,
    temperatureLowC: night?.temperatureLowC ?? day.temperatureLowC,
  };
}

/** What a day's one line shows: its sky, high, low and chance of precipitation. */
type DayHeadline = Pick<
  DailyWeather,
  'condition' | 'temperatureHighC' | 'temperatureLowC' | 'precipitationProbabilityPercent'
>;

/**
 * A day's one line as its parts tell it, so it agrees with the daytime and the night shown for
 * that day: the daytime's sky and high, the night's low (the night after the day, as a forecast's
 * "low" is read), and the higher of the two parts' chances. Where the hourly forecast does not
 * reach a part, the calendar day's own figure stands; today, once its daytime is over, keeps its
 * sky and high and takes tonight's low and chance.
 */
export function withPartFigures<D extends DayHeadline>(
  day: D,
  { day: daytime, night }: DayAndNight,
): D {
  const chances = [daytime, night]
    .filter((p): p is PartOfDay => p !== null)
    .map((p) => p.precipitationProbabilityPercent)
    .filter((v): v is number => v !== null);
  const chance =
    night && chances.length > 0 ? Math.max(...chances) : day.precipitationProbabilityPercent;
  return {
    ...withPartTemperatures(day, { day: daytime, night }),
    condition: daytime?.condition ?? day.condition,
    precipitationProbabilityPercent: chance,
  };
}

/**
 * The first `count` days of a daily forecast with their daytimes and nights from the hourly
 * forecast, each day's one line (sky, high, low, chance) taken from its parts where they are known
 * (`withPartFigures`): what every page that shows days reads, so the home page's days, today's
 * summary and the 10-day page's rows, chart and parts agree.
 */
export function forecastDays(
  daily: DailyForecast,
  hours: readonly WeatherConditions[] | null,
  count = daily.days.length,
): ForecastDays {
  let byHours = worked.get(daily);
  if (!byHours) worked.set(daily, (byHours = new WeakMap()));
  let byCount = byHours.get(hours ?? NO_HOURS);
  if (!byCount) byHours.set(hours ?? NO_HOURS, (byCount = new Map()));
  let result = byCount.get(count);
  if (!result) byCount.set(count, (result = workOutDays(daily, hours, count)));
  return result;
}

/** A daily forecast's first days with their parts: what `forecastDays` gives. */
export interface ForecastDays {
  daily: DailyForecast;
  parts: DayAndNight[];
}

/**
 * Days already worked out, by the forecast objects they come from. The server cache hands every
 * request for a place the same forecast objects for as long as it keeps them (`fromNow` returns
 * them unchanged until an hour or a day is past), so each page view of the place would otherwise
 * walk the same week of hours again: the home page's five days took about a twentieth of its
 * server time. Forecasts are never changed once read, and a forecast no longer referenced takes
 * its entry with it (weak keys). With Redis the server cache's memory tier in front of it hands
 * out the same objects too; objects a request made for itself are simply not found again.
 */
const worked = new WeakMap<DailyForecast, WeakMap<object, Map<number, ForecastDays>>>();
/** The key of a forecast read without hours. */
const NO_HOURS = {};

function workOutDays(
  daily: DailyForecast,
  hours: readonly WeatherConditions[] | null,
  count: number,
): ForecastDays {
  const days = daily.days.slice(0, count);
  const parts = dayParts(days, hours);
  const unknown: DayAndNight = { day: null, night: null };
  return {
    daily: { ...daily, days: days.map((day, i) => withPartFigures(day, parts[i] ?? unknown)) },
    parts,
  };
}
