import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useEffect, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/manageLocations';

import { pageNonce } from '../cspNonce';
import { reorderFavorites, selectFavorites } from '../favoritesSlice';
import { FavoriteItem, type MoveDirection } from './FavoriteItem';
import styles from './FavoritesList.module.css';

const t = translator('manageLocations', messages);

/** Read by screen readers on a drag handle (the Move buttons are the other keyboard way). */
const DRAG_INSTRUCTIONS = t('list.dragInstructions');

/**
 * The favourites in order, reorderable by drag and drop (mouse, touch, or keyboard on the
 * handle) and by each item's Move up / Move down buttons; focus follows the moved item. The
 * library's style elements carry the page's CSP nonce.
 */
export function FavoritesList() {
  const dispatch = useAppDispatch();
  const favorites = useAppSelector(selectFavorites);
  const listRef = useRef<HTMLUListElement | null>(null);
  // The library's <style> elements need the page's CSP nonce (style-src allows no other inline).
  const [nonce] = useState(pageNonce);
  const [focusAfterMove, setFocusAfterMove] = useState<{
    id: string;
    direction: MoveDirection;
  } | null>(null);

  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const buttons = Array.from(
      listRef.current.querySelectorAll<HTMLButtonElement>('button[data-move]'),
    ).filter((button) => button.dataset.favoriteId === focusAfterMove.id);
    const same = buttons.find((button) => button.dataset.move === focusAfterMove.direction);
    (same && !same.disabled ? same : buttons.find((button) => !button.disabled))?.focus();
    setFocusAfterMove(null);
  }, [favorites, focusAfterMove]);

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination) void dispatch(reorderFavorites({ from: source.index, to: destination.index }));
  };
  const onMove = (id: string, from: number, direction: MoveDirection) => {
    void dispatch(reorderFavorites({ from, to: direction === 'up' ? from - 1 : from + 1 }));
    setFocusAfterMove({ id, direction });
  };

  if (favorites.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <DragDropContext
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={DRAG_INSTRUCTIONS}
      nonce={nonce}
    >
      <Droppable droppableId="favorite-locations">
        {(drop) => (
          <ul
            className={styles.list}
            aria-label={t('list.label')}
            {...drop.droppableProps}
            ref={(element) => {
              drop.innerRef(element);
              listRef.current = element;
            }}
          >
            {favorites.map((favorite, index) => (
              <Draggable key={favorite.Id} draggableId={favorite.Id} index={index}>
                {(drag) => (
                  <FavoriteItem
                    favorite={favorite}
                    index={index}
                    count={favorites.length}
                    drag={drag}
                    onMove={onMove}
                  />
                )}
              </Draggable>
            ))}
            {drop.placeholder}
          </ul>
        )}
      </Droppable>
    </DragDropContext>
  );
}
