import Link from 'next/link';

import { DataUnavailable } from '@/components/DataSource';
import type { ActiveAlerts, AlertSeverity } from '@/types/weather';

import { ForecastCard } from './ForecastCard';
import styles from './SummaryCards.module.css';

const severityClass: Record<AlertSeverity, string | undefined> = {
  Extreme: styles.extreme,
  Severe: styles.severe,
  Moderate: styles.moderate,
  Minor: styles.minor,
  Unknown: styles.minor,
};

/** How many alerts are active at the place, their events, and the way to the alerts page. */
export function AlertsSummary({ alerts, href }: { alerts: ActiveAlerts | null; href: string }) {
  const count = alerts?.alerts.length ?? 0;
  return (
    <ForecastCard title="Weather alerts">
      {!alerts ? (
        <DataUnavailable />
      ) : alerts.covered === false ? (
        <p className={styles.value}>
          {alerts.coverageNote ?? 'Alerts are not available for this place.'}
        </p>
      ) : count === 0 ? (
        <p className={styles.value}>No active alerts</p>
      ) : (
        <>
          <p className={styles.value}>
            {count} active {count === 1 ? 'alert' : 'alerts'}
          </p>
          <ul className={styles.alerts}>
            {alerts.alerts.slice(0, 3).map((a) => (
              <li key={a.id} className={severityClass[a.severity]}>
                {a.event}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.link}>
        <Link prefetch={false} href={href}>
          {count > 0 ? 'Read the alerts' : 'Alerts for this place'}
        </Link>
      </p>
    </ForecastCard>
  );
}
