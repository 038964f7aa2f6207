import type { PollutantCode } from '../types';
import type { HourSample } from '../sample';
import type { ModelPlace } from './model';
import { fieldNoise, uniform } from './random';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Modelled pollutant concentrations (µg/m³) of one hour: particles and NO₂/CO build up in still
 * air and wash out in rain (the more rain, the more: no step from one hour to the next), ozone
 * forms in strong warm sunshine; an "urban" factor fixed over time and smooth over a few tens of
 * kilometres (a city and its suburbs alike), and pollution episodes that span a region for a day.
 */
export function modelConcentrations(
  place: ModelPlace,
  epochHour: number,
  hour: HourSample,
): Record<PollutantCode, number> {
  const { latitude, longitude } = place;
  const urban = 0.2 + 0.8 * ((fieldNoise(101, latitude, longitude, 0.5, 0, 1e9) + 1) / 2);
  const stagnation = clamp(1 - hour.windSpeedMs / 8, 0, 1);
  const washout = 1 - 0.5 * clamp(hour.precipitationMm / 1.5, 0, 1);
  const episode = 0.7 + 0.6 * ((fieldNoise(102, latitude, longitude, 2, epochHour, 24) + 1) / 2);
  const sun = clamp((hour.uvIndex ?? 0) / 9, 0, 1) * clamp((hour.temperatureC - 10) / 25, 0, 1);
  const localHour = (((epochHour + longitude / 15) % 24) + 24) % 24;
  const rush = Math.exp(-(((localHour - 8) / 2) ** 2)) + Math.exp(-(((localHour - 18) / 2) ** 2));
  const pm25 = (2 + 30 * urban * stagnation * episode) * washout;
  return {
    pm2_5: pm25,
    pm10: (pm25 * 1.5 + 4 * urban) * washout,
    o3: 30 + 120 * sun * (0.6 + 0.4 * urban) * episode,
    no2: (5 + 50 * urban * stagnation) * (1 + 0.5 * rush),
    so2: 1 + 10 * urban * uniform(place.seed, 103, epochHour),
    co: (150 + 600 * urban * stagnation) * (1 + 0.3 * rush),
  };
}
