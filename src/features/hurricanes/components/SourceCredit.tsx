import type { HurricaneMarking } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import styles from './Hurricanes.module.css';

const t = translator('hurricanes', messages);

/** Says where the hurricane data comes from (a sample's own credit names it as one). */
export function SourceCredit({ data }: { data: HurricaneMarking }) {
  return <p className={styles.source}>{t('source', { attribution: data.source.attribution })}</p>;
}
