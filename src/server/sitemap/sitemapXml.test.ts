import { US_STATES } from '@/lib/routes';

import { findUsState, sitemapPagePaths } from './geography';
import {
  buildSitemapIndex,
  buildUrlSet,
  chunkEntries,
  escapeXml,
  parseChunkFileName,
  SITEMAP_URL_LIMIT,
  sourceChunks,
  type SitemapEntry,
} from './sitemapXml';
import { STATIC_PAGE_PATHS } from './sources';

const ORIGIN = 'https://weather.example';

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({ path: `/p/${i}` }));

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('buildUrlSet', () => {
  it('writes absolute, escaped URLs on the origin with their last change', () => {
    const xml = buildUrlSet(ORIGIN, [
      { path: '/news/storms?x=1&y=<2>' },
      { path: '/faq', updatedAt: '2026-11-20T08:00:00+01:00' },
      { path: '/weather-forecast/now/zürich-zh-ch', updatedAt: 'not a date' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://weather.example/news/storms?x=1&amp;y=%3C2%3E</loc></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://weather.example/faq</loc><lastmod>2026-11-20T07:00:00.000Z</lastmod></url>',
    );
    // Non-ASCII is percent-encoded; an unreadable date is left out.
    expect(xml).toContain(
      '<url><loc>https://weather.example/weather-forecast/now/z%C3%BCrich-zh-ch</loc></url>',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('refuses more URLs than one sitemap may hold', () => {
    expect(() => buildUrlSet(ORIGIN, entries(SITEMAP_URL_LIMIT))).not.toThrow();
    expect(() => buildUrlSet(ORIGIN, entries(SITEMAP_URL_LIMIT + 1))).toThrow(RangeError);
  });
});

describe('chunking', () => {
  it('fills files of the chunk size, the last one with the rest', () => {
    expect(sourceChunks('places', entries(25_000), 10_000).map((c) => c.path)).toEqual([
      '/sitemaps/places-1.xml',
      '/sitemaps/places-2.xml',
      '/sitemaps/places-3.xml',
    ]);
    expect(chunkEntries(entries(25_000), 3, 10_000)).toHaveLength(5_000);
    expect(chunkEntries(entries(25_000), 1, 10_000)?.[0]).toEqual({ path: '/p/0' });
    expect(chunkEntries(entries(25_000), 2, 10_000)?.[0]).toEqual({ path: '/p/10000' });
  });

  it('splits exactly at the limit: 50,000 URLs are one file, 50,001 two', () => {
    expect(sourceChunks('a', entries(SITEMAP_URL_LIMIT), SITEMAP_URL_LIMIT)).toHaveLength(1);
    expect(sourceChunks('a', entries(SITEMAP_URL_LIMIT + 1), SITEMAP_URL_LIMIT)).toHaveLength(2);
    expect(chunkEntries(entries(SITEMAP_URL_LIMIT + 1), 2, SITEMAP_URL_LIMIT)).toHaveLength(1);
    expect(() => sourceChunks('a', entries(1), SITEMAP_URL_LIMIT + 1)).toThrow(RangeError);
  });

  it('has no file for an empty source and none past the last', () => {
    expect(sourceChunks('articles', [])).toEqual([]);
    expect(chunkEntries(entries(10), 2)).toBeNull();
    expect(chunkEntries(entries(10), 0)).toBeNull();
    expect(chunkEntries([], 1)).toBeNull();
  });

  it("dates each file by its entries' latest change", () => {
    const chunks = sourceChunks(
      'articles',
      [
        { path: '/news/a', updatedAt: '2026-01-02T00:00:00Z' },
        { path: '/news/b', updatedAt: '2026-03-04T00:00:00Z' },
        { path: '/news/c' },
      ],
      2,
    );
    expect(chunks).toEqual([
      { path: '/sitemaps/articles-1.xml', lastModified: '2026-03-04T00:00:00.000Z' },
      { path: '/sitemaps/articles-2.xml' },
    ]);
  });
});

describe('buildSitemapIndex', () => {
  it('lists every file as an absolute URL', () => {
    const xml = buildSitemapIndex(ORIGIN, [
      { path: '/sitemaps/pages-1.xml' },
      { path: '/sitemaps/articles-1.xml', lastModified: '2026-03-04T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://weather.example/sitemaps/pages-1.xml</loc></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>https://weather.example/sitemaps/articles-1.xml</loc><lastmod>2026-03-04T00:00:00.000Z</lastmod></sitemap>',
    );
  });
});

describe('parseChunkFileName', () => {
  it('reads the source and number, and refuses anything else', () => {
    expect(parseChunkFileName('places-14.xml')).toEqual({ name: 'places', n: 14 });
    for (const bad of [
      'places-0.xml',
      'places-1.txt',
      'Places-1.xml',
      '../x-1.xml',
      'places-01.xml',
      'places.xml',
    ])
      expect(parseChunkFileName(bad)).toBeNull();
  });
});

describe('the pages of the sitemap', () => {
  it('has the 50 states and the District of Columbia, each a page of the sitemap', () => {
    expect(US_STATES).toHaveLength(50);
    expect(US_STATES.some((s) => s.code === 'DC' || s.code === 'PR')).toBe(false);
    expect(findUsState('New-York', 'NY')).toEqual({ name: 'New York', code: 'NY' });
    expect(findUsState('District-of-Columbia', 'DC')).toEqual({
      name: 'District of Columbia',
      code: 'DC',
    });
    const paths = sitemapPagePaths();
    expect(paths).toHaveLength(1 + 6 + 1 + 51);
    expect(paths).toContain('/sitemap/North-America/United-States/state/District-of-Columbia/DC');
    expect(paths).toContain('/sitemap/North-America/United-States/state/North-Carolina/NC');
    expect(paths).toContain('/sitemap/Australia');
    expect(STATIC_PAGE_PATHS).toEqual(expect.arrayContaining(['/', '/news', '/legal/privacy']));
  });
});
