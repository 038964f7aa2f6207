import Link from 'next/link';

import { useAppSelector } from '@/store/hooks';
import { selectPageId } from '@/features/page/pageSlice';

import { favoriteHref } from '../favoriteHref';
import { selectFavorites } from '../favoritesSlice';
import styles from './FavoritesMenu.module.css';

/**
 * The favourites dropdown's content: a link per favourite (to the current page type), then
 * "Manage Locations". The dropdown keeps it in the markup while closed, so the first HTML already
 * lists the favourites.
 */
export function FavoritesMenu({
  onNavigate,
  onManage,
}: {
  onNavigate: () => void;
  onManage: () => void;
}) {
  const favorites = useAppSelector(selectFavorites);
  const pageId = useAppSelector(selectPageId);
  return (
    <>
      <ul className={styles.list} aria-label="Favourite locations">
        {favorites.length === 0 && <li className={styles.empty}>No favourite locations yet</li>}
        {favorites.map((favorite) => (
          <li key={favorite.Id}>
            <Link
              className={styles.entry}
              prefetch={false}
              href={favoriteHref(favorite, pageId)}
              onClick={onNavigate}
            >
              {favorite.Location.Locality.DisplayCompositeName}
            </Link>
          </li>
        ))}
      </ul>
      <button className={styles.manage} type="button" onClick={onManage}>
        Manage Locations
      </button>
    </>
  );
}
