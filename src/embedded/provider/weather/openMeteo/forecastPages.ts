import type { NearbyAirport } from '@/embedded/provider/airports/majorAirports';
import { HttpError } from '@/server/http/httpError';

import { airportWeather as oneAirport } from '../airportWeather';
import { summarizeAirQuality } from '../airQualityIndex';
import { conditionFor } from '../conditions';
import { POLLEN_GROUPS, pollenLevel, uvRisk } from '../levels';
import { formatLocalIso, HOUR, localDateString, type Zone } from '../localTime';
import { round } from '../sample';
import type {
  AirportWeather,
  AirQualityHour,
  PollenDay,
  SnowDay,
  UvForecast,
  UvHour,
} from '../types';
import { currentSampleOf, parseLocal, seriesReader, zoneOf } from './mapping';
import type { ForecastResponse } from './schema';

/** One entry of an hourly series: its instant and a reader of its variables. */
interface HourEntry {
  timeMs: number;
  /** The local date of the entry, `YYYY-MM-DD` (as Open-Meteo wrote it). */
  date: string;
  get: (key: string) => number | null;
}

/** The hourly entries of an answer, in time order. */
function hourEntries(res: ForecastResponse, zone: Zone): HourEntry[] {
  const hourly = res.hourly;
  if (!hourly) return [];
  return hourly.time.map((time, i) => ({
    timeMs: parseLocal(time, zone),
    date: time.slice(0, 10),
    get: seriesReader(hourly, i),
  }));
}

/** Entries from the current hour on, at most `count`. */
function fromCurrentHour(entries: HourEntry[], nowMs: number, count: number): HourEntry[] {
  return entries.filter((e) => e.timeMs > nowMs - HOUR).slice(0, count);
}

/** Hourly US AQI from the current hour; the dominant pollutant is the highest sub-index. */
export function airQualityHours(
  res: ForecastResponse,
  zone: Zone,
  nowMs: number,
  count: number,
): AirQualityHour[] {
  return fromCurrentHour(hourEntries(res, zone), nowMs, count).map((e) => {
    const { aqi, category, dominantPollutant } = summarizeAirQuality(
      {},
      {
        pm2_5: e.get('us_aqi_pm2_5'),
        pm10: e.get('us_aqi_pm10'),
        o3: e.get('us_aqi_ozone'),
        no2: e.get('us_aqi_nitrogen_dioxide'),
        so2: e.get('us_aqi_sulphur_dioxide'),
        co: e.get('us_aqi_carbon_monoxide'),
      },
      e.get('us_aqi'),
    );
    return { time: formatLocalIso(e.timeMs, zone), aqi, category, dominantPollutant };
  });
}

/** True when the answer holds at least one pollen count (Open-Meteo answers null outside Europe). */
export function hasPollen(res: ForecastResponse): boolean {
  const hourly = res.hourly;
  if (!hourly) return false;
  return POLLEN_GROUPS.some((g) =>
    g.species.some((sp) => (hourly[sp.variable] ?? []).some((v) => typeof v === 'number')),
  );
}

/**
 * Pollen by local day from today: each group's count is the day's highest hourly sum of its
 * species (grains/m³), null when every value of the day is null.
 */
export function pollenDays(
  res: ForecastResponse,
  zone: Zone,
  nowMs: number,
  days: number,
): PollenDay[] {
  const today = localDateString(nowMs, zone);
  const byDate = new Map<string, HourEntry[]>();
  for (const e of hourEntries(res, zone)) {
    if (e.date < today) continue;
    const list = byDate.get(e.date);
    if (list) list.push(e);
    else byDate.set(e.date, [e]);
  }
  return [...byDate.entries()].slice(0, days).map(([date, entries]) => ({
    date,
    readings: POLLEN_GROUPS.map((group) => {
      let peak: number | null = null;
      for (const e of entries) {
        const values = group.species
          .map((sp) => e.get(sp.variable))
          .filter((v): v is number => v !== null);
        if (!values.length) continue;
        const total = values.reduce((a, b) => a + b, 0);
        peak = peak === null ? total : Math.max(peak, total);
      }
      const grains = peak === null ? null : Math.round(peak);
      return {
        type: group.type,
        name: group.name,
        species: group.species.map((sp) => sp.name),
        grainsPerM3: grains,
        level: pollenLevel(group.type, grains),
      };
    }),
  }));
}

/** UV by hour from the current hour, and the daily maxima of the local days those hours touch. */
export function uvSeries(
  res: ForecastResponse,
  zone: Zone,
  nowMs: number,
  count: number,
): Pick<UvForecast, 'hours' | 'days'> {
  const entries = fromCurrentHour(hourEntries(res, zone), nowMs, count);
  const hours = entries.map((e): UvHour => {
    const v = e.get('uv_index');
    const uvIndex = v === null ? null : round(v);
    return { time: formatLocalIso(e.timeMs, zone), uvIndex, risk: uvRisk(uvIndex) };
  });
  const first = entries[0]?.date ?? localDateString(nowMs, zone);
  const last = entries[entries.length - 1]?.date ?? first;
  const daily = res.daily;
  const days = daily
    ? daily.time.flatMap((date, i) => {
        if (date < first || date > last) return [];
        const v = seriesReader(daily, i)('uv_index_max');
        const max = v === null ? null : round(v);
        return [{ date, uvIndexMax: max, risk: uvRisk(max) }];
      })
    : [];
  return { hours, days };
}

/**
 * The snow still to fall on `date` (cm): the hourly sums of its hours that end after now (an
 * hour's value is what fell in the hour before its time). Null when the answer has no hourly
 * snowfall for that date.
 */
function snowfallToCome(entries: HourEntry[], date: string, nowMs: number): number | null {
  const hours = entries.filter((e) => e.date === date);
  if (hours.length === 0 || hours.some((e) => e.get('snowfall') === null)) return null;
  return hours
    .filter((e) => e.timeMs > nowMs)
    .reduce((total, e) => total + (e.get('snowfall') ?? 0), 0);
}

/**
 * Snow on the ground now (cm, from `snow_depth` in metres) and by local day: each day's snowfall,
 * depth at its end, high, low and sky; today's (the answer's first day) snowfall only what is
 * still to come (a visitor at 21:00 is not told of the morning's
 * snow as expected), where the answer has the hourly snowfall.
 */
export function snowSeries(
  res: ForecastResponse,
  zone: Zone,
  nowMs: number,
): { snowDepthCm: number | null; days: SnowDay[] } {
  const entries = hourEntries(res, zone);
  const cm = (m: number | null) => (m === null ? null : round(m * 100));
  const current = entries.filter((e) => e.timeMs <= nowMs && e.get('snow_depth') !== null).pop();
  const daily = res.daily;
  const days = daily
    ? daily.time.flatMap((date, i): SnowDay[] => {
        const get = seriesReader(daily, i);
        const high = get('temperature_2m_max');
        const low = get('temperature_2m_min');
        if (high === null || low === null) return [];
        const end = entries.filter((e) => e.date === date && e.get('snow_depth') !== null).pop();
        return [
          {
            date,
            snowfallCm: round(
              (i === 0 ? snowfallToCome(entries, date, nowMs) : null) ?? get('snowfall_sum') ?? 0,
            ),
            snowDepthCm: cm(end ? end.get('snow_depth') : null),
            temperatureHighC: round(high),
            temperatureLowC: round(low),
            condition: conditionFor(get('weather_code') ?? -1, true),
          },
        ];
      })
    : [];
  return { snowDepthCm: cm(current ? current.get('snow_depth') : null), days };
}

/** Each airport with the current conditions of its answer (same order) and the delay risk. */
export function airportWeather(
  nearby: NearbyAirport[],
  answers: ForecastResponse[],
): AirportWeather[] {
  return nearby.map((near, i) => {
    const res = answers[i];
    if (!res) throw new HttpError(502, 'Weather upstream answered fewer places than asked');
    const zone = zoneOf(res);
    return oneAirport(near, currentSampleOf(res, zone), zone);
  });
}
