import { useAppSelector } from '@/store/hooks';
import { CurrentConditions } from '@/features/forecast/components/CurrentConditions';
import { selectActiveLocation } from '@/features/location/locationSlice';
import { ActiveStationChooser } from '@/features/stations/components/ActiveStationChooser';
import type { PageProps } from '@/types/page';
import type { CurrentWeather } from '@/types/weather';

import styles from './ForecastNowView.module.css';

/** Props of the current-conditions forecast page. */
export type ForecastNowViewProps = PageProps & { current: CurrentWeather | null };

/** `/weather-forecast/now/[location]`: the place's current conditions. */
export function ForecastNowView({ current }: ForecastNowViewProps) {
  const location = useAppSelector(selectActiveLocation);
  const name = location?.Locality.DisplayCompositeName ?? 'Current weather';
  return (
    <>
      <h1 className={styles.heading}>{name} current weather</h1>
      <ActiveStationChooser />
      <CurrentConditions weather={current} />
    </>
  );
}
