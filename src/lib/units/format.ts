/** Formatters: a metric base value in, a rounded value with its unit symbol out. */
import {
  convertLongDistance,
  convertPrecipitation,
  convertPressure,
  convertShortDistance,
  convertSnow,
  convertTemperature,
  convertWindSpeed,
} from './convert';
import {
  longDistanceSymbols,
  precipitationSymbols,
  pressureSymbols,
  shortDistanceSymbols,
  snowSymbols,
  temperatureSymbols,
  windSpeedSymbols,
  type LongDistanceUnit,
  type PressureUnit,
  type RainUnit,
  type ShortDistanceUnit,
  type SnowUnit,
  type TemperatureUnit,
  type WindUnit,
} from './enums';

/** What a formatter shows in place of a missing value. */
export const MISSING_VALUE = '--';

/** A value that may be absent (the provider omits readings it does not have). */
export type Reading = number | null | undefined;

/** Rounds to `decimals` places, half away from zero, and never yields -0. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Rounds and prints with exactly `decimals` places. */
export function fixed(value: number, decimals: number): string {
  return roundTo(value, decimals).toFixed(decimals);
}

/**
 * A whole number with en-US thousands separators (`12,345`), rounded as `roundTo` rounds. Not
 * `toLocaleString`: the first number format a page makes loads the browser's number-formatting
 * data, 65–110 ms of a throttled phone's main thread (CPU 4×) while the page starts.
 */
export function groupedInteger(value: number): string {
  const whole = roundTo(value, 0);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}

const isPresent = (v: Reading): v is number => typeof v === 'number' && Number.isFinite(v);

/** °C as the unit, whole degrees, symbol attached: `70°F`. */
export function formatTemperature(celsius: Reading, unit: TemperatureUnit): string {
  const value = isPresent(celsius) ? fixed(convertTemperature(celsius, unit), 0) : MISSING_VALUE;
  return `${value}${temperatureSymbols[unit]}`;
}

/** m/s as the unit: whole mph, km/h and knots; m/s to one decimal. `12 mph`, `5.0 m/s`. */
export function formatWindSpeed(metersPerSecond: Reading, unit: WindUnit): string {
  const value = isPresent(metersPerSecond)
    ? unit === 4
      ? fixed(metersPerSecond, 1)
      : fixed(convertWindSpeed(metersPerSecond, unit), 0)
    : MISSING_VALUE;
  return `${value} ${windSpeedSymbols[unit]}`;
}

/** hPa as the unit: inHg to two decimals, mbar whole. `30.05 inHg`, `1017 mbar`. */
export function formatPressure(hectopascals: Reading, unit: PressureUnit): string {
  const value = isPresent(hectopascals)
    ? fixed(convertPressure(hectopascals, unit), unit === 1 ? 2 : 0)
    : MISSING_VALUE;
  return `${value} ${pressureSymbols[unit]}`;
}

/**
 * mm of rain as the unit: in to two decimals, mm and cm to one. `0.12 in`. A trace, less than the
 * smallest amount shown, reads `<0.01 in` (not `0.00 in` beside the drizzle it belongs to).
 */
export function formatPrecipitation(millimeters: Reading, unit: RainUnit): string {
  if (!isPresent(millimeters)) return `${MISSING_VALUE} ${precipitationSymbols[unit]}`;
  const decimals = unit === 1 ? 2 : 1;
  const value = fixed(convertPrecipitation(millimeters, unit), decimals);
  const trace = millimeters > 0 && Number(value) === 0;
  return trace
    ? `<${fixed(10 ** -decimals, decimals)} ${precipitationSymbols[unit]}`
    : `${value} ${precipitationSymbols[unit]}`;
}

/** mm of snow as the unit, one decimal. `2.5 in`. */
export function formatSnow(millimeters: Reading, unit: SnowUnit): string {
  const value = isPresent(millimeters) ? fixed(convertSnow(millimeters, unit), 1) : MISSING_VALUE;
  return `${value} ${snowSymbols[unit]}`;
}

/** m as feet or metres, whole. `1250 ft`. */
export function formatShortDistance(meters: Reading, unit: ShortDistanceUnit): string {
  const value = isPresent(meters) ? fixed(convertShortDistance(meters, unit), 0) : MISSING_VALUE;
  return `${value} ${shortDistanceSymbols[unit]}`;
}

/**
 * Visibility (km) as miles or kilometres, as forecasts give it: whole from 10 on, below that to
 * one decimal at most. `10 mi`, `2.5 mi`, `2 km`.
 */
export function formatVisibility(kilometers: Reading, unit: LongDistanceUnit): string {
  if (!isPresent(kilometers)) return `${MISSING_VALUE} ${longDistanceSymbols[unit]}`;
  const converted = convertLongDistance(kilometers, unit);
  const value = String(roundTo(converted, converted < 9.95 ? 1 : 0));
  return `${value} ${longDistanceSymbols[unit]}`;
}

/**
 * km as miles or kilometres, one decimal below 100, so a list of nearby distances reads alike
 * (`6.2 mi`, `6.0 km`); from 100 on whole and grouped, as far distances are read (`1,251 mi`).
 */
export function formatLongDistance(kilometers: Reading, unit: LongDistanceUnit): string {
  if (!isPresent(kilometers)) return `${MISSING_VALUE} ${longDistanceSymbols[unit]}`;
  const converted = convertLongDistance(kilometers, unit);
  const value = roundTo(converted, 1) < 100 ? fixed(converted, 1) : groupedInteger(converted);
  return `${value} ${longDistanceSymbols[unit]}`;
}
