import Link from 'next/link';

import { useAppSelector } from '@/store/hooks';
import { CurrentConditions } from '@/features/forecast/components/CurrentConditions';
import { useRefreshOnLocationChange } from '@/features/forecast/hooks/useRefreshOnLocationChange';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { locationRoute } from '@/lib/routes';
import type { PageProps } from '@/types/page';
import type { CurrentWeather } from '@/types/weather';

import styles from './HomeView.module.css';

/** Props of the home page. */
export type HomeViewProps = PageProps & { current: CurrentWeather | null };

/** The home page: the active place's current conditions and a way to its forecast. */
export function HomeView({ current }: HomeViewProps) {
  const locality = useAppSelector(selectActiveLocality);
  useRefreshOnLocationChange(locality, current);
  return (
    <>
      <h1 className={styles.heading}>
        {locality ? `Weather in ${locality.DisplayCompositeName}` : 'Your local weather'}
      </h1>
      <CurrentConditions weather={current} />
      {locality && (
        <p>
          <Link prefetch={false} href={locationRoute('/weather-forecast/now/:location', locality)}>
            Current conditions for {locality.CityName}
          </Link>
        </p>
      )}
    </>
  );
}
