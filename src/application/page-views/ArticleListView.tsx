import Head from 'next/head';

import { SiteLink } from '@/components/SiteLink';
import { FeedAd } from '@/features/ads';
import { ArticleList, listPagePath, Pagination } from '@/features/content';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';
import type { ArticleListData } from '@/types/content';
import type { PageProps } from '@/types/page';

import styles from './ArticleListView.module.css';

const t = translator('content', messages);

/** The three story sections, linked from each other's lists. */
const SECTIONS = ['news', 'press', 'education'] as const;

/** The news feed shows an ad after every this many stories. */
const STORIES_PER_FEED_AD = 4;
const feedAds = { every: STORIES_PER_FEED_AD, render: (n: number) => <FeedAd n={n} /> };

/** Props of `/news`, `/press` and `/education`. */
export type ArticleListViewProps = PageProps & ArticleListData;

/**
 * A kind's story list: the newest first, ten a page (`?p=2`, with rel=prev/next links in the head
 * and on the page), or the most read (`?page=top`).
 */
export function ArticleListView({
  kind,
  mode,
  articles,
  page,
  pageCount,
  seo,
}: ArticleListViewProps) {
  const basePath = `/${kind}`;
  const heading = mode === 'top' ? t(`${kind}.topTitle`) : t(`${kind}.title`);
  // Absolute addresses for the head's prev/next links, on the canonical link's origin.
  const absolute = (path: string) => (seo?.canonical ? new URL(path, seo.canonical).href : path);
  return (
    <div className={styles.page}>
      {mode === 'latest' && (
        <Head>
          {page > 1 && <link rel="prev" href={absolute(listPagePath(basePath, page - 1))} />}
          {page < pageCount && (
            <link rel="next" href={absolute(listPagePath(basePath, page + 1))} />
          )}
        </Head>
      )}
      <nav className={styles.sections} aria-label={t('list.sections')}>
        {SECTIONS.map((section) => (
          <SiteLink
            key={section}
            href={`/${section}`}
            aria-current={section === kind ? 'page' : undefined}
          >
            {t(`section.${section}`)}
          </SiteLink>
        ))}
      </nav>
      <h1 className={styles.heading}>{heading}</h1>
      <nav className={styles.views} aria-label={t('list.views')}>
        <SiteLink href={basePath} aria-current={mode === 'latest' ? 'page' : undefined}>
          {t('list.latest')}
        </SiteLink>
        <SiteLink href={`${basePath}?page=top`} aria-current={mode === 'top' ? 'page' : undefined}>
          {t('list.mostRead')}
        </SiteLink>
      </nav>
      {articles.length === 0 ? (
        <p className={styles.empty}>{t('list.empty')}</p>
      ) : (
        <ArticleList
          articles={articles}
          eagerFirst
          interleave={kind === 'news' ? feedAds : undefined}
        />
      )}
      {mode === 'latest' && <Pagination basePath={basePath} page={page} pageCount={pageCount} />}
    </div>
  );
}
