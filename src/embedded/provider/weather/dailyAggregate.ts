import { dayAstronomy } from './astronomy';
import { cloudCode, conditionFor, isWetCode } from './conditions';
import { formatLocalIso, localDateString, type Zone } from './localTime';
import { dominantDirection } from './meteo';
import { round, type HourSample } from './sample';
import type { DailyWeather } from './types';

const maxOf = (values: number[]) => (values.length ? Math.max(...values) : null);
const minOf = (values: number[]) => (values.length ? Math.min(...values) : null);
const present = (values: Array<number | null>) => values.filter((v): v is number => v !== null);
const iso = (d: Date | null, zone: Zone) => (d ? formatLocalIso(d.getTime(), zone) : null);

/**
 * The day's most significant condition: the highest precipitation code of any hour (thunder,
 * snow, rain, drizzle), else fog when it lasts 3 hours or more, else the daytime mean cloud cover.
 */
export function dailyCode(hours: HourSample[]): number {
  const wet = hours.filter((h) => isWetCode(h.weatherCode)).map((h) => h.weatherCode);
  if (wet.length) return Math.max(...wet);
  if (hours.filter((h) => h.weatherCode === 45 || h.weatherCode === 48).length >= 3) return 45;
  const day = hours.filter((h) => h.isDay);
  const pool = day.length ? day : hours;
  return cloudCode(
    pool.reduce((acc, h) => acc + h.cloudCoverPercent, 0) / Math.max(1, pool.length),
  );
}

/** Sun and moon fields of a local day, formatted in the zone. */
export function astronomyFields(
  latitude: number,
  longitude: number,
  dayStartMs: number,
  dayEndMs: number,
  zone: Zone,
): Pick<
  DailyWeather,
  'sunrise' | 'sunset' | 'sunAlwaysUp' | 'sunAlwaysDown' | 'moonrise' | 'moonset' | 'moonPhase'
> {
  const astro = dayAstronomy(latitude, longitude, dayStartMs, dayEndMs);
  return {
    sunrise: iso(astro.sunrise, zone),
    sunset: iso(astro.sunset, zone),
    sunAlwaysUp: astro.sunAlwaysUp,
    sunAlwaysDown: astro.sunAlwaysDown,
    moonrise: iso(astro.moonrise, zone),
    moonset: iso(astro.moonset, zone),
    moonPhase: astro.moonPhase,
  };
}

/** A local day [dayStartMs, dayEndMs) aggregated from its hourly samples (high/low are the hourly extremes), with sun and moon. */
export function aggregateDay(
  hours: HourSample[],
  dayStartMs: number,
  dayEndMs: number,
  latitude: number,
  longitude: number,
  zone: Zone,
): DailyWeather {
  const temps = hours.map((h) => round(h.temperatureC));
  const feels = hours.map((h) => round(h.feelsLikeC));
  const code = dailyCode(hours);
  return {
    date: localDateString(dayStartMs, zone),
    startTime: formatLocalIso(dayStartMs, zone),
    condition: conditionFor(code, true),
    temperatureHighC: maxOf(temps) ?? 0,
    temperatureLowC: minOf(temps) ?? 0,
    feelsLikeHighC: maxOf(feels),
    feelsLikeLowC: minOf(feels),
    precipitationProbabilityPercent: maxOf(
      present(
        hours.map((h) =>
          h.precipitationProbabilityPercent === null
            ? null
            : Math.round(h.precipitationProbabilityPercent),
        ),
      ),
    ),
    precipitationMm: round(hours.reduce((acc, h) => acc + round(h.precipitationMm), 0)),
    snowfallCm: round(hours.reduce((acc, h) => acc + (h.snowfallCm ?? 0), 0)),
    windSpeedMaxMs: maxOf(hours.map((h) => round(h.windSpeedMs))),
    windGustMaxMs: maxOf(
      present(hours.map((h) => (h.windGustMs === null ? null : round(h.windGustMs)))),
    ),
    windDirectionDominantDeg: dominantDirection(
      hours.map((h) => ({ directionDeg: h.windDirectionDeg, weight: h.windSpeedMs })),
    ),
    uvIndexMax: maxOf(present(hours.map((h) => (h.uvIndex === null ? null : round(h.uvIndex))))),
    ...astronomyFields(latitude, longitude, dayStartMs, dayEndMs, zone),
  };
}
