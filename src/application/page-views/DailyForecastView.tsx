import { useAppSelector } from '@/store/hooks';
import { SourceNote } from '@/components/DataSource';
import { DailyChart } from '@/features/forecast/components/DailyChart';
import { DailyForecastList } from '@/features/forecast/components/DailyForecastList';
import { ForecastCard } from '@/features/forecast/components/ForecastCard';
import { ForecastViewsNav } from '@/features/forecast/components/ForecastViewsNav';
import type { DayAndNight } from '@/features/forecast';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { usePolledRefresh } from '@/features/page';
import type { PageProps } from '@/types/page';
import type { DailyForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecastPages';

import styles from './ForecastPages.module.css';

const t = translator('forecastPages', messages);

/**
 * The data of the 10-day page: the daily forecast and, where the hourly one reaches, each day's
 * daytime and night.
 */
export interface DailyForecastData {
  daily: DailyForecast;
  /** Each day's daytime and night, in the order of `daily.days`; null where unknown. */
  parts: DayAndNight[];
}

/** Props of the 10-day forecast page. */
export type DailyForecastViewProps = PageProps & DailyForecastData;

/** `/weather-forecast/10-day-weather/[location]`: ten days, each with its day and night. */
export function DailyForecastView({ daily, parts }: DailyForecastViewProps) {
  usePolledRefresh('daily');
  const locality = useAppSelector(selectActiveLocality);
  return (
    <>
      <h1 className={styles.heading}>
        {locality
          ? t('daily.heading', { place: locality.DisplayCompositeName })
          : t('daily.headingNoPlace')}
      </h1>
      {locality && <ForecastViewsNav locality={locality} current="daily" />}
      <div className={styles.layout}>
        <ForecastCard title={t('daily.chart')}>
          <DailyChart days={daily.days} />
        </ForecastCard>
        <section aria-labelledby="days-heading">
          <h2 id="days-heading" className={styles.sectionHeading}>
            {t('daily.days')}
          </h2>
          <DailyForecastList days={daily.days} parts={parts} />
        </section>
        <SourceNote data={daily} />
      </div>
    </>
  );
}
