import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import { useAppDispatch, useAppSelector } from '@/application/hooks';

import { selectFavoritesUndo, undoRemove } from '../favoritesSlice';

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 1.5em;
  margin-top: 8px;
  &:empty {
    margin: 0;
    min-height: 0;
  }
  button {
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

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
    <Status role="status" ref={statusRef}>
      {undo && (
        <>
          <span>Removed {undo.removed.Location.Locality.CityName}</span>
          <button ref={undoButton} type="button" onClick={() => void onUndo()}>
            Undo
          </button>
        </>
      )}
    </Status>
  );
}
