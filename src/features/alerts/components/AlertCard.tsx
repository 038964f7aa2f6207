import { useId } from 'react';

import { formatClock, formatMonthDay, formatWeekday } from '@/lib/time';
import type { WeatherAlert } from '@/types/weather';

import { alertBullet, alertParagraphs } from '../alertText';
import styles from './ActiveAlerts.module.css';

/** `Mon, Nov. 23, 7:00 PM` in the place's local time. */
export function formatAlertTime(iso: string): string {
  return `${formatWeekday(iso, { short: true })}, ${formatMonthDay(iso)}, ${formatClock(iso)}`;
}

/** An alert text: its paragraphs, NWS bullets (`* WHAT...`) as labelled paragraphs. */
function AlertText({ text }: { text: string | null }) {
  return alertParagraphs(text).map((paragraph, i) => {
    const bullet = alertBullet(paragraph);
    if (!bullet) return <p key={i}>{paragraph}</p>;
    return (
      <p key={i} className={styles.bullet}>
        {bullet.label ? <strong>{bullet.label}: </strong> : null}
        {bullet.text}
      </p>
    );
  });
}

const severityClass: Record<WeatherAlert['severity'], string | undefined> = {
  Extreme: styles.extreme,
  Severe: styles.severe,
  Moderate: styles.moderate,
  Minor: styles.minor,
  Unknown: styles.unknown,
};

/** One alert, named by its event: severity badge, when, who issued it, where, and its full text. */
export function AlertCard({ alert, issuer }: { alert: WeatherAlert; issuer: string }) {
  const headingId = useId();
  const instruction = alertParagraphs(alert.instruction);
  return (
    <article
      className={`${styles.alert} ${severityClass[alert.severity] ?? ''}`}
      aria-labelledby={headingId}
    >
      <header className={styles.alertHeader}>
        <span className={styles.badge}>{alert.severity}</span>
        <h3 id={headingId} className={styles.event}>
          {alert.event}
        </h3>
      </header>
      {alert.headline ? <p className={styles.headline}>{alert.headline}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>Severity</dt>
          <dd>{alert.severity}</dd>
        </div>
        <div>
          <dt>Urgency</dt>
          <dd>{alert.urgency}</dd>
        </div>
        <div>
          <dt>Certainty</dt>
          <dd>{alert.certainty}</dd>
        </div>
        <div>
          <dt>Effective</dt>
          <dd>
            <time dateTime={alert.onset}>{formatAlertTime(alert.onset)}</time>
          </dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>
            <time dateTime={alert.expires}>{formatAlertTime(alert.expires)}</time>
          </dd>
        </div>
        <div>
          <dt>{alert.sender ? 'Issued by' : 'Source'}</dt>
          <dd>{alert.sender ?? issuer}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Affected area</dt>
          <dd>{alert.areaDesc}</dd>
        </div>
      </dl>
      <div className={styles.text}>
        <h4>Description</h4>
        <AlertText text={alert.description} />
        {instruction.length ? (
          <>
            <h4>What to do</h4>
            <AlertText text={alert.instruction} />
          </>
        ) : null}
      </div>
    </article>
  );
}
