import {
  compassPoint,
  convertSnow,
  formatPrecipitation,
  formatSnow,
  formatTemperature,
  formatWindSpeed,
  type RainUnit,
  type TemperatureUnit,
  type UnitSystem,
  type WindUnit,
} from '@/lib/units';
import type { DailyWeather } from '@/types/weather';

import type { NightPart } from './nightPart';

/** The visitor's units a sentence is written in. */
export interface NarrativeUnits {
  tempUnit: TemperatureUnit;
  windUnit: WindUnit;
  rainUnit: RainUnit;
  unitSystem: UnitSystem;
}

/** Below this chance (%) precipitation is not worth a mention, unless some is forecast. */
const MENTION_CHANCE = 20;
/** Less precipitation than this (mm) is "no measurable" precipitation. */
const MEASURABLE_MM = 0.2;
/** Gusts are mentioned when this much stronger (m/s) than the wind. */
const GUST_MARGIN_MS = 4;
/** Wind below this (m/s) is called light. */
const LIGHT_WIND_MS = 2.5;

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

function windSentence(
  speedMs: number | null,
  gustMs: number | null,
  directionDeg: number | null,
  units: NarrativeUnits,
): string | null {
  if (speedMs === null) return null;
  if (speedMs < LIGHT_WIND_MS) return 'Light winds.';
  const from = directionDeg === null ? '' : ` ${compassPoint(directionDeg)}`;
  const gusts =
    gustMs !== null && gustMs - speedMs >= GUST_MARGIN_MS
      ? `, gusts to ${formatWindSpeed(gustMs, units.windUnit)}`
      : '';
  return `Winds${from} up to ${formatWindSpeed(speedMs, units.windUnit)}${gusts}.`;
}

function precipitationSentence(
  chance: number | null,
  mm: number,
  snowCm: number | null,
  units: NarrativeUnits,
): string {
  const snowy = snowCm !== null && snowCm > 0 && snowCm * 10 >= mm * 0.5;
  const kind = snowy ? 'snow' : 'precipitation';
  const measurable = mm >= MEASURABLE_MM;
  if (!measurable && (chance === null || chance < MENTION_CHANCE)) {
    return 'No measurable precipitation expected.';
  }
  const odds =
    chance === null
      ? `${sentence(kind).slice(0, -1)} expected.`
      : `Chance of ${kind} ${Math.round(chance)}%.`;
  if (!measurable) return odds;
  if (snowy) {
    const snowUnit = units.unitSystem === 1 ? 1 : 2;
    const snowMm = (snowCm ?? 0) * 10;
    // Less snow than the unit's last shown decimal is no amount worth stating.
    return convertSnow(snowMm, snowUnit) < 0.05
      ? `${odds} Little or no accumulation.`
      : `${odds} Snowfall around ${formatSnow(snowMm, snowUnit)}.`;
  }
  return `${odds} Amounts around ${formatPrecipitation(mm, units.rainUnit)}.`;
}

/** A day's forecast in words, from the daily values, in the visitor's units. */
export function dayNarrative(day: DailyWeather, units: NarrativeUnits): string {
  return [
    sentence(day.condition.text),
    `High ${formatTemperature(day.temperatureHighC, units.tempUnit)}, low ${formatTemperature(day.temperatureLowC, units.tempUnit)}.`,
    windSentence(day.windSpeedMaxMs, day.windGustMaxMs, day.windDirectionDominantDeg, units),
    precipitationSentence(
      day.precipitationProbabilityPercent,
      day.precipitationMm,
      day.snowfallCm,
      units,
    ),
  ]
    .filter((s): s is string => s !== null)
    .join(' ');
}

/** A night's forecast in words, from the hourly forecast's night, in the visitor's units. */
export function nightNarrative(night: NightPart, units: NarrativeUnits): string {
  return [
    sentence(night.condition.text),
    `Low ${formatTemperature(night.temperatureLowC, units.tempUnit)}.`,
    windSentence(night.windSpeedMaxMs, null, night.windDirectionDeg, units),
    precipitationSentence(
      night.precipitationProbabilityPercent,
      night.precipitationMm,
      night.snowfallCm,
      units,
    ),
  ]
    .filter((s): s is string => s !== null)
    .join(' ');
}
