import { useEffect } from 'react';

import { useAppDispatch } from '@/store/hooks';

import { loadFavorites } from '../favoritesThunks';
import { listenForFavoritesChanges } from '../favoritesTabs';

/**
 * Renders nothing: when another open tab of the site changes the saved favourites, this one reads
 * the list again (a failed read keeps the list shown; the next page load reads it again).
 */
export function FavoritesTabSync() {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      listenForFavoritesChanges(() => {
        void dispatch(loadFavorites());
      }),
    [dispatch],
  );
  return null;
}
