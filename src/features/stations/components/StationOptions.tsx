import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectUnitSystem } from '@/features/units/unitsSlice';
import { stationColor } from '@/lib/maps/stationFeatures';
import { formatStationDistance } from '@/lib/units/distance';
import type { Station } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/stations';

import styles from './StationOptions.module.css';

const t = translator('stations', messages);

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The station list as the radio group "Weather station"; the numbers match the map's circles.
 * Each distance is in the visitor's unit system (miles, or kilometres for metric visitors).
 * A click on a station chooses it. The arrow keys only move the selection, as in any radio group
 * (each choice is saved and closes the list, so choosing at every key press would let a keyboard
 * visitor go one station at a time); Enter or Space chooses the selected station, and so does
 * leaving the group with Tab after moving.
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
  const hintId = useId();
  const unitSystem = useAppSelector(selectUnitSystem);
  const [selected, setSelected] = useState(checkedIndex);
  // Set by an arrow key's keydown: the change event it causes moves the selection only.
  const arrowing = useRef(false);

  const choose = (index: number) => {
    const station = stations[index];
    if (station) onChoose(index, station);
  };
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (ARROWS.has(event.key)) arrowing.current = true;
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(selected);
    }
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const staysInside = group.current?.contains(event.relatedTarget as Node | null) ?? false;
    if (!staysInside && selected !== checkedIndex) choose(selected);
  };

  return (
    <div
      ref={group}
      className={styles.group}
      role="radiogroup"
      aria-label={t('groupLabel')}
      aria-describedby={hintId}
    >
      <p id={hintId} className="visually-hidden">
        {t('keyboardHint')}
      </p>
      {stations.map((station, index) => (
        <label className={styles.option} key={`${station.StationId}${index}`}>
          <input
            type="radio"
            name={name}
            value={station.StationId}
            checked={index === selected}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            onChange={() => {
              setSelected(index);
              if (arrowing.current) arrowing.current = false;
              else choose(index);
            }}
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
