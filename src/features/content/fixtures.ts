import type { Article, ArticleSummary } from '@/types/content';

/** A news story's list entry for tests; fields can be overridden. */
export function buildArticleSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  const slug = overrides.slug ?? 'lake-effect-snow-explained';
  const kind = overrides.kind ?? 'news';
  return {
    slug,
    kind,
    path: `/${kind}/${slug}`,
    title: 'Lake-Effect Snow: Why a Few Miles Make All the Difference',
    summary: 'Cold air over warm lake water builds narrow, intense snow bands.',
    category: 'Science',
    author: 'Dana Whitfield, Meteorologist',
    heroUrl: `/content/images/${slug}.svg`,
    heroAlt: 'Snow bands streaming off a lake onto the shore',
    publishedAt: '2026-11-04T14:00:00.000Z',
    updatedAt: '2026-11-05T09:30:00.000Z',
    hasVideo: false,
    ...overrides,
  };
}

/** A whole story for tests; fields can be overridden. */
export function buildArticle(overrides: Partial<Article> = {}): Article {
  return {
    ...buildArticleSummary(overrides),
    bodyHtml:
      '<h2>Why the lake matters</h2><p>Warm water feeds the air. See the <a href="/maps">map</a>.</p>',
    video: null,
    ...overrides,
  };
}
