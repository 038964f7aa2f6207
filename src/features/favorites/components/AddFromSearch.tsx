import clsx from 'clsx';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LocationSearch } from '@/features/search';
import type { Locality } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/manageLocations';

import {
  addErrorCleared,
  addFavoriteFromSearch,
  selectFavoritesAddError,
  selectFavoritesAdding,
} from '../favoritesSlice';
import styles from './AddFromSearch.module.css';

const t = translator('manageLocations', messages);

/**
 * The "Add a location" box of Manage Locations: the site's location search (the header box's
 * behaviour: recent searches, arrow keys, Enter, Escape, "No locations found", Retry), whose
 * chosen place is added to the favourites.
 */
export function AddFromSearch() {
  const dispatch = useAppDispatch();
  const adding = useAppSelector(selectFavoritesAdding);
  const error = useAppSelector(selectFavoritesAddError);

  const add = (result: Locality, index: number) => {
    if (adding) return;
    void dispatch(addFavoriteFromSearch({ result, index }));
  };

  return (
    <div className={styles.section}>
      <LocationSearch
        scope="local"
        label={t('add.label')}
        showLabel
        onSelect={add}
        onTextChange={() => {
          if (error) dispatch(addErrorCleared());
        }}
      />
      <p className={styles.message} role="status">
        {adding ? t('add.adding') : ''}
      </p>
      {error && (
        <p className={clsx(styles.message, styles.error)} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
