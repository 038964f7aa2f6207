import type { ReactNode } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/frame';

import styles from './LocationBar.module.css';

const t = translator('frame', messages);

/**
 * The location bar: the active place, search, favourite toggle, favourites dropdown, alerts badge.
 * A region named "Location", so a screen reader's landmark list reaches the place and its controls.
 */
export function LocationBar({ search, actions }: { search?: ReactNode; actions?: ReactNode }) {
  const locality = useAppSelector(selectActiveLocality);
  return (
    <section aria-label={t('locationBar.label')} className={styles.bar}>
      <p className={styles.place}>{locality?.DisplayCompositeName ?? t('locationBar.none')}</p>
      <div className={styles.searchSlot}>{search}</div>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
