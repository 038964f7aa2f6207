import type { StormAdvisory } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import { AdvisoryTime } from './AdvisoryTime';
import styles from './Hurricanes.module.css';

const t = translator('hurricanes', messages);

/** The latest public advisory: number, time, headline, key messages and the full text. */
export function AdvisoryText({ advisory }: { advisory: StormAdvisory }) {
  return (
    <div className={styles.advisory}>
      <p className={styles.advisoryMeta}>
        {advisory.number
          ? t('advisory.numbered', { number: advisory.number })
          : t('advisory.plain')}
        {advisory.issuedAt && (
          <>
            {t('advisory.issued')}
            <AdvisoryTime iso={advisory.issuedAt} />
          </>
        )}
      </p>
      {advisory.headline && <p className={styles.headline}>{advisory.headline}</p>}
      {advisory.keyMessages && advisory.keyMessages.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('advisory.keyMessages')}</h3>
          <ol className={styles.keyMessages}>
            {advisory.keyMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ol>
        </>
      )}
      <details className={styles.fullText}>
        <summary>{t('advisory.fullText')}</summary>
        <pre className={styles.advisoryText}>{advisory.text}</pre>
      </details>
    </div>
  );
}
