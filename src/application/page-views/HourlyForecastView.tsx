import { useAppSelector } from '@/store/hooks';
import { SourceNote } from '@/components/DataSource';
import { ForecastCard } from '@/features/forecast/components/ForecastCard';
import { ForecastViewsNav } from '@/features/forecast/components/ForecastViewsNav';
import { HourlyChart } from '@/features/forecast/components/HourlyChart';
import { HourlyTable } from '@/features/forecast/components/HourlyTable';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { usePolledRefresh } from '@/features/page';
import type { PageProps } from '@/types/page';
import type { HourlyForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecastPages';

import styles from './ForecastPages.module.css';

const t = translator('forecastPages', messages);

/** The data of the hourly page. */
export interface HourlyForecastData {
  hourly: HourlyForecast;
}

/** Props of the hourly forecast page. */
export type HourlyForecastViewProps = PageProps & HourlyForecastData;

/** `/weather-forecast/hourly/[location]`: the next 48 hours as a chart and a table. */
export function HourlyForecastView({ hourly }: HourlyForecastViewProps) {
  usePolledRefresh('hourly');
  const locality = useAppSelector(selectActiveLocality);
  return (
    <>
      <h1 className={styles.heading}>
        {locality
          ? t('hourly.heading', { place: locality.DisplayCompositeName })
          : t('hourly.headingNoPlace')}
      </h1>
      {locality && <ForecastViewsNav locality={locality} current="hourly" />}
      <div className={styles.layout}>
        <ForecastCard title={t('hourly.chart')}>
          <HourlyChart hours={hourly.hours} />
        </ForecastCard>
        <HourlyTable hours={hourly.hours} />
        <SourceNote data={hourly} />
      </div>
    </>
  );
}
