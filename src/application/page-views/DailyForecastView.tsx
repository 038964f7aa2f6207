import { useAppSelector } from '@/store/hooks';
import { SourceNote } from '@/components/DataSource';
import { DailyChart } from '@/features/forecast/components/DailyChart';
import { DailyForecastList } from '@/features/forecast/components/DailyForecastList';
import { ForecastCard } from '@/features/forecast/components/ForecastCard';
import { ForecastViewsNav } from '@/features/forecast/components/ForecastViewsNav';
import type { NightPart } from '@/features/forecast';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { usePolledRefresh } from '@/features/page';
import type { PageProps } from '@/types/page';
import type { DailyForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecastPages';

import styles from './ForecastPages.module.css';

const t = translator('forecastPages', messages);

/** The data of the 10-day page: the daily forecast and, where the hourly one reaches, each night. */
export interface DailyForecastData {
  daily: DailyForecast;
  /** The night after each day, in the order of `daily.days`; null where unknown. */
  nights: (NightPart | null)[];
}

/** Props of the 10-day forecast page. */
export type DailyForecastViewProps = PageProps & DailyForecastData;

/** `/weather-forecast/10-day-weather/[location]`: ten days, each with its day and night. */
export function DailyForecastView({ daily, nights }: DailyForecastViewProps) {
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
          <DailyForecastList days={daily.days} nights={nights} />
        </section>
        <SourceNote data={daily} />
      </div>
    </>
  );
}
