import { useAppSelector } from '@/store/hooks';
import {
  selectPressureUnit,
  selectRainUnit,
  selectTempUnit,
  selectUnitSystem,
  selectWindUnit,
} from '@/features/units/unitsSlice';
import type { LongDistanceUnit, PressureUnit } from '@/lib/units';

import type { NarrativeUnits } from '../lib/narrative';

/** The visitor's units, as every forecast section shows its values. */
export interface ForecastUnits extends NarrativeUnits {
  pressureUnit: PressureUnit;
  distanceUnit: LongDistanceUnit;
}

/** The visitor's units from the store (a change in Settings re-renders every value). */
export function useForecastUnits(): ForecastUnits {
  const tempUnit = useAppSelector(selectTempUnit);
  const windUnit = useAppSelector(selectWindUnit);
  const pressureUnit = useAppSelector(selectPressureUnit);
  const rainUnit = useAppSelector(selectRainUnit);
  const unitSystem = useAppSelector(selectUnitSystem);
  return {
    tempUnit,
    windUnit,
    pressureUnit,
    rainUnit,
    unitSystem,
    distanceUnit: unitSystem === 1 ? 1 : 2,
  };
}
