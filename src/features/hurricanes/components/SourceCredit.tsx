import type { HurricaneMarking } from '@/types/hurricane';

import styles from './Hurricanes.module.css';

/** Says where the hurricane data comes from (and that the sample is one). */
export function SourceCredit({ data }: { data: HurricaneMarking }) {
  return (
    <p className={styles.source}>
      Source: {data.source.attribution}
      {data.sample ? ` (${data.note ?? 'sample data'})` : ''}
    </p>
  );
}
