import { SAMPLE_NOTE, type HurricaneMarking } from '@/types/hurricane';

import styles from './Hurricanes.module.css';

/** The visible banner of a page showing the bundled sample; nothing for live data. */
export function SampleBanner({ data }: { data: Pick<HurricaneMarking, 'sample' | 'note'> | null }) {
  if (!data?.sample) return null;
  return (
    <p className={styles.sampleBanner} role="note">
      <strong>{data.note ?? SAMPLE_NOTE}</strong>
      <span> This page shows a bundled example of NHC products, not current conditions.</span>
    </p>
  );
}
