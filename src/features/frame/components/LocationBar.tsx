import type { ReactNode } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectActiveLocality } from '@/features/location/locationSlice';

import styles from './LocationBar.module.css';

/** The location bar: the active place, search, favourite toggle, favourites dropdown, alerts badge. */
export function LocationBar({ search, actions }: { search?: ReactNode; actions?: ReactNode }) {
  const locality = useAppSelector(selectActiveLocality);
  return (
    <div className={styles.bar}>
      <p className={styles.place}>{locality?.DisplayCompositeName ?? 'Choose a location'}</p>
      <div className={styles.searchSlot}>{search}</div>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
