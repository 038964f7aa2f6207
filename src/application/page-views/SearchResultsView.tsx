import { useId } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/search';
import type { SearchOutcome } from '@/types/locationSearch';
import type { PageProps } from '@/types/page';

import styles from './SearchResultsView.module.css';

const t = translator('search', messages);

/** Props of the search results page. */
export type SearchResultsViewProps = PageProps & { search: SearchOutcome };

/**
 * `/search?q=…`: where the header's search form lands without JavaScript. The places matching the
 * text, each a link (named as the box names it) to its forecast; "No locations found" when there
 * are none; the reason a text was refused; that the search is unavailable; or that this client
 * searched too often, and when to try again. The search box itself
 * is the header's.
 */
export function SearchResultsView({ search }: SearchResultsViewProps) {
  const headingId = useId();
  if (search.kind === 'prompt' || search.kind === 'invalid') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('page.heading')}</h1>
        {search.kind === 'invalid' ? (
          <p className={styles.message} role="alert">
            {search.message}
          </p>
        ) : null}
        <p className={styles.lead}>{t('page.intro')}</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading} id={headingId}>
        {t('page.resultsHeading', { query: search.query })}
      </h1>
      {search.kind === 'unavailable' ? (
        <p className={styles.message} role="alert">
          {t('page.unavailable')}
        </p>
      ) : search.kind === 'limited' ? (
        <p className={styles.message} role="alert">
          {t('page.tooMany', { seconds: search.retryAfterSeconds })}
        </p>
      ) : search.results.length === 0 ? (
        <p className={styles.message}>{t('noLocationsFound')}</p>
      ) : (
        <>
          <p className={styles.lead}>{t('page.resultsIntro')}</p>
          <ul className={styles.list} aria-labelledby={headingId}>
            {search.results.map((place, index) => (
              <li key={`${place.id}-${index}`}>
                <SiteLink href={place.href}>{place.name}</SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
