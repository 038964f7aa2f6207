import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sitemap';

import styles from './Sitemap.module.css';

const t = translator('sitemap', messages);

/** Said in place of a sitemap list that could not be read (the page answered 503). */
export function SitemapLoadFailed() {
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedTitle}>{t('loadFailed')}</p>
      <p>{t('loadFailedHint')}</p>
    </div>
  );
}
