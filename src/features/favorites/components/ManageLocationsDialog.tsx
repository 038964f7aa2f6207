import type { RefObject } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Dialog } from '@/components/Dialog';
import { stationSelectorCleared } from '@/features/stations/stationsSlice';

import { selectFavoritesError, undoDismissed } from '../favoritesSlice';
import { AddFromSearch } from './AddFromSearch';
import { FavoritesList } from './FavoritesList';
import styles from './ManageLocationsDialog.module.css';
import { RemovedStatus } from './RemovedStatus';

/**
 * The Manage Locations popup: the favourites, reordered by drag and drop or by
 * the Move buttons, deleted with undo, each with its station selector, and a search box to add
 * one. A modal dialog (the shared Dialog): focus stays inside, Escape closes, focus returns on
 * close (to `returnFocusTo` when given: the dropdown's button).
 */
export function ManageLocationsDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectFavoritesError);
  const close = () => {
    dispatch(stationSelectorCleared());
    dispatch(undoDismissed());
    onClose();
  };

  return (
    <Dialog title="Manage Locations" variant="card" onClose={close} returnFocusRef={returnFocusTo}>
      <RemovedStatus />
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <FavoritesList />
      <AddFromSearch />
    </Dialog>
  );
}
