import { SiteLink } from '@/components/SiteLink';
import { DataUnavailable } from '@/components/DataSource';
import type { ActiveAlerts, AlertSeverity } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/currentConditions';

import { ForecastCard } from './ForecastCard';
import styles from './SummaryCards.module.css';

const t = translator('currentConditions', messages);

const pluralRules = new Intl.PluralRules('en-US');

const severityClass: Record<AlertSeverity, string | undefined> = {
  Extreme: styles.extreme,
  Severe: styles.severe,
  Moderate: styles.moderate,
  Minor: styles.minor,
  Unknown: styles.minor,
};

/** How many alerts are active at the place, their events, who issued them, and the way to the alerts page. */
export function AlertsSummary({ alerts, href }: { alerts: ActiveAlerts | null; href: string }) {
  const count = alerts?.alerts.length ?? 0;
  return (
    <ForecastCard title={t('alerts.title')}>
      {!alerts ? (
        <DataUnavailable />
      ) : alerts.covered === false ? (
        <p className={styles.value}>{alerts.coverageNote ?? t('alerts.notCovered')}</p>
      ) : count === 0 ? (
        <p className={styles.value}>{t('alerts.none')}</p>
      ) : (
        <>
          <p className={styles.value}>
            {t(pluralRules.select(count) === 'one' ? 'alerts.active.one' : 'alerts.active.other', {
              count,
            })}
          </p>
          <ul className={styles.alerts}>
            {alerts.alerts.slice(0, 3).map((a) => (
              <li key={a.id} className={severityClass[a.severity]}>
                {a.event}
              </li>
            ))}
          </ul>
          {alerts.issuer?.url ? (
            <p>
              {t('alerts.issuedBy')}
              <a href={alerts.issuer.url} rel="noopener noreferrer">
                {alerts.issuer.name}
              </a>
            </p>
          ) : null}
        </>
      )}
      <p className={styles.link}>
        <SiteLink href={href}>{count > 0 ? t('alerts.read') : t('alerts.forPlace')}</SiteLink>
      </p>
    </ForecastCard>
  );
}
