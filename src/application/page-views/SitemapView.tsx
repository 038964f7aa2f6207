import { SiteLink } from '@/components/SiteLink';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sitemap';
import { SITEMAP_CONTINENTS, SITEMAP_STATES_PATH, sitemapContinentPath } from '@/lib/routes';
import type { PageProps } from '@/types/page';

import styles from './SitemapView.module.css';

const t = translator('sitemap', messages);

/** Props of the sitemap's index page. */
export type SitemapViewProps = PageProps;

/** `/sitemap`: the continents, and the way to the US states. */
export function SitemapView(_props: SitemapViewProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('sitemap')}</h1>
      <section className={styles.section} aria-labelledby="sitemap-continents">
        <h2 id="sitemap-continents" className={styles.sectionHeading}>
          {t('continentsHeading')}
        </h2>
        <ul className={styles.list}>
          {SITEMAP_CONTINENTS.map((continent) => (
            <li key={continent.segment}>
              <SiteLink href={sitemapContinentPath(continent.segment)}>{continent.name}</SiteLink>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="sitemap-united-states">
        <h2 id="sitemap-united-states" className={styles.sectionHeading}>
          {t('unitedStatesHeading')}
        </h2>
        <ul className={styles.list}>
          <li>
            <SiteLink href={SITEMAP_STATES_PATH}>{t('statesLink')}</SiteLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
