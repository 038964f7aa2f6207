import dynamic from 'next/dynamic';
import { useId, useRef } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/components/Button';
import { selectActiveLocation } from '@/features/location/locationSlice';
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

/** The active location's station line with its chooser (for a place that is not a favourite too). */
export function ActiveStationChooser() {
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
        <span>
          {location.Station ? t('station', { name: location.Station.StationName }) : t('nearest')}
        </span>
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
