import styled from 'styled-components';

import { useAppSelector } from '@/application/hooks';
import { CurrentConditions } from '@/features/forecast/components/CurrentConditions';
import { selectActiveLocation } from '@/features/location/locationSlice';
import { ActiveStationChooser } from '@/features/stations/components/ActiveStationChooser';
import type { PageProps } from '@/types/page';
import type { CurrentWeather } from '@/types/weather';

/** Props of the current-conditions forecast page. */
export type ForecastNowViewProps = PageProps & { current: CurrentWeather | null };

const Heading = styled.h1`
  font-size: 1.5rem;
  margin: 8px 0 4px;
`;

/** `/weather-forecast/now/[location]`: the place's current conditions. */
export function ForecastNowView({ current }: ForecastNowViewProps) {
  const location = useAppSelector(selectActiveLocation);
  const name = location?.Locality.DisplayCompositeName ?? 'Current weather';
  return (
    <>
      <Heading>{name} current weather</Heading>
      <ActiveStationChooser />
      <CurrentConditions weather={current} />
    </>
  );
}
