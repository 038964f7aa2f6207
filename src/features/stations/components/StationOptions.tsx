import { useId } from 'react';
import styled from 'styled-components';

import { stationColor } from '@/lib/maps/stationFeatures';
import type { Station } from '@/types/location';

const Group = styled.div`
  display: grid;
  gap: 4px;
  margin: 8px 0;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 0;
  cursor: pointer;
`;

const Number = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 700;
`;

/** The station list as the radio group "Weather station"; the numbers match the map's circles. */
export function StationOptions({
  stations,
  checkedIndex,
  onChoose,
}: {
  stations: readonly Station[];
  checkedIndex: number;
  onChoose: (index: number, station: Station) => void;
}) {
  const name = useId();
  return (
    <Group role="radiogroup" aria-label="Weather station">
      {stations.map((station, index) => (
        <Option key={`${station.StationId}${index}`}>
          <input
            type="radio"
            name={name}
            value={station.StationId}
            checked={index === checkedIndex}
            onChange={() => onChoose(index, station)}
          />
          <Number aria-hidden="true" $color={stationColor(station)}>
            {index + 1}
          </Number>
          {`${station.StationName} (${station.Distance} mi)`}
        </Option>
      ))}
    </Group>
  );
}
