import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUnitSystem } from '@/features/units/unitsSlice';
import { Button } from '@/components/Button';
import { formatStationDistance } from '@/lib/units/distance';
import { DEFAULT_STATION_RADIUS } from '@/lib/web2';
import type { Location, Station } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/stations';

import {
  chooseStation,
  isSameTarget,
  isSelectorOpenFor,
  resolveTarget,
  selectStations,
  selectStationsError,
  selectStationsStatus,
  type StationTarget,
} from '../stationsSlice';
import { StationMap } from './StationMap';
import styles from './StationSelector.module.css';
import { StationOptions } from './StationOptions';

const t = translator('stations', messages);

/** How many stations the selector lists before "Show all" (the default count is '3'). */
export const DEFAULT_STATION_COUNT = Number('3');

/**
 * The station to show checked: the one the location's current conditions are read at, as the
 * server reads them. That is its chosen station, else its default one (the nearest) when within the
 * station search radius; else none (-1): the conditions are then the place's own, and the stations
 * listed (the provider lists the nearest however far) are only offered.
 */
export function checkedStationIndex(
  stations: readonly Station[],
  location: Location | null,
): number {
  const chosen = location?.Station?.StationId;
  const byChoice = chosen ? stations.findIndex((s) => s.StationId === chosen) : -1;
  if (byChoice !== -1) return byChoice;
  const route = location?.DefaultStationRouteString;
  if (!route) return -1;
  return stations.findIndex((s) => s.RouteString === route && s.Distance <= DEFAULT_STATION_RADIUS);
}

/**
 * The station selector of a favourite or of the active location: its messages, the stations
 * as radio buttons (choosing one saves it) and their map. Renders nothing while closed,
 * except an error about this location.
 */
export function StationSelector({
  id,
  target,
  onChosen,
}: {
  id?: string;
  target: StationTarget;
  onChosen?: () => void;
}) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => isSelectorOpenFor(state, target));
  const hasError = useAppSelector((state) => isSameTarget(state.stations.errorTarget, target));
  const error = useAppSelector(selectStationsError);
  const status = useAppSelector(selectStationsStatus);
  const stations = useAppSelector(selectStations);
  const location = useAppSelector((state) => resolveTarget(state, target)?.location ?? null);
  const unitSystem = useAppSelector(selectUnitSystem);
  const [showAll, setShowAll] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // "Show all" goes when pressed: focus moves to the first station it revealed, not to the page.
  const revealedFrom = useRef<number | null>(null);
  useEffect(() => {
    if (!showAll || revealedFrom.current === null) return;
    panel.current
      ?.querySelectorAll<HTMLInputElement>('input[type="radio"]')
      [revealedFrom.current]?.focus();
    revealedFrom.current = null;
  }, [showAll]);
  if (!open && !hasError) return null;

  const checked = checkedStationIndex(stations, location);
  // The first DEFAULT_STATION_COUNT stations (and the chosen one) until the visitor asks for all.
  const shownCount = showAll ? stations.length : Math.max(DEFAULT_STATION_COUNT, checked + 1);
  const shown = stations.slice(0, shownCount);
  const choose = async (index: number, station: Station) => {
    const result = await dispatch(chooseStation({ target, index, station }));
    const saved = chooseStation.fulfilled.match(result);
    if (saved) onChosen?.();
    return saved;
  };

  return (
    <div className={styles.panel} id={id} ref={panel}>
      {hasError && error && (
        <p className={clsx(styles.note, styles.error)} role="alert">
          {error}
        </p>
      )}
      {open && status === 'loading' && (
        <p className={styles.note} role="status">
          {t('loading')}
        </p>
      )}
      {open && status === 'succeeded' && stations.length === 0 && (
        <p className={styles.note}>{t('none')}</p>
      )}
      {open && stations.length > 0 && (
        <>
          {checked === -1 && stations.every((s) => s.Distance > DEFAULT_STATION_RADIUS) && (
            <p className={styles.note}>
              {t('noneWithin', {
                distance: formatStationDistance(DEFAULT_STATION_RADIUS, unitSystem),
              })}
            </p>
          )}
          <StationOptions stations={shown} checkedIndex={checked} onChoose={choose} />
          {shown.length < stations.length && (
            <Button
              variant="link"
              className={styles.more}
              onClick={() => {
                revealedFrom.current = shown.length;
                setShowAll(true);
              }}
            >
              {t('showAll', { count: stations.length })}
            </Button>
          )}
          <StationMap stations={shown} activeStationId={stations[checked]?.StationId ?? null} />
        </>
      )}
    </div>
  );
}
