import dynamic from 'next/dynamic';
import { useId } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/components/Button';
import { selectActiveLocation } from '@/features/location/locationSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/stations';

import { isSelectorOpenFor, stationSelectorCleared } from '../stationsSlice';
import { openStationSelector } from '../stationsThunks';
import styles from './ActiveStationChooser.module.css';

const t = translator('stations', messages);

// Loaded when first opened (with its map), not with every page.
const StationSelector = dynamic(() => import('./StationSelector').then((m) => m.StationSelector), {
  ssr: false,
});

/** The active location's station line with its chooser (for a place that is not a favourite too). */
export function ActiveStationChooser() {
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectActiveLocation);
  const open = useAppSelector((state) => isSelectorOpenFor(state, 'active'));
  const panelId = useId();
  if (!location) return null;
  const name = location.Locality.CityName;
  return (
    <>
      <p className={styles.line}>
        <span>
          {location.Station ? t('station', { name: location.Station.StationName }) : t('nearest')}
        </span>
        <Button
          variant="secondary"
          className={styles.choose}
          aria-label={t('chooseFor', { name })}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() =>
            open
              ? dispatch(stationSelectorCleared())
              : void dispatch(openStationSelector({ target: 'active' }))
          }
        >
          {t('choose')}
        </Button>
      </p>
      <StationSelector id={panelId} target="active" />
    </>
  );
}
