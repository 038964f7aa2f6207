import { SiteLink } from '@/components/SiteLink';
import { DataUnavailable } from '@/components/DataSource';
import type { AirQuality } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/currentConditions';

import { ForecastCard } from './ForecastCard';
import styles from './SummaryCards.module.css';

const t = translator('currentConditions', messages);

/** The US EPA category classes, by the category's name. */
const categoryClass: Record<string, string | undefined> = {
  Good: styles.aqiGood,
  Moderate: styles.aqiModerate,
  'Unhealthy for Sensitive Groups': styles.aqiSensitive,
  Unhealthy: styles.aqiUnhealthy,
  'Very Unhealthy': styles.aqiVeryUnhealthy,
  Hazardous: styles.aqiHazardous,
};

/** The place's air quality index and category, and the way to the air-quality page. */
export function AirQualitySummary({
  airQuality,
  href,
}: {
  airQuality: AirQuality | null;
  href: string;
}) {
  return (
    <ForecastCard title={t('airQuality.title')}>
      {!airQuality ? (
        <DataUnavailable />
      ) : airQuality.aqi === null ? (
        <p className={styles.value}>{t('airQuality.indexUnavailable')}</p>
      ) : (
        <p className={styles.aqi}>
          <span
            className={`${styles.badge} ${categoryClass[airQuality.category ?? ''] ?? ''}`}
            aria-hidden="true"
          >
            {Math.round(airQuality.aqi)}
          </span>
          <span>
            <span className={styles.value}>
              <span className="visually-hidden">{t('airQuality.indexLabel')}</span>
              <span className="visually-hidden">
                {t('airQuality.indexValue', { aqi: Math.round(airQuality.aqi) })}
              </span>
              {airQuality.category ?? t('airQuality.unknownCategory')}
            </span>
            <span className={styles.scale}>
              {t('airQuality.scale', { scale: airQuality.aqiScale })}
            </span>
          </span>
        </p>
      )}
      <p className={styles.link}>
        <SiteLink href={href}>{t('airQuality.details')}</SiteLink>
      </p>
    </ForecastCard>
  );
}
