import { SourceNote } from '@/components/DataSource';
import { Icon } from '@/components/Icon';
import type { ActiveAlerts as ActiveAlertsPayload } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/alerts';

import { sourceName } from '../alertText';
import styles from './ActiveAlerts.module.css';
import { AlertCard } from './AlertCard';
import { AlertLegend } from './AlertLegend';

const t = translator('alerts', messages);

const pluralRules = new Intl.PluralRules('en-US');

/**
 * The "Active alerts" region of a place: the issuing service named and linked, with a legend of
 * its official levels; one article per alert in the order the provider gives
 * (most severe first); "No active alerts for {place}" when there are none; and, when the alerts'
 * service does not cover the place, its coverage note instead (never "No active alerts").
 */
export function ActiveAlerts({
  data,
  placeName,
}: {
  data: ActiveAlertsPayload;
  placeName: string;
}) {
  const uncovered = data.covered === false;
  const count = data.alerts.length;
  return (
    <section className={styles.region} aria-labelledby="active-alerts-heading">
      <div className={styles.regionHeader}>
        <h2 id="active-alerts-heading">{t('region.heading')}</h2>
        {!uncovered && count > 0 ? (
          <p className={styles.count}>
            {t(pluralRules.select(count) === 'one' ? 'region.count.one' : 'region.count.other', {
              count,
            })}
          </p>
        ) : null}
      </div>
      {data.source.alertsDerived ? <p className={styles.derived}>{t('region.derived')}</p> : null}
      {data.issuer && !uncovered ? (
        <p className={styles.issuer}>
          {data.issuer.url ? (
            <>
              {t('region.issuedBy')}
              <a href={data.issuer.url} rel="noopener noreferrer">
                {data.issuer.name}
              </a>
            </>
          ) : (
            t('region.demoScheme')
          )}
        </p>
      ) : null}
      {uncovered ? (
        <p className={styles.empty} role="status">
          <Icon name="alerts" size={22} className={styles.emptyIcon} />
          {data.coverageNote ?? t('region.notCovered')}
        </p>
      ) : count === 0 ? (
        <p className={styles.empty} role="status">
          <Icon name="alerts" size={22} className={styles.emptyIcon} />
          {t('region.none', { place: placeName })}
        </p>
      ) : (
        <div className={styles.list}>
          {data.alerts.map((alert) => (
            <AlertCard key={alert.id} alert={alert} issuer={sourceName(data)} />
          ))}
        </div>
      )}
      {data.issuer && !uncovered ? <AlertLegend scheme={data.issuer.scheme} /> : null}
      <SourceNote data={data} />
    </section>
  );
}
