/** Unit enumerations: numeric values, with the symbols the site shows. */
import type {
  PressureUnit,
  RainUnit,
  TemperatureUnit,
  UnitSystem,
  WindUnit,
} from '@/types/location';

export type { PressureUnit, RainUnit, TemperatureUnit, UnitSystem, WindUnit };

/** Snow depth unit: inches=1, centimeters=2. */
export type SnowUnit = 1 | 2;
/** Short distance unit: feet=1, meters=2. */
export type ShortDistanceUnit = 1 | 2;
/** Long distance unit: miles=1, kilometers=2. */
export type LongDistanceUnit = 1 | 2;

/** Unit systems. */
export const UnitSystems = { english: 1, metric: 2 } as const satisfies Record<string, UnitSystem>;
/** Temperature units. */
export const TemperatureUnits = { fahrenheit: 1, celsius: 2 } as const satisfies Record<
  string,
  TemperatureUnit
>;
/** Precipitation (rain) units. */
export const PrecipitationUnits = {
  inches: 1,
  millimeters: 2,
  centimeters: 3,
} as const satisfies Record<string, RainUnit>;
/** Snow units. */
export const SnowUnits = { inches: 1, centimeters: 2 } as const satisfies Record<string, SnowUnit>;
/** Short distance units. */
export const ShortDistanceUnits = { feet: 1, meters: 2 } as const satisfies Record<
  string,
  ShortDistanceUnit
>;
/** Wind speed units. */
export const WindSpeedUnits = { mph: 1, kph: 2, knots: 3, mps: 4 } as const satisfies Record<
  string,
  WindUnit
>;
/** Pressure units. */
export const PressureUnits = { inches: 1, millibars: 2 } as const satisfies Record<
  string,
  PressureUnit
>;
/** Long distance units. */
export const LongDistanceUnits = { miles: 1, kilometers: 2 } as const satisfies Record<
  string,
  LongDistanceUnit
>;

/** Temperature symbols. */
export const temperatureSymbols: Record<TemperatureUnit, string> = { 1: '°F', 2: '°C' };
/** Precipitation symbols. */
export const precipitationSymbols: Record<RainUnit, string> = { 1: 'in', 2: 'mm', 3: 'cm' };
/** Snow symbols. */
export const snowSymbols: Record<SnowUnit, string> = { 1: 'in', 2: 'cm' };
/** Short distance symbols. */
export const shortDistanceSymbols: Record<ShortDistanceUnit, string> = { 1: 'ft', 2: 'm' };
/** Wind speed symbols (kph is shown as km/h). */
export const windSpeedSymbols: Record<WindUnit, string> = {
  1: 'mph',
  2: 'km/h',
  3: 'knots',
  4: 'm/s',
};
/** Pressure symbols. */
export const pressureSymbols: Record<PressureUnit, string> = { 1: 'inHg', 2: 'mbar' };
/** Long distance symbols. */
export const longDistanceSymbols: Record<LongDistanceUnit, string> = { 1: 'mi', 2: 'km' };

/** One choice of a unit picker: its value, a spoken label and its symbol. */
export interface UnitOption<T extends number> {
  value: T;
  label: string;
  symbol: string;
}

/** Temperature choices, in enumeration order. */
export const temperatureOptions: readonly UnitOption<TemperatureUnit>[] = [
  { value: 1, label: 'Fahrenheit', symbol: temperatureSymbols[1] },
  { value: 2, label: 'Celsius', symbol: temperatureSymbols[2] },
];
/** Wind speed choices, in enumeration order. */
export const windSpeedOptions: readonly UnitOption<WindUnit>[] = [
  { value: 1, label: 'Miles per hour', symbol: windSpeedSymbols[1] },
  { value: 2, label: 'Kilometres per hour', symbol: windSpeedSymbols[2] },
  { value: 3, label: 'Knots', symbol: windSpeedSymbols[3] },
  { value: 4, label: 'Metres per second', symbol: windSpeedSymbols[4] },
];
/** Pressure choices, in enumeration order. */
export const pressureOptions: readonly UnitOption<PressureUnit>[] = [
  { value: 1, label: 'Inches of mercury', symbol: pressureSymbols[1] },
  { value: 2, label: 'Millibars', symbol: pressureSymbols[2] },
];
/** Rain choices, in enumeration order. */
export const precipitationOptions: readonly UnitOption<RainUnit>[] = [
  { value: 1, label: 'Inches', symbol: precipitationSymbols[1] },
  { value: 2, label: 'Millimetres', symbol: precipitationSymbols[2] },
  { value: 3, label: 'Centimetres', symbol: precipitationSymbols[3] },
];

/** True for a valid temperature unit. */
export const isTemperatureUnit = (v: unknown): v is TemperatureUnit => v === 1 || v === 2;
/** True for a valid wind speed unit. */
export const isWindUnit = (v: unknown): v is WindUnit => v === 1 || v === 2 || v === 3 || v === 4;
/** True for a valid pressure unit. */
export const isPressureUnit = (v: unknown): v is PressureUnit => v === 1 || v === 2;
/** True for a valid rain unit. */
export const isRainUnit = (v: unknown): v is RainUnit => v === 1 || v === 2 || v === 3;
/** True for a valid unit system. */
export const isUnitSystem = (v: unknown): v is UnitSystem => v === 1 || v === 2;
