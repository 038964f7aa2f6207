import Link from 'next/link';

import { DataUnavailable } from '@/components/DataSource';
import type { AirQuality } from '@/types/weather';

import { ForecastCard } from './ForecastCard';
import styles from './SummaryCards.module.css';

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
    <ForecastCard title="Air quality">
      {!airQuality ? (
        <DataUnavailable />
      ) : airQuality.aqi === null ? (
        <p className={styles.value}>Air quality index not available</p>
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
              <span className="visually-hidden">Air quality index </span>
              <span className="visually-hidden">{Math.round(airQuality.aqi)}, </span>
              {airQuality.category ?? 'Unknown category'}
            </span>
            <span className={styles.scale}>{airQuality.aqiScale} AQI</span>
          </span>
        </p>
      )}
      <p className={styles.link}>
        <Link prefetch={false} href={href}>
          Air quality details
        </Link>
      </p>
    </ForecastCard>
  );
}
