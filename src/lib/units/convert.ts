/**
 * Conversions from the metric base values the provider sends (°C, m/s, hPa, mm, m, km) to each
 * display unit. Unrounded; formatting rounds.
 */
import type {
  LongDistanceUnit,
  PressureUnit,
  RainUnit,
  ShortDistanceUnit,
  SnowUnit,
  TemperatureUnit,
  WindUnit,
} from './enums';

/** Millimetres per inch. */
export const MM_PER_INCH = 25.4;
/** Metres per mile (international mile). */
export const METERS_PER_MILE = 1609.344;
/** Metres per foot. */
export const METERS_PER_FOOT = 0.3048;
/** Metres per nautical mile. */
export const METERS_PER_NAUTICAL_MILE = 1852;
/** Hectopascals per inch of mercury (at 0 °C). */
export const HPA_PER_INHG = 33.8638866667;

/** °C to the temperature unit. */
export function convertTemperature(celsius: number, unit: TemperatureUnit): number {
  return unit === 1 ? (celsius * 9) / 5 + 32 : celsius;
}

/** m/s to the wind speed unit. */
export function convertWindSpeed(metersPerSecond: number, unit: WindUnit): number {
  switch (unit) {
    case 1:
      return (metersPerSecond * 3600) / METERS_PER_MILE;
    case 2:
      return metersPerSecond * 3.6;
    case 3:
      return (metersPerSecond * 3600) / METERS_PER_NAUTICAL_MILE;
    case 4:
      return metersPerSecond;
  }
}

/** hPa to the pressure unit (1 hPa = 1 mbar). */
export function convertPressure(hectopascals: number, unit: PressureUnit): number {
  return unit === 1 ? hectopascals / HPA_PER_INHG : hectopascals;
}

/** mm to the precipitation unit. */
export function convertPrecipitation(millimeters: number, unit: RainUnit): number {
  switch (unit) {
    case 1:
      return millimeters / MM_PER_INCH;
    case 2:
      return millimeters;
    case 3:
      return millimeters / 10;
  }
}

/** mm (snow depth) to the snow unit. */
export function convertSnow(millimeters: number, unit: SnowUnit): number {
  return unit === 1 ? millimeters / MM_PER_INCH : millimeters / 10;
}

/** m to the short distance unit. */
export function convertShortDistance(meters: number, unit: ShortDistanceUnit): number {
  return unit === 1 ? meters / METERS_PER_FOOT : meters;
}

/** km to the long distance unit. */
export function convertLongDistance(kilometers: number, unit: LongDistanceUnit): number {
  return unit === 1 ? (kilometers * 1000) / METERS_PER_MILE : kilometers;
}
