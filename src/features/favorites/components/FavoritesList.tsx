import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { useEffect, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/manageLocations';

import { pageNonce } from '../cspNonce';
import { selectFavoriteNames } from '../favoritesSelectors';
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
  const names = useAppSelector(selectFavoriteNames);
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

  // What a screen reader hears while a place is dragged: the place's name and where it is, not
  // the library's "an item".
  const nameOf = (id: string) => names.get(id) ?? '';
  const at = (index: number) => ({ position: index + 1, count: favorites.length });
  const onDragStart = ({ draggableId, source }: DragStart, provided: ResponderProvided) =>
    provided.announce(t('drag.lifted', { name: nameOf(draggableId), ...at(source.index) }));
  const onDragUpdate = (
    { draggableId, source, destination }: DragUpdate,
    provided: ResponderProvided,
  ) => {
    const name = nameOf(draggableId);
    provided.announce(
      destination
        ? t('drag.moved', { name, ...at(destination.index) })
        : t('drag.outside', { name, ...at(source.index) }),
    );
  };
  const onDragEnd = (
    { draggableId, source, destination, reason }: DropResult,
    provided: ResponderProvided,
  ) => {
    const name = nameOf(draggableId);
    if (reason === 'CANCEL' || !destination)
      provided.announce(t('drag.cancelled', { name, ...at(source.index) }));
    else if (destination.index === source.index)
      provided.announce(t('drag.droppedInPlace', { name, ...at(source.index) }));
    else
      provided.announce(
        t('drag.dropped', { name, from: source.index + 1, ...at(destination.index) }),
      );
    if (destination) void dispatch(reorderFavorites({ from: source.index, to: destination.index }));
  };
  // What the Move buttons did, for a screen reader (the drag handle's moves are the library's to say).
  const [moved, setMoved] = useState('');
  const onMove = (id: string, from: number, direction: MoveDirection) => {
    const to = direction === 'up' ? from - 1 : from + 1;
    void dispatch(reorderFavorites({ from, to }));
    setFocusAfterMove({ id, direction });
    setMoved(t('drag.moved', { name: nameOf(id), ...at(to) }));
  };

  if (favorites.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <DragDropContext
      onDragStart={onDragStart}
      onDragUpdate={onDragUpdate}
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
                    name={names.get(favorite.Id) ?? favorite.Location.Locality.CityName}
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
      <p role="status" className="visually-hidden">
        {moved}
      </p>
    </DragDropContext>
  );
}
