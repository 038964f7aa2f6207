import type { StormAdvisory } from '@/types/hurricane';

import { AdvisoryTime } from './AdvisoryTime';
import styles from './Hurricanes.module.css';

/** The latest public advisory: number, time, headline, key messages and the full text. */
export function AdvisoryText({ advisory }: { advisory: StormAdvisory }) {
  return (
    <div className={styles.advisory}>
      <p className={styles.advisoryMeta}>
        {advisory.number ? `Public advisory #${advisory.number}` : 'Public advisory'}
        {advisory.issuedAt && (
          <>
            {', issued '}
            <AdvisoryTime iso={advisory.issuedAt} />
          </>
        )}
      </p>
      {advisory.headline && <p className={styles.headline}>{advisory.headline}</p>}
      {advisory.keyMessages && advisory.keyMessages.length > 0 && (
        <>
          <h3 className={styles.subheading}>Key messages</h3>
          <ol className={styles.keyMessages}>
            {advisory.keyMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ol>
        </>
      )}
      <details className={styles.fullText}>
        <summary>Full advisory text</summary>
        <pre className={styles.advisoryText}>{advisory.text}</pre>
      </details>
    </div>
  );
}
