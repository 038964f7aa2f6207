import dynamic from 'next/dynamic';
import { useId, useRef } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/components/Button';
import { selectActiveLocation } from '@/features/location/locationSlice';
import type { ConditionsStation, Location } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/stations';

import { isSameTarget, isSelectorOpenFor, stationSelectorCleared } from '../stationsSlice';
import { openStationSelector } from '../stationsThunks';
import styles from './ActiveStationChooser.module.css';

const t = translator('stations', messages);

/** The selector's code (its list and map): loaded when the chooser is first wanted. */
const loadSelector = () => import('./StationSelector');

// Mounted only while open (or showing its error), so its code loads with the first opening, not
// with every page: until it has arrived the panel says that the stations are loading.
const StationSelector = dynamic(() => loadSelector().then((m) => m.StationSelector), {
  ssr: false,
  loading: () => (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  ),
});

/**
 * The station line: the chosen station, else what the page knows of where its current conditions
 * come from (the nearest station by name, none nearby, the stations unknown), else the nearest in
 * general.
 */
function stationLine(location: Location, conditions: ConditionsStation | undefined): string {
  if (location.Station) return t('station', { name: location.Station.StationName });
  switch (conditions?.kind) {
    case 'nearest':
      return t('nearestNamed', { name: conditions.name });
    case 'none':
      return t('none');
    case 'unknown':
      return t('unknown');
    default:
      // Not told (a chosen station is the location's own, above): the default station.
      return t('nearest');
  }
}

/**
 * The active location's station line with its chooser (for a place that is not a favourite too).
 * `conditions`: where the page's current conditions come from, for the active place.
 */
export function ActiveStationChooser({ conditions }: { conditions?: ConditionsStation } = {}) {
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectActiveLocation);
  const open = useAppSelector((state) => isSelectorOpenFor(state, 'active'));
  const hasError = useAppSelector((state) => isSameTarget(state.stations.errorTarget, 'active'));
  const panelId = useId();
  const chooseButton = useRef<HTMLButtonElement>(null);
  if (!location) return null;
  const name = location.Locality.CityName;
  return (
    <>
      <p className={styles.line}>
        <span>{stationLine(location, conditions)}</span>
        <Button
          ref={chooseButton}
          variant="secondary"
          className={styles.choose}
          aria-label={t('chooseFor', { name })}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          // A pointer over the button or focus on it starts loading the selector's code, so it is
          // there, or on its way, by the click.
          onPointerEnter={() => void loadSelector()}
          onFocus={() => void loadSelector()}
          onClick={() =>
            open
              ? dispatch(stationSelectorCleared())
              : void dispatch(openStationSelector({ target: 'active' }))
          }
        >
          {t('choose')}
        </Button>
      </p>
      {(open || hasError) && (
        // A choice closes the list that had focus: focus goes back to "Choose station".
        <StationSelector
          id={panelId}
          target="active"
          onChosen={() => chooseButton.current?.focus()}
        />
      )}
    </>
  );
}
