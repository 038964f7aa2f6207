import { HttpError } from '@/server/http/httpError';

import { astronomyFields } from '../dailyAggregate';
import { SUNRISE_ELEVATION, sunElevation } from '../demo/solar';
import { conditionFor } from '../conditions';
import {
  formatLocalIso,
  isValidTimeZone,
  nextLocalDayStart,
  offsetMinutesAt,
  wallToInstant,
  type Zone,
} from '../localTime';
import { dewPointFrom, feelsLike } from '../meteo';
import { round, type HourSample } from '../sample';
import type { DailyWeather, WeatherPlace } from '../types';
import type { ForecastResponse } from './schema';

/** Reads one variable of a block (current value, or the i-th of an hourly/daily series); null when absent. */
export type Reader = (key: string) => number | null;

/** The zone of an answer: its IANA `timezone` when this runtime knows it, else its fixed `utc_offset_seconds`. */
export function zoneOf(res: { timezone: string; utc_offset_seconds: number }): Zone {
  return {
    timeZone: isValidTimeZone(res.timezone) ? res.timezone : null,
    fixedOffsetMinutes: Math.round(res.utc_offset_seconds / 60),
  };
}

/** Instant of an Open-Meteo local time (`2026-06-21T14:00` or `2026-06-21`) in the zone. */
export function parseLocal(text: string, zone: Zone): number {
  const wall = Date.parse(`${text.length === 10 ? `${text}T00:00` : text}Z`);
  if (Number.isNaN(wall))
    throw new HttpError(502, `Weather upstream answered an unreadable time: ${text}`);
  return wallToInstant(wall, zone);
}

/** The place block of an answer. */
export function placeOf(
  res: ForecastResponse | { latitude: number; longitude: number; elevation?: number },
  zone: Zone,
  nowMs: number,
): WeatherPlace {
  return {
    latitude: res.latitude,
    longitude: res.longitude,
    elevationMeters: res.elevation ?? null,
    timeZone: zone.timeZone,
    utcOffsetSeconds: offsetMinutesAt(zone, nowMs) * 60,
  };
}

/** A sample from one hour's variables; null when a core variable (temperature, humidity, code, wind, pressure, cloud) is missing. */
export function sampleFrom(
  get: Reader,
  timeMs: number,
  latitude: number,
  longitude: number,
): HourSample | null {
  const t = get('temperature_2m');
  const rh = get('relative_humidity_2m');
  const code = get('weather_code');
  const wind = get('wind_speed_10m');
  const direction = get('wind_direction_10m');
  const pressure = get('pressure_msl');
  const cloud = get('cloud_cover');
  if (
    t === null ||
    rh === null ||
    code === null ||
    wind === null ||
    direction === null ||
    pressure === null ||
    cloud === null
  )
    return null;
  const isDay = get('is_day');
  const visibilityM = get('visibility');
  return {
    timeMs,
    isDay:
      isDay === null
        ? sunElevation(latitude, longitude, timeMs / 3_600_000) > SUNRISE_ELEVATION
        : isDay === 1,
    weatherCode: code,
    temperatureC: t,
    feelsLikeC: get('apparent_temperature') ?? feelsLike(t, rh, wind),
    dewPointC: get('dew_point_2m') ?? dewPointFrom(t, rh),
    humidityPercent: rh,
    windSpeedMs: wind,
    windGustMs: get('wind_gusts_10m'),
    windDirectionDeg: direction,
    pressureHpa: pressure,
    precipitationProbabilityPercent: get('precipitation_probability'),
    precipitationMm: get('precipitation') ?? 0,
    snowfallCm: get('snowfall'),
    uvIndex: get('uv_index'),
    cloudCoverPercent: cloud,
    visibilityKm: visibilityM === null ? null : visibilityM / 1000,
  };
}

/** The current-conditions sample of an answer asked with `current=` and `hourly=…&forecast_hours=1`. */
export function currentSampleOf(res: ForecastResponse, zone: Zone): HourSample {
  const current = res.current;
  if (!current) throw new HttpError(502, 'Weather upstream answered without current conditions');
  const hourly = res.hourly;
  const read = (key: string) => current[key] ?? hourly?.[key]?.[0] ?? null;
  const sample = sampleFrom(read, parseLocal(current.time, zone), res.latitude, res.longitude);
  if (!sample) throw new HttpError(502, 'Weather upstream answered incomplete current conditions');
  return sample;
}

/** Reader of the i-th entry of a series block. */
export function seriesReader(block: Record<string, unknown>, i: number): Reader {
  return (key) => {
    const series = block[key];
    const v = Array.isArray(series) ? (series[i] as unknown) : undefined;
    return typeof v === 'number' ? v : null;
  };
}

/** Hourly samples of an answer, in time order, hours with missing core variables left out. */
export function hourlySamples(res: ForecastResponse, zone: Zone): HourSample[] {
  const hourly = res.hourly;
  if (!hourly) return [];
  return hourly.time.flatMap((time, i) => {
    const s = sampleFrom(
      seriesReader(hourly, i),
      parseLocal(time, zone),
      res.latitude,
      res.longitude,
    );
    return s ? [s] : [];
  });
}

/** Daily entries of an answer; sun and moon computed with suncalc for each local day. */
export function dailyEntries(res: ForecastResponse, zone: Zone): DailyWeather[] {
  const daily = res.daily;
  if (!daily) return [];
  return daily.time.flatMap((date, i): DailyWeather[] => {
    const get = seriesReader(daily, i);
    const high = get('temperature_2m_max');
    const low = get('temperature_2m_min');
    if (high === null || low === null) return [];
    const start = parseLocal(date, zone);
    const opt = (key: string, digits = 1) => {
      const v = get(key);
      return v === null ? null : round(v, digits);
    };
    return [
      {
        date,
        startTime: formatLocalIso(start, zone),
        condition: conditionFor(get('weather_code') ?? -1, true),
        temperatureHighC: round(high),
        temperatureLowC: round(low),
        feelsLikeHighC: opt('apparent_temperature_max'),
        feelsLikeLowC: opt('apparent_temperature_min'),
        precipitationProbabilityPercent: opt('precipitation_probability_max', 0),
        precipitationMm: round(get('precipitation_sum') ?? 0),
        snowfallCm: opt('snowfall_sum'),
        windSpeedMaxMs: opt('wind_speed_10m_max'),
        windGustMaxMs: opt('wind_gusts_10m_max'),
        windDirectionDominantDeg: opt('wind_direction_10m_dominant', 0),
        uvIndexMax: opt('uv_index_max'),
        ...astronomyFields(
          res.latitude,
          res.longitude,
          start,
          nextLocalDayStart(start, zone),
          zone,
        ),
      },
    ];
  });
}
