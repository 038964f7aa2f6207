import { SiteLink } from '@/components/SiteLink';
import { useAppSelector } from '@/store/hooks';
import { selectPageId } from '@/features/page/pageSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/favorites';

import { favoriteHref } from '../favoriteHref';
import { selectFavorites } from '../favoritesSlice';
import styles from './FavoritesMenu.module.css';

const t = translator('favorites', messages);

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
      <ul className={styles.list} aria-label={t('list.label')}>
        {favorites.length === 0 && <li className={styles.empty}>{t('menu.empty')}</li>}
        {favorites.map((favorite) => (
          <li key={favorite.Id}>
            <SiteLink
              className={styles.entry}
              href={favoriteHref(favorite, pageId)}
              onClick={onNavigate}
            >
              {favorite.Location.Locality.DisplayCompositeName}
            </SiteLink>
          </li>
        ))}
      </ul>
      <button className={styles.manage} type="button" onClick={onManage}>
        {t('manage.button')}
      </button>
    </>
  );
}
