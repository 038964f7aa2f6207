import { setServerCacheForTests } from '@/server/cache';

import { articlesSource, placesSource, sitemapSources, staticPagesSource } from './sources';

/** The real sources over the embedded provider (the whole gazetteer) and the seeded articles. */

beforeEach(() => setServerCacheForTests(undefined));
afterAll(() => setServerCacheForTests(undefined));

describe('the sitemap sources', () => {
  it('lists the static pages and every sitemap page', async () => {
    const paths = (await staticPagesSource.entries()).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/faq', '/sitemap', '/sitemap/Europe']));
    // Search results are not pages to index (noindex, disallowed in robots.txt).
    expect(paths.filter((path) => path.startsWith('/search'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the forecast page of every place once', async () => {
    const paths = (await placesSource.entries()).map((e) => e.path);
    expect(paths.length).toBeGreaterThan(100_000);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/weather-forecast/now/paris-ile-de-france-fr');
  }, 60_000);

  it('lists the published articles with their last change', async () => {
    const entries = await articlesSource.entries();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.path).toMatch(/^\/(news|press|education)\//);
      expect(Number.isNaN(Date.parse(entry.updatedAt ?? ''))).toBe(false);
    }
    expect(sitemapSources().map((s) => s.name)).toEqual(['pages', 'articles', 'places']);
  }, 60_000);
});
