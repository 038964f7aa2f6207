import { SiteLink } from '@/components/SiteLink';
import { PlaceLinks, SitemapLoadFailed, type SitemapCountry } from '@/features/sitemap';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sitemap';
import { SITEMAP_STATES_PATH } from '@/lib/routes';
import type { PageProps } from '@/types/page';

import styles from './SitemapView.module.css';

const t = translator('sitemap', messages);

/** Props of a continent's sitemap page: its countries, or null when they could not be read. */
export type SitemapContinentViewProps = PageProps & {
  continent: { segment: string; name: string };
  countries: SitemapCountry[] | null;
};

/** `/sitemap/<continent>`: every country by name, each with links to its largest places. */
export function SitemapContinentView({ continent, countries }: SitemapContinentViewProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('continentHeading', { continent: continent.name })}</h1>
      {continent.segment === 'North-America' && (
        <p className={styles.lead}>
          <SiteLink href={SITEMAP_STATES_PATH}>{t('statesLink')}</SiteLink>
        </p>
      )}
      {countries === null ? (
        <SitemapLoadFailed />
      ) : (
        countries.map((country) => {
          const id = `sitemap-country-${country.CountryIso2Code}`;
          return (
            <section key={country.CountryIso2Code} className={styles.section} aria-labelledby={id}>
              <h2 id={id} className={styles.sectionHeading}>
                {country.CountryShortName}
              </h2>
              <PlaceLinks
                places={country.Places}
                label={t('countryPlaces', { country: country.CountryShortName })}
                withTerritory
              />
            </section>
          );
        })
      )}
    </div>
  );
}
