import dynamic from 'next/dynamic';
import { useId } from 'react';
import styled from 'styled-components';

import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { selectActiveLocation } from '@/features/location/locationSlice';

import { isSelectorOpenFor, stationSelectorCleared } from '../stationsSlice';
import { openStationSelector } from '../stationsThunks';

// Loaded when first opened (with its map), not with every page.
const StationSelector = dynamic(() => import('./StationSelector').then((m) => m.StationSelector), {
  ssr: false,
});

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Button = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  padding: 4px 10px;
  font: inherit;
  cursor: pointer;
`;

/** The active location's station line with its chooser (for a place that is not a favourite too). */
export function ActiveStationChooser() {
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectActiveLocation);
  const open = useAppSelector((state) => isSelectorOpenFor(state, 'active'));
  const panelId = useId();
  if (!location) return null;
  const name = location.Locality.CityName;
  return (
    <>
      <Line>
        <span>
          {location.Station
            ? `Station: ${location.Station.StationName}`
            : 'Nearest weather station'}
        </span>
        <Button
          type="button"
          aria-label={`Choose station for ${name}`}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() =>
            open
              ? dispatch(stationSelectorCleared())
              : void dispatch(openStationSelector({ target: 'active' }))
          }
        >
          Choose station
        </Button>
      </Line>
      <StationSelector id={panelId} target="active" />
    </>
  );
}
