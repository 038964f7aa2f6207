import type { PollenType } from '../types';
import type { ModelPlace } from './model';
import { uniform } from './random';

const YEAR_DAYS = 365.2422;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Season of each group in the northern hemisphere at 45°: the day of the year of its peak, the
 * spread (days) of its season and its peak count (grains/m³). Tree pollen peaks in spring, grass
 * in early summer, weeds in late summer.
 */
export const POLLEN_SEASONS: Record<
  PollenType,
  { peakDay: number; spreadDays: number; peakGrains: number; channel: number }
> = {
  tree: { peakDay: 105, spreadDays: 20, peakGrains: 1200, channel: 201 },
  grass: { peakDay: 165, spreadDays: 25, peakGrains: 150, channel: 202 },
  weed: { peakDay: 235, spreadDays: 18, peakGrains: 180, channel: 203 },
};

/** Days the peak moves later per degree of latitude poleward of 45° (earlier equatorward). */
export const PEAK_SHIFT_DAYS_PER_DEGREE = 1.5;

/** The day's weather that shapes its pollen. */
export interface PollenDayWeather {
  /** Mean temperature of the local day, °C. */
  meanTemperatureC: number;
  /** Rain and snow of the local day, mm. */
  precipitationMm: number;
  /** Snow on the ground at the end of the day, cm. */
  snowDepthCm: number;
}

/**
 * Seasonal factor (0–1) of a group on a day of the year: a bell around the peak, mirrored by
 * half a year in the southern hemisphere and shifted with latitude; a flat low season within 20°
 * of the equator; fading out between 62° and 72°.
 */
export function seasonFactor(type: PollenType, latitude: number, dayOfYear: number): number {
  const absLat = Math.abs(latitude);
  if (absLat < 20) return 0.3;
  const season = POLLEN_SEASONS[type];
  const hemisphereShift = latitude < 0 ? YEAR_DAYS / 2 : 0;
  const peak = season.peakDay + PEAK_SHIFT_DAYS_PER_DEGREE * (absLat - 45) + hemisphereShift;
  let distance = Math.abs((((dayOfYear - peak) % YEAR_DAYS) + YEAR_DAYS) % YEAR_DAYS);
  distance = Math.min(distance, YEAR_DAYS - distance);
  const polar = clamp((72 - absLat) / 10, 0, 1);
  return Math.exp(-0.5 * (distance / season.spreadDays) ** 2) * polar;
}

/**
 * Modelled peak count (grains/m³) of a group on a local day (`epochDay`: days since 1970-01-01 of
 * the local date). Season × a fixed per-place abundance × a per-day factor, then the weather: none
 * below a 5 °C daily mean (ramping up to 10 °C) or over snow, and rain washes it out
 * (÷ (1 + mm / 3)).
 */
export function modelPollen(
  place: ModelPlace,
  type: PollenType,
  epochDay: number,
  weather: PollenDayWeather,
): number {
  const season = POLLEN_SEASONS[type];
  const dayOfYear = (((epochDay - 10_957) % YEAR_DAYS) + YEAR_DAYS) % YEAR_DAYS;
  const abundance = 0.3 + 1.2 * uniform(place.seed, season.channel);
  const daily = 0.5 + uniform(place.seed, season.channel, epochDay);
  const warmth = clamp((weather.meanTemperatureC - 5) / 5, 0, 1);
  const snow = weather.snowDepthCm > 0.5 ? 0 : 1;
  const washout = 1 / (1 + Math.max(0, weather.precipitationMm) / 3);
  const grains =
    season.peakGrains *
    seasonFactor(type, place.latitude, dayOfYear) *
    abundance *
    daily *
    warmth *
    snow *
    washout;
  return Math.round(grains);
}
