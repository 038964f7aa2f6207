import type { HurricaneMarking } from '@/types/hurricane';

import styles from './Hurricanes.module.css';

/** Says where the hurricane data comes from (a sample's own credit names it as one). */
export function SourceCredit({ data }: { data: HurricaneMarking }) {
  return <p className={styles.source}>Source: {data.source.attribution}</p>;
}
