import type { ReactNode } from 'react';
import styled from 'styled-components';

import { useAppSelector } from '@/application/hooks';
import { selectActiveLocality } from '@/features/location/locationSlice';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 16px;
  background: #0a6fb8;
  color: #fff;
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
  }
`;

const Place = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: 1.0625rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 40ch;
  ${({ theme }) => theme.media.mobile} {
    order: 1;
    flex: 1 1 auto;
  }
`;

const SearchSlot = styled.div`
  flex: 1 1 320px;
  max-width: 480px;
  ${({ theme }) => theme.media.mobile} {
    order: 3;
    flex-basis: 100%;
    max-width: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${({ theme }) => theme.media.mobile} {
    order: 2;
  }
`;

/** The location bar: the active place, search, favourite toggle, favourites dropdown, alerts badge. */
export function LocationBar({ search, actions }: { search?: ReactNode; actions?: ReactNode }) {
  const locality = useAppSelector(selectActiveLocality);
  return (
    <Bar>
      <Place>{locality?.DisplayCompositeName ?? 'Choose a location'}</Place>
      <SearchSlot>{search}</SearchSlot>
      <Actions>{actions}</Actions>
    </Bar>
  );
}
