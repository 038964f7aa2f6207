import { DataUnavailable } from '@/components/DataSource';

import { AQI_CATEGORIES, type AqiCategory } from '../aqiCategories';
import styles from './AirQuality.module.css';
import { aqiClass } from './aqiClass';

const NONE = 'No cautionary statement: no precautions needed.';

/**
 * The EPA health guidance for the current category (its meaning, then what sensitive groups and
 * everyone else should do) and the six categories as a legend, the current one marked.
 */
export function HealthGuidance({ category }: { category: AqiCategory | null }) {
  return (
    <section className={styles.card} aria-labelledby="aq-health-heading">
      <h2 id="aq-health-heading">Health guidance</h2>
      {category ? (
        <div className={styles.guidance}>
          <p className={`${styles.guidanceCategory} ${aqiClass(category)}`}>{category.name}</p>
          <p>{category.meaning}</p>
          <dl className={styles.groups}>
            <div>
              <dt>Sensitive groups</dt>
              <dd>{category.sensitiveGroups ?? NONE}</dd>
            </div>
            <div>
              <dt>General public</dt>
              <dd>{category.generalPublic ?? NONE}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <DataUnavailable />
      )}
      <h3 id="aq-legend-heading" className={styles.legendHeading}>
        AQI categories
      </h3>
      <ul className={styles.legend} aria-labelledby="aq-legend-heading">
        {AQI_CATEGORIES.map((c) => {
          const current = c.key === category?.key;
          return (
            <li key={c.key} className={current ? styles.legendCurrent : undefined}>
              <span className={`${styles.legendRange} ${aqiClass(c)}`}>{`${c.min}–${c.max}`}</span>
              <span className={styles.legendName}>
                {c.name}
                <span className={styles.muted}>{` ${c.colorName}`}</span>
                {current ? <span className={styles.tag}>Now</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
