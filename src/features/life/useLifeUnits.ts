import { useAppSelector } from '@/store/hooks';
import {
  selectRainUnit,
  selectTempUnit,
  selectUnitSystem,
  selectWindUnit,
} from '@/features/units/unitsSlice';
import {
  formatLongDistance,
  formatVisibility,
  formatPrecipitation,
  formatSnow,
  formatTemperature,
  formatWindSpeed,
  type LongDistanceUnit,
  type Reading,
  type SnowUnit,
  type TemperatureUnit,
} from '@/lib/units';

/** Kilometres per statute mile. */
const KM_PER_MILE = 1.609344;

/** A temperature difference (°C) in the unit, signed and whole: `+14°F`, `-8°C`. */
export function formatTemperatureChange(changeC: number, unit: TemperatureUnit): string {
  const value = Math.round(unit === 1 ? (changeC * 9) / 5 : changeC);
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${unit === 1 ? '°F' : '°C'}`;
}

/**
 * The visitor's units as formatters of metric values: every value on the life pages goes
 * through these, so changing units in Settings converts them all. Snow and distance follow the
 * unit system (inches and miles, or centimetres and kilometres).
 */
export function useLifeUnits() {
  const tempUnit = useAppSelector(selectTempUnit);
  const windUnit = useAppSelector(selectWindUnit);
  const rainUnit = useAppSelector(selectRainUnit);
  const system: SnowUnit & LongDistanceUnit = useAppSelector(selectUnitSystem) === 1 ? 1 : 2;
  return {
    temperature: (celsius: Reading) => formatTemperature(celsius, tempUnit),
    temperatureChange: (changeC: number) => formatTemperatureChange(changeC, tempUnit),
    wind: (metersPerSecond: Reading) => formatWindSpeed(metersPerSecond, windUnit),
    precipitation: (millimeters: Reading) => formatPrecipitation(millimeters, rainUnit),
    /** Snow in cm (as the payloads carry it). */
    snow: (centimeters: Reading) =>
      formatSnow(typeof centimeters === 'number' ? centimeters * 10 : centimeters, system),
    /** Visibility in km (whole from 10 on). */
    visibility: (kilometers: Reading) => formatVisibility(kilometers, system),
    distanceMiles: (miles: Reading) =>
      formatLongDistance(typeof miles === 'number' ? miles * KM_PER_MILE : miles, system),
  };
}

/** The formatters of `useLifeUnits`. */
export type LifeUnits = ReturnType<typeof useLifeUnits>;
