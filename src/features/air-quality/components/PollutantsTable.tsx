import { DataUnavailable } from '@/components/DataSource';
import type { AirQuality } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/airQuality';

import { aqiCategoryOf, formatConcentration } from '../aqiCategories';
import styles from './AirQuality.module.css';
import { aqiClass } from './aqiClass';

const t = translator('airQuality', messages);

/** Each pollutant's concentration and its EPA sub-index, in the table "Pollutants". */
export function PollutantsTable({ data }: { data: AirQuality | null }) {
  const pollutants = data?.pollutants ?? [];
  return (
    <section className={styles.card} aria-labelledby="aq-pollutants-heading">
      <h2 id="aq-pollutants-heading">{t('pollutants.heading')}</h2>
      {pollutants.length === 0 ? (
        <DataUnavailable />
      ) : (
        <div
          className={styles.tableWrap}
          // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={t('pollutants.tableRegion')}
        >
          <table className={styles.table} aria-labelledby="aq-pollutants-heading">
            <thead>
              <tr>
                <th scope="col">{t('pollutants.pollutant')}</th>
                <th scope="col">{t('pollutants.concentration')}</th>
                <th scope="col">{t('pollutants.aqi')}</th>
              </tr>
            </thead>
            <tbody>
              {pollutants.map((p) => {
                const category = aqiCategoryOf(p.aqi);
                const dominant = p.code === data?.dominantPollutant;
                return (
                  <tr key={p.code} className={dominant ? styles.dominantRow : undefined}>
                    <th scope="row">
                      {p.name}
                      {dominant ? (
                        <span className={styles.tag}>{t('pollutants.dominant')}</span>
                      ) : null}
                    </th>
                    <td>{formatConcentration(p.code, p.concentrationUgM3)}</td>
                    <td>
                      {p.aqi === null ? (
                        '--'
                      ) : (
                        <span className={styles.subIndex}>
                          <span
                            className={`${styles.swatch} ${aqiClass(category)}`}
                            aria-hidden="true"
                          />
                          <strong>{Math.round(p.aqi)}</strong>
                          <span className={styles.muted}>{category?.name}</span>
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
