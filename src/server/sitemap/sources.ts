import '@/server/serverOnly';

import { getContentDb, listArticleSitemapEntries } from '@/server/content';

import { readAllPlaceSlugs } from './directory.service';
import { forecastPath, sitemapPagePaths } from './geography';
import type { SitemapEntry, SitemapSource } from './sitemapXml';

/** The site's pages that are not about one place and not articles. */
export const STATIC_PAGE_PATHS: readonly string[] = [
  '/',
  '/news',
  '/press',
  '/education',
  '/faq',
  '/partners',
  '/legal/terms',
  '/legal/privacy',
  '/hurricane/active',
  '/hurricane/outlook',
];

/** The static pages and every page of the human sitemap. */
export const staticPagesSource: SitemapSource = {
  name: 'pages',
  entries: () =>
    Promise.resolve(
      [...STATIC_PAGE_PATHS, ...sitemapPagePaths()].map((path): SitemapEntry => ({ path })),
    ),
};

/** The forecast page of every place in the gazetteer. */
export const placesSource: SitemapSource = {
  name: 'places',
  entries: async () => (await readAllPlaceSlugs()).map((slug) => ({ path: forecastPath(slug) })),
};

/** Every published news, press and education article, with its last change. */
export const articlesSource: SitemapSource = {
  name: 'articles',
  entries: async () => listArticleSitemapEntries(await getContentDb()),
};

/**
 * Every source of sitemap.xml, in the order the index lists their files. A new kind of page joins
 * the sitemap by adding a source here.
 */
export function sitemapSources(): SitemapSource[] {
  return [staticPagesSource, articlesSource, placesSource];
}
