import { DataUnavailable } from '@/components/DataSource';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/airQuality';

import { AQI_CATEGORIES, type AqiCategory } from '../aqiCategories';
import styles from './AirQuality.module.css';
import { aqiClass } from './aqiClass';

const t = translator('airQuality', messages);

const NONE = t('health.none');

/**
 * The EPA health guidance for the current category (its meaning, then what sensitive groups and
 * everyone else should do) and the six categories as a legend, the current one marked.
 */
export function HealthGuidance({ category }: { category: AqiCategory | null }) {
  return (
    <section className={styles.card} aria-labelledby="aq-health-heading">
      <h2 id="aq-health-heading">{t('health.heading')}</h2>
      {category ? (
        <div className={styles.guidance}>
          <p className={`${styles.guidanceCategory} ${aqiClass(category)}`}>{category.name}</p>
          <p>{category.meaning}</p>
          <dl className={styles.groups}>
            <div>
              <dt>{t('health.sensitiveGroups')}</dt>
              <dd>{category.sensitiveGroups ?? NONE}</dd>
            </div>
            <div>
              <dt>{t('health.generalPublic')}</dt>
              <dd>{category.generalPublic ?? NONE}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <DataUnavailable />
      )}
      <h3 id="aq-legend-heading" className={styles.legendHeading}>
        {t('health.categories')}
      </h3>
      <ul className={styles.legend} aria-labelledby="aq-legend-heading">
        {AQI_CATEGORIES.map((c) => {
          const current = c.key === category?.key;
          return (
            <li key={c.key} className={current ? styles.legendCurrent : undefined}>
              <span className={`${styles.legendRange} ${aqiClass(c)}`}>
                {t('health.range', { min: c.min, max: c.max })}
              </span>
              <span className={styles.legendName}>
                {c.name}
                <span className={styles.muted}>{t('health.colour', { colour: c.colorName })}</span>
                {current ? <span className={styles.tag}>{t('health.now')}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
