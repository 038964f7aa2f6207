import type { Storm } from '@/types/hurricane';

import { intensityBand } from '../map/mapStyle';
import { SAFFIR_SIMPSON_KT, stormClass } from '../stormFormat';
import styles from './Hurricanes.module.css';

/** Short codes shown in the badge, by intensity band. */
const BADGE_TEXT = { TD: 'TD', TS: 'TS', C1: '1', C2: '2', C3: '3', C4: '4', C5: '5' } as const;

/** A round badge in the storm's intensity colour: its category, or TS / TD. Decorative. */
export function CategoryBadge({
  storm,
}: {
  storm: Pick<Storm, 'classification' | 'classificationText' | 'windKt'>;
}) {
  const cls = stormClass(storm);
  const band = cls.category
    ? intensityBand(SAFFIR_SIMPSON_KT[cls.category - 1])
    : intensityBand(Math.min(storm.windKt, 63));
  return (
    <span className={`${styles.badge} ${styles[`band${band}`] ?? ''}`} aria-hidden="true">
      {BADGE_TEXT[band]}
    </span>
  );
}
