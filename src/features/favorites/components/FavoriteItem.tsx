import type { DraggableProvided } from '@hello-pangea/dnd';
import { useRef } from 'react';
import styled from 'styled-components';

import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { StationSelector } from '@/features/stations/components/StationSelector';
import {
  isSelectorOpenFor,
  openStationSelector,
  stationSelectorCleared,
} from '@/features/stations/stationsSlice';
import type { FavoriteLocation } from '@/types/location';

import { removeFavorite } from '../favoritesSlice';

/** Which way a Move button moves its favourite. */
export type MoveDirection = 'up' | 'down';

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 8px 0;
`;

const Handle = styled.div`
  padding: 4px 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Action = styled.button`
  min-width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** One favourite in Manage Locations: drag handle, name, Move, station and Delete buttons. */
export function FavoriteItem({
  favorite,
  index,
  count,
  drag,
  onMove,
}: {
  favorite: FavoriteLocation;
  index: number;
  count: number;
  drag: DraggableProvided;
  onMove: (id: string, from: number, direction: MoveDirection) => void;
}) {
  const dispatch = useAppDispatch();
  const stationButton = useRef<HTMLButtonElement>(null);
  const target = { favoriteId: favorite.Id };
  const stationsOpen = useAppSelector((state) => isSelectorOpenFor(state, target));
  const locality = favorite.Location.Locality;
  const name = locality.CityName;
  const panelId = `station-selector-${favorite.Id}`;
  const data = { 'data-favorite-id': favorite.Id };

  const toggleStations = () => {
    if (stationsOpen) dispatch(stationSelectorCleared());
    else void dispatch(openStationSelector({ target }));
  };

  return (
    <Item ref={drag.innerRef} {...drag.draggableProps}>
      <Row>
        <Handle {...drag.dragHandleProps} aria-label={`Reorder ${name}`}>
          <span aria-hidden="true">⋮⋮</span>
        </Handle>
        <Name title={locality.DisplayCompositeName}>{locality.DisplayCompositeName}</Name>
        <Action
          type="button"
          aria-label={`Move ${name} up`}
          data-move="up"
          {...data}
          disabled={index === 0}
          onClick={() => onMove(favorite.Id, index, 'up')}
        >
          <span aria-hidden="true">↑</span>
        </Action>
        <Action
          type="button"
          aria-label={`Move ${name} down`}
          data-move="down"
          {...data}
          disabled={index === count - 1}
          onClick={() => onMove(favorite.Id, index, 'down')}
        >
          <span aria-hidden="true">↓</span>
        </Action>
        <Action
          ref={stationButton}
          type="button"
          aria-label={`Choose station for ${name}`}
          aria-expanded={stationsOpen}
          aria-controls={stationsOpen ? panelId : undefined}
          onClick={toggleStations}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
              fill="currentColor"
            />
          </svg>
        </Action>
        <Action
          type="button"
          aria-label={`Delete ${name}`}
          data-action="delete"
          {...data}
          onClick={() => void dispatch(removeFavorite(favorite))}
        >
          <span aria-hidden="true">✕</span>
        </Action>
      </Row>
      <StationSelector
        id={panelId}
        target={target}
        onChosen={() => stationButton.current?.focus()}
      />
    </Item>
  );
}
