import { useId } from 'react';

import { formatClock, formatMonthDay, formatWeekday } from '@/lib/time';
import type { WeatherAlert } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/alerts';

import { levelName } from '../alertSchemes';
import { alertBullet, alertParagraphs } from '../alertText';
import styles from './ActiveAlerts.module.css';
import { levelClass } from './levelClass';

const t = translator('alerts', messages);

/** `Mon, Nov. 23, 7:00 PM` in the place's local time. */
export function formatAlertTime(iso: string): string {
  return t('card.time', {
    weekday: formatWeekday(iso, { short: true }),
    date: formatMonthDay(iso),
    time: formatClock(iso),
  });
}

/** An alert text: its paragraphs, NWS bullets (`* WHAT...`) as labelled paragraphs. */
function AlertText({ text }: { text: string | null }) {
  return alertParagraphs(text).map((paragraph, i) => {
    const bullet = alertBullet(paragraph);
    if (!bullet) return <p key={i}>{paragraph}</p>;
    return (
      <p key={i} className={styles.bullet}>
        {bullet.label ? <strong>{t('card.bulletLabel', { label: bullet.label })}</strong> : null}
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

/**
 * One alert, named by its event: its level badge (in its service's scheme, else the severity),
 * when, who issued it, where, and its full text (marked with its language).
 */
export function AlertCard({ alert, issuer }: { alert: WeatherAlert; issuer: string }) {
  const headingId = useId();
  const instruction = alertParagraphs(alert.instruction);
  const level = alert.level;
  const colour = level ? levelClass(level.scheme, level.code) : severityClass[alert.severity];
  return (
    <article
      className={`${styles.alert} ${colour ?? ''}`}
      aria-labelledby={headingId}
      lang={alert.language}
    >
      <header className={styles.alertHeader}>
        <span className={styles.badge}>
          {level ? levelName(level.scheme, level.code) : alert.severity}
        </span>
        <h3 id={headingId} className={styles.event}>
          {alert.event}
        </h3>
      </header>
      {alert.headline ? <p className={styles.headline}>{alert.headline}</p> : null}
      <dl className={styles.facts}>
        {level ? (
          <div>
            <dt>{t('card.level')}</dt>
            <dd>{levelName(level.scheme, level.code)}</dd>
          </div>
        ) : null}
        {alert.hazard ? (
          <div>
            <dt>{t('card.hazard')}</dt>
            <dd>{alert.hazard}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('card.severity')}</dt>
          <dd>{alert.severity}</dd>
        </div>
        <div>
          <dt>{t('card.urgency')}</dt>
          <dd>{alert.urgency}</dd>
        </div>
        <div>
          <dt>{t('card.certainty')}</dt>
          <dd>{alert.certainty}</dd>
        </div>
        <div>
          <dt>{t('card.effective')}</dt>
          <dd>
            <time dateTime={alert.onset}>{formatAlertTime(alert.onset)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('card.expires')}</dt>
          <dd>
            <time dateTime={alert.expires}>{formatAlertTime(alert.expires)}</time>
          </dd>
        </div>
        <div>
          <dt>{alert.sender ? t('card.issuedBy') : t('card.source')}</dt>
          <dd>{alert.sender ?? issuer}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('card.area')}</dt>
          <dd>{alert.areaDesc}</dd>
        </div>
      </dl>
      <div className={styles.text}>
        <h4>{t('card.description')}</h4>
        <AlertText text={alert.description} />
        {instruction.length ? (
          <>
            <h4>{t('card.instruction')}</h4>
            <AlertText text={alert.instruction} />
          </>
        ) : null}
      </div>
    </article>
  );
}
