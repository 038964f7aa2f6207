import { useEffect, useRef } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/components/Button';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/favorites';

import { selectFavoritesUndo, undoRemove } from '../favoritesSlice';
import styles from './RemovedStatus.module.css';

const t = translator('favorites', messages);

/**
 * After a delete: "Removed {name}" with an Undo button (focused, so keyboard focus is not lost
 * with the deleted row). Undo re-creates the favourite and focuses its Delete button.
 */
export function RemovedStatus() {
  const dispatch = useAppDispatch();
  const undo = useAppSelector(selectFavoritesUndo);
  const undoButton = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const removedId = undo?.removed.Id;

  useEffect(() => {
    if (removedId) undoButton.current?.focus();
  }, [removedId]);

  const onUndo = async () => {
    const result = await dispatch(undoRemove());
    if (!undoRemove.fulfilled.match(result)) return;
    const id = result.payload.favorite.Id;
    const dialog = statusRef.current?.closest('[role="dialog"]');
    const restored = Array.from(
      dialog?.querySelectorAll<HTMLButtonElement>('button[data-action="delete"]') ?? [],
    ).find((button) => button.dataset.favoriteId === id);
    restored?.focus();
  };

  return (
    <div className={styles.status} role="status" ref={statusRef}>
      {undo && (
        <>
          <span>{t('removed.status', { name: undo.removed.Location.Locality.CityName })}</span>
          <Button
            ref={undoButton}
            variant="link"
            className={styles.undo}
            onClick={() => void onUndo()}
          >
            {t('removed.undo')}
          </Button>
        </>
      )}
    </div>
  );
}
