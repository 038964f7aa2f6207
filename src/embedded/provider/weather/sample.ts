import { conditionFor } from './conditions';
import { formatLocalIso, type Zone } from './localTime';
import type { WeatherConditions } from './types';

/**
 * The weather of one hour as numbers, before formatting (shared by the demo model, Open-Meteo and
 * the alert rules): the payload's fields, with epoch time and the raw weather code.
 */
export type HourSample = Omit<WeatherConditions, 'time' | 'condition'> & {
  timeMs: number;
  weatherCode: number;
};

/** Rounds to `digits` decimals (no negative zero). */
export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f + 0;
}

const roundOrNull = (value: number | null, digits = 1) =>
  value === null ? null : round(value, digits);

/** Formats a sample as payload conditions, local time with offset, values rounded. */
export function toConditions(s: HourSample, zone: Zone): WeatherConditions {
  return {
    time: formatLocalIso(s.timeMs, zone),
    isDay: s.isDay,
    condition: conditionFor(s.weatherCode, s.isDay),
    temperatureC: round(s.temperatureC),
    feelsLikeC: round(s.feelsLikeC),
    dewPointC: round(s.dewPointC),
    humidityPercent: Math.round(s.humidityPercent),
    windSpeedMs: round(s.windSpeedMs),
    windGustMs: roundOrNull(s.windGustMs),
    windDirectionDeg: Math.round(s.windDirectionDeg) % 360,
    pressureHpa: round(s.pressureHpa),
    precipitationProbabilityPercent:
      s.precipitationProbabilityPercent === null
        ? null
        : Math.round(s.precipitationProbabilityPercent),
    precipitationMm: round(s.precipitationMm),
    snowfallCm: roundOrNull(s.snowfallCm),
    uvIndex: roundOrNull(s.uvIndex),
    cloudCoverPercent: Math.round(s.cloudCoverPercent),
    visibilityKm: roundOrNull(s.visibilityKm),
  };
}
