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
  /** Saves the choice; resolves to whether it was saved (the list closes when it was). */
  onChoose: (index: number, station: Station) => Promise<boolean>;
}) {
  const name = useId();
  const hintId = useId();
  const unitSystem = useAppSelector(selectUnitSystem);
  const [selected, setSelected] = useState(checkedIndex);
  // Set by an arrow key's keydown until its own events are done: the click and change it causes
  // move the selection only.
  const arrowing = useRef(false);
  // A save on its way: nothing else is chosen until it settles (Enter then Tab, a double press).
  const saving = useRef(false);

  const choose = (index: number) => {
    const station = stations[index];
    if (!station || saving.current) return;
    saving.current = true;
    void onChoose(index, station).then((saved) => {
      saving.current = false;
      // Not saved: the list stays open on the station in force, with the error above it.
      if (!saved) setSelected(checkedIndex);
    });
  };
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (ARROWS.has(event.key)) {
      arrowing.current = true;
      setTimeout(() => {
        arrowing.current = false;
      }, 0);
    } else if (event.key === 'Enter' || event.key === ' ') {
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
            onChange={() => setSelected(index)}
            // A click chooses, also on the station the arrow keys moved to (no change then).
            onClick={() => {
              if (!arrowing.current && index !== checkedIndex) choose(index);
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
