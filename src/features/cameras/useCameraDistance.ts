import { useAppSelector } from '@/store/hooks';
import { selectUnitSystem } from '@/features/units/unitsSlice';
import { convertLongDistance, longDistanceUnitFor } from '@/lib/units';
import type { CameraSummary } from '@/types/cameras';

import { t } from './i18n';

/** `6 km NW` (or miles for a visitor on English units): from the place to the camera. */
export function useCameraDistance(): (
  camera: Pick<CameraSummary, 'distanceKm' | 'direction'>,
) => string {
  const unit = longDistanceUnitFor(useAppSelector(selectUnitSystem));
  return (camera) => {
    const value = convertLongDistance(camera.distanceKm, unit);
    const shown = value < 1 ? '<1' : String(Math.round(value));
    return t('distance', {
      distance: `${shown} ${unit === 1 ? 'mi' : 'km'}`,
      direction: camera.direction,
    });
  };
}
