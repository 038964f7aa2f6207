/** Unit-system rules, defaults and the units API shape. */
import type { Units } from '@/types/location';

import type { PressureUnit, RainUnit, TemperatureUnit, UnitSystem, WindUnit } from './enums';

/** The unit system of a rain unit: inches gives english (1), anything else metric (2). */
export function unitSystemForRain(rainUnit: RainUnit): UnitSystem {
  return rainUnit === 1 ? 1 : 2;
}

/** Default units: Fahrenheit, mph, inches of mercury, inches of rain; english system. */
export const DEFAULT_UNITS: Readonly<Units> = Object.freeze({
  unitSystem: 1,
  tempUnit: 1,
  windUnit: 1,
  pressureUnit: 1,
  rainUnit: 1,
});

/** Units as the units API carries them; `unitval` is the rain unit (it decides the system). */
export interface ApiUnitValues {
  unitval: RainUnit;
  tempUnitVal: TemperatureUnit;
  windUnitVal: WindUnit;
  pressureUnitVal: PressureUnit;
}

const oneOf = (values: readonly number[], value: unknown): boolean =>
  typeof value === 'number' && values.includes(value);

/** True for units in the API shape whose every value is one of its enumeration's. */
export function isApiUnitValues(value: unknown): value is ApiUnitValues {
  if (typeof value !== 'object' || value === null) return false;
  const units = value as Record<string, unknown>;
  return (
    oneOf([1, 2, 3], units.unitval) &&
    oneOf([1, 2], units.tempUnitVal) &&
    oneOf([1, 2, 3, 4], units.windUnitVal) &&
    oneOf([1, 2], units.pressureUnitVal)
  );
}

/** The units of an API answer; the system follows the rain unit. */
export function unitsFromApi(api: ApiUnitValues): Units {
  return {
    unitSystem: unitSystemForRain(api.unitval),
    tempUnit: api.tempUnitVal,
    windUnit: api.windUnitVal,
    pressureUnit: api.pressureUnitVal,
    rainUnit: api.unitval,
  };
}

/** The API shape of units. */
export function unitsToApi(units: Units): ApiUnitValues {
  return {
    unitval: units.rainUnit,
    tempUnitVal: units.tempUnit,
    windUnitVal: units.windUnit,
    pressureUnitVal: units.pressureUnit,
  };
}
