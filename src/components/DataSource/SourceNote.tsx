import type { SourceMarking } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/components';

import styles from './SourceNote.module.css';

const t = translator('components', messages);

/**
 * Says where a section's values come from: demo values always say they are demo data; real
 * values credit their source as its licence asks.
 */
export function SourceNote({ data }: { data: SourceMarking }) {
  if (data.demo) {
    return (
      <p className={styles.note} role="note">
        {data.note ?? t('demoData')}
      </p>
    );
  }
  return (
    <p className={styles.note}>
      {data.source.attribution}
      {data.note ? t('attributionNote', { note: data.note }) : ''}
    </p>
  );
}
