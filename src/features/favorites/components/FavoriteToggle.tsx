import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/favorites';

import {
  selectFavoriteToggleBusy,
  selectFavoriteToggleError,
  selectIsActiveFavorite,
  toggleActiveFavorite,
  toggleErrorDismissed,
} from '../favoritesSlice';
import styles from './FavoriteToggle.module.css';

const t = translator('favorites', messages);

/**
 * The location bar's star: adds the active location to the favourites, or removes it. A failure
 * shows under the star in an alert region (with a Dismiss button) until the next try.
 */
export function FavoriteToggle() {
  const dispatch = useAppDispatch();
  const locality = useAppSelector(selectActiveLocality);
  const isFavorite = useAppSelector(selectIsActiveFavorite);
  const busy = useAppSelector(selectFavoriteToggleBusy);
  const error = useAppSelector(selectFavoriteToggleError);
  return (
    <span className={styles.root}>
      <Button
        variant="icon"
        className={styles.toggle}
        aria-label={isFavorite ? t('toggle.remove') : t('toggle.add')}
        aria-pressed={isFavorite}
        aria-busy={busy}
        disabled={!locality}
        // While busy the thunk's condition ignores the click (the button stays focusable).
        onClick={() => void dispatch(toggleActiveFavorite())}
      >
        <Icon name={isFavorite ? 'star-filled' : 'star'} size={24} />
        {busy && (
          <span
            className={styles.spinner}
            data-testid="favorite-toggle-spinner"
            aria-hidden="true"
          />
        )}
      </Button>
      {/* Always in the page, so the message is announced when it appears. */}
      <span className={styles.alert} role="alert">
        {error && (
          <span className={styles.message}>
            {error}
            <Button
              variant="link"
              className={styles.dismiss}
              onClick={() => dispatch(toggleErrorDismissed())}
            >
              {t('dismiss')}
            </Button>
          </span>
        )}
      </span>
    </span>
  );
}
