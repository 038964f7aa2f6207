import { SiteLink } from '@/components/SiteLink';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sitemap';
import { sitemapStatePath, US_STATE_PAGES } from '@/lib/routes';
import type { PageProps } from '@/types/page';

import styles from './SitemapView.module.css';

const t = translator('sitemap', messages);

/** Props of the US states sitemap page. */
export type SitemapStatesViewProps = PageProps;

/** `/sitemap/North-America/United-States/states`: the 50 states and D.C., each to its places. */
export function SitemapStatesView(_props: SitemapStatesViewProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('statesHeading')}</h1>
      <ul className={styles.columns} aria-label={t('statesList')}>
        {US_STATE_PAGES.map((state) => (
          <li key={state.code}>
            <SiteLink href={sitemapStatePath(state)}>{state.name}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
