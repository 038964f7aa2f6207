import type { RefObject } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Dialog } from '@/components/Dialog';
import { stationSelectorCleared } from '@/features/stations/stationsSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/manageLocations';

import { selectFavoritesError, undoDismissed } from '../favoritesSlice';
import { AddFromSearch } from './AddFromSearch';
import { FavoritesList } from './FavoritesList';
import styles from './ManageLocationsDialog.module.css';
import { RemovedStatus } from './RemovedStatus';

const t = translator('manageLocations', messages);

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
    <Dialog title={t('manage.title')} variant="card" onClose={close} returnFocusRef={returnFocusTo}>
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
