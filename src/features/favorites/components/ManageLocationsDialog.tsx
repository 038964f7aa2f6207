import { useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { stationSelectorCleared } from '@/features/stations/stationsSlice';

import { selectFavoritesError, undoDismissed } from '../favoritesSlice';
import { useFocusTrap } from '../hooks/useFocusTrap';

import { AddFromSearch } from './AddFromSearch';
import { FavoritesList } from './FavoritesList';
import { RemovedStatus } from './RemovedStatus';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 48px 16px;
  background: rgba(0, 0, 0, 0.45);
  overflow-y: auto;
`;

const Dialog = styled.div`
  width: min(560px, 100%);
  padding: 16px 20px 20px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  padding: 4px 8px;
  cursor: pointer;
  color: inherit;
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The Manage Locations popup (spec 000 §2): the favourites, reordered by drag and drop or by
 * the Move buttons, deleted with undo, each with its station selector, and a search box to add
 * one. A modal dialog: focus stays inside, Escape closes, focus returns on close.
 */
export function ManageLocationsDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectFavoritesError);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    dispatch(stationSelectorCleared());
    dispatch(undoDismissed());
    onClose();
  };
  useFocusTrap(dialogRef, close, returnFocusTo);

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <Header>
          <h2 id={titleId}>Manage Locations</h2>
          <Close type="button" aria-label="Close" onClick={close}>
            ×
          </Close>
        </Header>
        <RemovedStatus />
        {error && <Alert role="alert">{error}</Alert>}
        <FavoritesList />
        <AddFromSearch />
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
