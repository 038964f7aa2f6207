/**
 * Cold & flu risk derived from the weather (not observed, not a health statement).
 *
 * Respiratory viruses, influenza above all, spread more easily in dry, cold air and when the
 * weather swings sharply: low absolute humidity keeps the virus stable in the air (Shaman &
 * Kohn, PNAS 2009), cold drives people indoors, and big swings from one day to the next strain
 * the airways. Each day scores points for three factors:
 *
 * | Factor                                        | 1 point  | 2 points | 3 points |
 * | --------------------------------------------- | -------- | -------- | -------- |
 * | Cold: mean of the day's high and low          | < 10 °C  | < 5 °C   | < 0 °C   |
 * | Dry air: mean absolute humidity of its hours  | < 9 g/m³ | < 7 g/m³ | < 5 g/m³ |
 * | Swing: change of the high or low from the day before | ≥ 5 °C | ≥ 8 °C |    |
 *
 * Levels by total: 0–2 Low, 3–4 Moderate, 5–6 High, 7–8 Very High. Absolute humidity needs the
 * hourly forecast (temperature and dew point), so days beyond it score cold and swing only and
 * say so; today has no day before in the forecast, so it scores no swing.
 */
import type { DailyWeather } from '@/types/weather';

import type { HumidityHour } from '../lib/humidityHours';

/** Risk levels, lowest first. */
export const COLD_FLU_LEVELS = ['Low', 'Moderate', 'High', 'Very High'] as const;
export type ColdFluLevel = (typeof COLD_FLU_LEVELS)[number];

/** One reason a day's risk is raised; values metric, formatted by the page in the visitor's units. */
export type ColdFluFactor =
  | { kind: 'cold'; points: number; meanC: number }
  | { kind: 'dry-air'; points: number; absoluteHumidityGM3: number }
  | { kind: 'swing'; points: number; changeC: number };

/** The risk of one local day. */
export interface ColdFluDay {
  date: string;
  score: number;
  level: ColdFluLevel;
  /** The factors that added points, largest first. */
  factors: ColdFluFactor[];
  /** Mean absolute humidity (g/m³) of the day's forecast hours; null beyond the hourly forecast. */
  absoluteHumidityGM3: number | null;
}

/** Saturation vapour pressure (hPa) at a temperature (°C), Magnus formula (Bolton 1980). */
export function vapourPressureHpa(temperatureC: number): number {
  return 6.112 * Math.exp((17.67 * temperatureC) / (temperatureC + 243.5));
}

/**
 * Absolute humidity (g of water per m³ of air) from the air temperature and the dew point: the
 * actual vapour pressure is the saturation pressure at the dew point; ideal gas law for water
 * vapour (216.7 = 100 Pa/hPa ÷ 461.5 J/(kg·K) × 1000 g/kg).
 */
export function absoluteHumidity(temperatureC: number, dewPointC: number): number {
  return (216.7 * vapourPressureHpa(dewPointC)) / (temperatureC + 273.15);
}

/** Points of the day's mean temperature (°C). */
export function coldPoints(meanC: number): number {
  if (meanC < 0) return 3;
  if (meanC < 5) return 2;
  if (meanC < 10) return 1;
  return 0;
}

/** Points of the day's mean absolute humidity (g/m³). */
export function dryAirPoints(absoluteHumidityGM3: number): number {
  if (absoluteHumidityGM3 < 5) return 3;
  if (absoluteHumidityGM3 < 7) return 2;
  if (absoluteHumidityGM3 < 9) return 1;
  return 0;
}

/** Points of the largest change (°C, either sign) of the high or the low from the day before. */
export function swingPoints(changeC: number): number {
  const size = Math.abs(changeC);
  if (size >= 8) return 2;
  if (size >= 5) return 1;
  return 0;
}

/** The level of a total score. */
export function coldFluLevel(score: number): ColdFluLevel {
  if (score >= 7) return 'Very High';
  if (score >= 5) return 'High';
  if (score >= 3) return 'Moderate';
  return 'Low';
}

/** Mean absolute humidity of each local date's hours. */
function humidityByDate(hours: readonly HumidityHour[]): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const hour of hours) {
    const date = hour.time.slice(0, 10);
    const sum = sums.get(date) ?? { total: 0, count: 0 };
    sum.total += absoluteHumidity(hour.temperatureC, hour.dewPointC);
    sum.count += 1;
    sums.set(date, sum);
  }
  return new Map([...sums].map(([date, { total, count }]) => [date, total / count]));
}

/**
 * The cold & flu risk of each day of the daily forecast, using the hourly forecast for the
 * humidity of the days it covers.
 */
export function coldFluOutlook(
  days: readonly DailyWeather[],
  hours: readonly HumidityHour[],
): ColdFluDay[] {
  const humidity = humidityByDate(hours);
  return days.map((day, i) => {
    const factors: ColdFluFactor[] = [];
    const meanC = (day.temperatureHighC + day.temperatureLowC) / 2;
    // Scored on the mean in whole degrees, as the page shows it: a mean shown as 10 °C (50 °F)
    // is not "below 10 °C".
    const cold = coldPoints(Math.round(meanC));
    if (cold > 0) factors.push({ kind: 'cold', points: cold, meanC });
    const absoluteHumidityGM3 = humidity.get(day.date) ?? null;
    if (absoluteHumidityGM3 !== null) {
      const dry = dryAirPoints(absoluteHumidityGM3);
      if (dry > 0) factors.push({ kind: 'dry-air', points: dry, absoluteHumidityGM3 });
    }
    const before = i > 0 ? days[i - 1] : undefined;
    if (before) {
      const highChange = day.temperatureHighC - before.temperatureHighC;
      const lowChange = day.temperatureLowC - before.temperatureLowC;
      const changeC = Math.abs(highChange) >= Math.abs(lowChange) ? highChange : lowChange;
      const swing = swingPoints(changeC);
      if (swing > 0) factors.push({ kind: 'swing', points: swing, changeC });
    }
    factors.sort((a, b) => b.points - a.points);
    const score = factors.reduce((total, f) => total + f.points, 0);
    return { date: day.date, score, level: coldFluLevel(score), factors, absoluteHumidityGM3 };
  });
}
