import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import styles from './Hurricanes.module.css';

const t = translator('hurricanes', messages);

/**
 * The hurricane pages' top banner space (320×50 on phones, 728×90 from 720 px), reserved empty
 * so the layout does not move when an ad fills it.
 */
export function HurricaneTopAd() {
  return <aside className={styles.topAd} aria-label={t('advertisement')} />;
}
