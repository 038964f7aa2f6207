import { useAppSelector } from '@/store/hooks';
import {
  AirQualityForecast,
  aqiCategoryFor,
  CurrentAirQuality,
  HealthGuidance,
  PollutantsTable,
} from '@/features/air-quality';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { usePolledRefresh } from '@/features/page';
import type { PageProps } from '@/types/page';
import type { AirQuality, AirQualityForecast as AirQualityForecastPayload } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/airQuality';

import styles from './AirQualityView.module.css';

const t = translator('airQuality', messages);

/** The data of the air-quality page: the AQI now, and the hourly forecast when it arrived. */
export interface AirQualityData {
  airQuality: AirQuality;
  airQualityHourly: AirQualityForecastPayload | null;
}

/** Props of the air-quality page. */
export type AirQualityViewProps = PageProps & AirQualityData;

/** `/air-quality/[location]`: the place's US EPA AQI, pollutants, health guidance and next 24 hours. */
export function AirQualityView({ airQuality, airQualityHourly }: AirQualityViewProps) {
  usePolledRefresh('hourly');
  const locality = useAppSelector(selectActiveLocality);
  const name = locality?.DisplayCompositeName ?? t('page.local');
  const category = aqiCategoryFor(airQuality.category, airQuality.aqi);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('page.heading', { place: name })}</h1>
      <div className={styles.grid}>
        <div className={styles.current}>
          <CurrentAirQuality data={airQuality} />
        </div>
        <div className={styles.health}>
          <HealthGuidance category={category} />
        </div>
        <div className={styles.forecast}>
          <AirQualityForecast data={airQualityHourly} />
        </div>
        <div className={styles.pollutants}>
          <PollutantsTable data={airQuality} />
        </div>
      </div>
    </div>
  );
}
