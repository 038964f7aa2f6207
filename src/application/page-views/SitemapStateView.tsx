import { PlaceLinks, SitemapLoadFailed, type SitemapPlace } from '@/features/sitemap';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sitemap';
import { groupedInteger } from '@/lib/units';
import type { PageProps } from '@/types/page';

import styles from './SitemapView.module.css';

const t = translator('sitemap', messages);

/** Props of a state's sitemap page: its places A to Z, or null when they could not be read. */
export type SitemapStateViewProps = PageProps & {
  state: { name: string; code: string };
  places: SitemapPlace[] | null;
};

/** `/sitemap/North-America/United-States/state/<Name>/<CODE>`: every place of the state, A to Z. */
export function SitemapStateView({ state, places }: SitemapStateViewProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('stateHeading', { state: state.name })}</h1>
      {places === null ? (
        <SitemapLoadFailed />
      ) : (
        <>
          <p className={styles.lead}>{t('placeCount', { count: groupedInteger(places.length) })}</p>
          <PlaceLinks places={places} label={t('statePlaces', { state: state.name })} />
        </>
      )}
    </div>
  );
}
