import type { DraggableProvided } from '@hello-pangea/dnd';
import { useRef } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { PushToggle } from '@/features/push';
import { StationSelector } from '@/features/stations';
import {
  isSelectorOpenFor,
  openStationSelector,
  stationSelectorCleared,
} from '@/features/stations/stationsSlice';
import type { FavoriteLocation } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/manageLocations';

import { removeFavorite } from '../favoritesSlice';
import styles from './FavoriteItem.module.css';

const t = translator('manageLocations', messages);

/** Which way a Move button moves its favourite. */
export type MoveDirection = 'up' | 'down';

/**
 * One favourite in Manage Locations: drag handle, name, Move, station and Delete buttons. `name`
 * is the short name its buttons carry (the city's, told apart from another favourite's of the same
 * name: selectFavoriteNames).
 */
export function FavoriteItem({
  favorite,
  name,
  index,
  count,
  drag,
  onMove,
}: {
  favorite: FavoriteLocation;
  name: string;
  index: number;
  count: number;
  drag: DraggableProvided;
  onMove: (id: string, from: number, direction: MoveDirection) => void;
}) {
  const dispatch = useAppDispatch();
  const stationButton = useRef<HTMLButtonElement>(null);
  const target = { favoriteId: favorite.Id };
  const stationsOpen = useAppSelector((state) => isSelectorOpenFor(state, target));
  const locality = favorite.Location.Locality;
  const panelId = `station-selector-${favorite.Id}`;
  const data = { 'data-favorite-id': favorite.Id };

  const toggleStations = () => {
    if (stationsOpen) dispatch(stationSelectorCleared());
    else void dispatch(openStationSelector({ target }));
  };

  // The library's render props for this row (its ref callback and the drag attributes).
  const { innerRef, draggableProps, dragHandleProps } = drag;

  return (
    <li className={styles.item} ref={innerRef} {...draggableProps}>
      <div className={styles.row}>
        <div
          className={styles.handle}
          {...dragHandleProps}
          aria-label={t('item.reorder', { name })}
        >
          <span aria-hidden="true">⋮⋮</span>
        </div>
        <span className={styles.name} title={locality.DisplayCompositeName}>
          {locality.DisplayCompositeName}
        </span>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.action}
            aria-label={t('item.moveUp', { name })}
            data-move="up"
            {...data}
            disabled={index === 0}
            onClick={() => onMove(favorite.Id, index, 'up')}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            variant="secondary"
            className={styles.action}
            aria-label={t('item.moveDown', { name })}
            data-move="down"
            {...data}
            disabled={index === count - 1}
            onClick={() => onMove(favorite.Id, index, 'down')}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button
            ref={stationButton}
            variant="secondary"
            className={styles.action}
            aria-label={t('item.station', { name })}
            aria-expanded={stationsOpen}
            aria-controls={stationsOpen ? panelId : undefined}
            onClick={toggleStations}
          >
            <Icon name="station" size={14} />
          </Button>
          <Button
            variant="secondary"
            className={styles.action}
            aria-label={t('item.delete', { name })}
            data-action="delete"
            {...data}
            onClick={() => void dispatch(removeFavorite(favorite))}
          >
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
      </div>
      <PushToggle place={{ slug: locality.SlugName, name }} className={styles.push} />
      <StationSelector
        id={panelId}
        target={target}
        onChosen={() => stationButton.current?.focus()}
      />
    </li>
  );
}
