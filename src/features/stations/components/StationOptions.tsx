import { useId } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectUnitSystem } from '@/features/units/unitsSlice';
import { stationColor } from '@/lib/maps/stationFeatures';
import { formatStationDistance } from '@/lib/units/distance';
import type { Station } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/stations';

import styles from './StationOptions.module.css';

const t = translator('stations', messages);

/**
 * The station list as the radio group "Weather station"; the numbers match the map's circles.
 * Each distance is in the visitor's unit system (miles, or kilometres for metric visitors).
 */
export function StationOptions({
  stations,
  checkedIndex,
  onChoose,
}: {
  stations: readonly Station[];
  checkedIndex: number;
  onChoose: (index: number, station: Station) => void;
}) {
  const name = useId();
  const unitSystem = useAppSelector(selectUnitSystem);
  return (
    <div className={styles.group} role="radiogroup" aria-label={t('groupLabel')}>
      {stations.map((station, index) => (
        <label className={styles.option} key={`${station.StationId}${index}`}>
          <input
            type="radio"
            name={name}
            value={station.StationId}
            checked={index === checkedIndex}
            onChange={() => onChoose(index, station)}
          />
          {/* The map's colour for the station (set from the browser: the selector is client-only). */}
          <span
            className={styles.number}
            aria-hidden="true"
            style={{ backgroundColor: stationColor(station) }}
          >
            {index + 1}
          </span>
          {t('option', {
            name: station.StationName,
            distance: formatStationDistance(station.Distance, unitSystem),
          })}
        </label>
      ))}
    </div>
  );
}
