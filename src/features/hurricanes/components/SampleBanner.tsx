import { SAMPLE_NOTE, type HurricaneMarking } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import styles from './Hurricanes.module.css';

const t = translator('hurricanes', messages);

/** The visible banner of a page showing the bundled sample; nothing for live data. */
export function SampleBanner({ data }: { data: Pick<HurricaneMarking, 'sample' | 'note'> | null }) {
  if (!data?.sample) return null;
  return (
    <p className={styles.sampleBanner} role="note">
      <strong>{data.note ?? SAMPLE_NOTE}</strong>
      <span>{t('sample.text')}</span>
    </p>
  );
}
