import Link from 'next/link';
import type { Ref } from 'react';
import styled from 'styled-components';

import { useAppSelector } from '@/application/hooks';
import { selectPageId } from '@/features/page/pageSlice';

import { favoriteHref } from '../favoriteHref';
import { selectFavorites } from '../favoritesSlice';

/** Most height of the favourites list before it scrolls (spec 000 §9). */
export const FAVORITES_MENU_MAX_HEIGHT = 335;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 50;
  &[hidden] {
    display: none;
  }
  min-width: 260px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.18);
`;

const List = styled.ul`
  max-height: ${FAVORITES_MENU_MAX_HEIGHT}px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
`;

const Entry = styled(Link)`
  display: block;
  padding: 10px 16px;
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Empty = styled.li`
  padding: 10px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Manage = styled.button`
  width: 100%;
  padding: 10px 16px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** The favourites dropdown's panel: a link per favourite, then "Manage Locations". */
export function FavoritesMenu({
  id,
  ref,
  open,
  onNavigate,
  onManage,
}: {
  id: string;
  ref: Ref<HTMLDivElement>;
  /** Closed panels stay in the markup (hidden), so the first HTML already lists the favourites. */
  open: boolean;
  onNavigate: () => void;
  onManage: () => void;
}) {
  const favorites = useAppSelector(selectFavorites);
  const pageId = useAppSelector(selectPageId);
  return (
    <Panel id={id} ref={ref} hidden={!open}>
      <List aria-label="Favourite locations">
        {favorites.length === 0 && <Empty>No favourite locations yet</Empty>}
        {favorites.map((favorite) => (
          <li key={favorite.Id}>
            <Entry prefetch={false} href={favoriteHref(favorite, pageId)} onClick={onNavigate}>
              {favorite.Location.Locality.DisplayCompositeName}
            </Entry>
          </li>
        ))}
      </List>
      <Manage type="button" onClick={onManage}>
        Manage Locations
      </Manage>
    </Panel>
  );
}
