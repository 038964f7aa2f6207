import type { ReactNode } from 'react';

import { useAppSelector } from '@/store/hooks';
import { LifeNav, type LifePagePattern } from '@/features/life';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { usePolledRefresh, type PollingKind } from '@/features/page';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import styles from './LifeView.module.css';

const t = translator('life', messages);

/**
 * The frame of a life page: its heading naming the place, the "Life" navigation, and the page's
 * sections; keeps the data fresh at the page's polling delay.
 */
export function LifeView({
  current,
  title,
  intro,
  polling,
  children,
}: {
  current: LifePagePattern;
  /** The heading after the place's name, e.g. `Pollen Forecast`. */
  title: string;
  intro: string;
  polling: PollingKind;
  children: (placeName: string) => ReactNode;
}) {
  usePolledRefresh(polling);
  const placeName = useAppSelector(selectActiveLocality)?.DisplayCompositeName ?? t('page.local');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('page.heading', { place: placeName, title })}</h1>
      <p className={styles.intro}>{intro}</p>
      <LifeNav current={current} />
      {children(placeName)}
    </div>
  );
}
