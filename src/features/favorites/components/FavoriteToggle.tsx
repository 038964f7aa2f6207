import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { selectActiveLocality } from '@/features/location/locationSlice';

import {
  selectFavoriteToggleBusy,
  selectIsActiveFavorite,
  toggleActiveFavorite,
} from '../favoritesSlice';
import styles from './FavoriteToggle.module.css';

/** The location bar's star: adds the active location to the favourites, or removes it. */
export function FavoriteToggle() {
  const dispatch = useAppDispatch();
  const locality = useAppSelector(selectActiveLocality);
  const isFavorite = useAppSelector(selectIsActiveFavorite);
  const busy = useAppSelector(selectFavoriteToggleBusy);
  return (
    <Button
      variant="icon"
      className={styles.toggle}
      aria-label={isFavorite ? 'Remove from favourites' : 'Add to favourites'}
      aria-pressed={isFavorite}
      aria-busy={busy}
      disabled={!locality}
      // While busy the thunk's condition ignores the click (the button stays focusable).
      onClick={() => void dispatch(toggleActiveFavorite())}
    >
      <Icon name={isFavorite ? 'star-filled' : 'star'} size={24} />
      {busy && (
        <span className={styles.spinner} data-testid="favorite-toggle-spinner" aria-hidden="true" />
      )}
    </Button>
  );
}
