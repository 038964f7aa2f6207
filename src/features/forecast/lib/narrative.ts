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
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

import type { DaytimePart, NightPart } from './dayParts';

const t = translator('forecast', messages);

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
  if (speedMs < LIGHT_WIND_MS) return t('narrative.lightWinds');
  const from = directionDeg === null ? '' : ` ${compassPoint(directionDeg)}`;
  const gusts =
    gustMs !== null && gustMs - speedMs >= GUST_MARGIN_MS
      ? t('narrative.gusts', { speed: formatWindSpeed(gustMs, units.windUnit) })
      : '';
  return t('narrative.winds', { from, speed: formatWindSpeed(speedMs, units.windUnit), gusts });
}

function precipitationSentence(
  chance: number | null,
  mm: number,
  snowCm: number | null,
  units: NarrativeUnits,
): string {
  const snowy = snowCm !== null && snowCm > 0 && snowCm * 10 >= mm * 0.5;
  const measurable = mm >= MEASURABLE_MM;
  if (!measurable && (chance === null || chance < MENTION_CHANCE)) {
    return t('narrative.noPrecipitation');
  }
  const odds =
    chance === null
      ? t(snowy ? 'narrative.snowExpected' : 'narrative.precipitationExpected')
      : t(snowy ? 'narrative.chanceOfSnow' : 'narrative.chanceOfPrecipitation', {
          chance: Math.round(chance),
        });
  if (!measurable) return odds;
  if (snowy) {
    const snowUnit = units.unitSystem === 1 ? 1 : 2;
    const snowMm = (snowCm ?? 0) * 10;
    // Less snow than the unit's last shown decimal is no amount worth stating.
    return convertSnow(snowMm, snowUnit) < 0.05
      ? t('narrative.littleSnow', { odds })
      : t('narrative.snowfall', { odds, amount: formatSnow(snowMm, snowUnit) });
  }
  return t('narrative.amounts', { odds, amount: formatPrecipitation(mm, units.rainUnit) });
}

/** The fields of a day its narrative reads. */
export type NarrativeDay = Pick<
  DailyWeather,
  | 'condition'
  | 'temperatureHighC'
  | 'temperatureLowC'
  | 'precipitationProbabilityPercent'
  | 'precipitationMm'
  | 'snowfallCm'
  | 'windSpeedMaxMs'
  | 'windGustMaxMs'
  | 'windDirectionDominantDeg'
>;

/** A part of a forecast in words: its sky, one temperature sentence, the wind, what may fall. */
function partNarrative(
  part: {
    condition: { text: string };
    precipitationProbabilityPercent: number | null;
    precipitationMm: number;
    snowfallCm: number | null;
  },
  temperature: string,
  wind: string | null,
  units: NarrativeUnits,
): string {
  return [
    sentence(part.condition.text),
    temperature,
    wind,
    precipitationSentence(
      part.precipitationProbabilityPercent,
      part.precipitationMm,
      part.snowfallCm,
      units,
    ),
  ]
    .filter((s): s is string => s !== null)
    .join(' ');
}

/** A day's forecast in words, from the daily values, in the visitor's units. */
export function dayNarrative(day: NarrativeDay, units: NarrativeUnits): string {
  return partNarrative(
    day,
    t('narrative.highLow', {
      high: formatTemperature(day.temperatureHighC, units.tempUnit),
      low: formatTemperature(day.temperatureLowC, units.tempUnit),
    }),
    windSentence(day.windSpeedMaxMs, day.windGustMaxMs, day.windDirectionDominantDeg, units),
    units,
  );
}

/** A daytime's forecast in words, from the hourly forecast's 06:00 to 18:00, in the visitor's units. */
export function daytimeNarrative(day: DaytimePart, units: NarrativeUnits): string {
  return partNarrative(
    day,
    t('narrative.high', { high: formatTemperature(day.temperatureHighC, units.tempUnit) }),
    windSentence(day.windSpeedMaxMs, day.windGustMaxMs, day.windDirectionDeg, units),
    units,
  );
}

/** A night's forecast in words, from the hourly forecast's night, in the visitor's units. */
export function nightNarrative(night: NightPart, units: NarrativeUnits): string {
  return partNarrative(
    night,
    t('narrative.low', { low: formatTemperature(night.temperatureLowC, units.tempUnit) }),
    windSentence(night.windSpeedMaxMs, null, night.windDirectionDeg, units),
    units,
  );
}
