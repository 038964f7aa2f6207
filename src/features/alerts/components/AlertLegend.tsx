import { useId } from 'react';

import type { AlertScheme } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/alerts';

import { SCHEME_LEGENDS } from '../alertSchemes';
import styles from './ActiveAlerts.module.css';
import { levelClass } from './levelClass';

const t = translator('alerts', messages);

/** The region "Alert levels": the issuing service's official levels, each with its colour and meaning. */
export function AlertLegend({ scheme }: { scheme: AlertScheme }) {
  const headingId = useId();
  const legend = SCHEME_LEGENDS[scheme];
  return (
    <section className={styles.legend} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.legendHeading}>
        {t('legend.heading', { scheme: legend.title })}
      </h3>
      <dl className={styles.legendList}>
        {legend.levels.map((level) => (
          <div key={level.code}>
            <dt>
              <span className={`${styles.badge} ${levelClass(scheme, level.code)}`}>
                {level.name}
              </span>
            </dt>
            <dd>{level.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
