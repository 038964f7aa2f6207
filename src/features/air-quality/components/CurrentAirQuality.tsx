import { DataUnavailable, SourceNote } from '@/components/DataSource';
import { WeatherIcon } from '@/components/WeatherIcon';
import { formatClock, formatMonthDay } from '@/lib/time';
import type { AirQuality } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/airQuality';

import { AQI_CATEGORIES, aqiCategoryFor } from '../aqiCategories';
import styles from './AirQuality.module.css';
import { aqiClass } from './aqiClass';

const t = translator('airQuality', messages);

/** The AQI now: the number large on its category colour, the category, the dominant pollutant, the scale. */
export function CurrentAirQuality({ data }: { data: AirQuality | null }) {
  const category = data ? aqiCategoryFor(data.category, data.aqi) : null;
  const dominant = data?.pollutants.find((p) => p.code === data.dominantPollutant) ?? null;
  return (
    <section className={`${styles.card} ${styles.current}`} aria-labelledby="aq-current-heading">
      <h2 id="aq-current-heading">{t('current.heading')}</h2>
      {!data || data.aqi === null || !category ? (
        <DataUnavailable />
      ) : (
        <>
          <p className={styles.asOf}>
            {t('current.asOf')}{' '}
            <time dateTime={data.time}>
              {t('current.time', { date: formatMonthDay(data.time), time: formatClock(data.time) })}
            </time>
            {t('current.scale')}
          </p>
          <div className={styles.now}>
            <p className={`${styles.tile} ${aqiClass(category)}`}>
              <span className={styles.tileLabel}>{t('current.aqi')}</span>
              <span className={styles.tileValue}>{Math.round(data.aqi)}</span>
            </p>
            <div className={styles.nowText}>
              <p className={styles.category}>{category.name}</p>
              <p className={styles.colour}>
                <span className={`${styles.swatch} ${aqiClass(category)}`} aria-hidden="true" />
                {t('current.colour', { colour: category.colorName })}
              </p>
              <p className={styles.meaning}>{category.meaning}</p>
              {dominant ? (
                <p className={styles.dominant}>
                  <WeatherIcon icon="smoke-particles" size={28} />
                  <span>
                    {t('current.dominant')} <strong>{dominant.name}</strong>
                  </span>
                </p>
              ) : null}
            </div>
          </div>
          <ol className={styles.scale} aria-hidden="true">
            {AQI_CATEGORIES.map((c) => (
              <li
                key={c.key}
                className={`${aqiClass(c)} ${c.key === category.key ? styles.scaleCurrent : ''}`}
              >
                <span>{c.min}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {data ? <SourceNote data={data} /> : null}
    </section>
  );
}
