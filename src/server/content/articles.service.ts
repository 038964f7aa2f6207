import '@/server/serverOnly';

import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';

import { getConfig } from '@/server/config';
import type { ArticlesTable, Database } from '@/server/db/database';
import type {
  Article,
  ArticleKind,
  ArticlePage,
  ArticleSummary,
  ArticleVideo,
} from '@/types/content';

import { htmlWithSiteName, withSiteName } from './render';

/** Stories per page of a list. */
export const ARTICLES_PER_PAGE = 10;

/** The columns lists need (no body). */
const SUMMARY_COLUMNS = [
  'slug',
  'kind',
  'title',
  'summary',
  'category',
  'author',
  'hero_url',
  'hero_alt',
  'published_at',
  'updated_at',
  'video',
] as const;

type SummaryRow = Pick<Selectable<ArticlesTable>, (typeof SUMMARY_COLUMNS)[number]>;

/** What a read needs besides the database: the time (for scheduled stories) and the site's name. */
export interface ReadOptions {
  now?: Date;
  siteName?: string;
}

function resolved(options: ReadOptions): { now: string; siteName: string } {
  return {
    now: (options.now ?? new Date()).toISOString(),
    siteName: options.siteName ?? getConfig().env.SITE_NAME,
  };
}

/** The page of a story: `/<kind>/<slug>`. */
export function articlePath(kind: ArticleKind, slug: string): string {
  return `/${kind}/${slug}`;
}

const videoSchema = z.object({ src: z.string(), poster: z.string(), title: z.string() });

function videoOf(json: string | null, siteName: string): ArticleVideo | null {
  if (!json) return null;
  try {
    const parsed = videoSchema.safeParse(JSON.parse(json));
    return parsed.success
      ? { ...parsed.data, title: withSiteName(parsed.data.title, siteName) }
      : null;
  } catch {
    return null;
  }
}

function summaryOf(row: SummaryRow, siteName: string): ArticleSummary {
  return {
    slug: row.slug,
    kind: row.kind,
    path: articlePath(row.kind, row.slug),
    title: withSiteName(row.title, siteName),
    summary: withSiteName(row.summary, siteName),
    category: withSiteName(row.category, siteName),
    author: withSiteName(row.author, siteName),
    heroUrl: row.hero_url,
    heroAlt: withSiteName(row.hero_alt, siteName),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    hasVideo: row.video !== null,
  };
}

/** Published stories of a kind (publication time reached), as a query to refine. */
function published(db: Kysely<Database>, kind: ArticleKind, now: string) {
  return db.selectFrom('articles').where('kind', '=', kind).where('published_at', '<=', now);
}

/**
 * One page (1-based) of a kind's published stories, newest first; null for a page past the last
 * (page 1 always exists, possibly empty).
 */
export async function listArticlePage(
  db: Kysely<Database>,
  kind: ArticleKind,
  page: number,
  options: ReadOptions & { perPage?: number } = {},
): Promise<ArticlePage | null> {
  const { now, siteName } = resolved(options);
  const perPage = options.perPage ?? ARTICLES_PER_PAGE;
  const countRow = await published(db, kind, now)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const total = Number(countRow?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (page > pageCount) return null;
  const rows = await published(db, kind, now)
    .select(SUMMARY_COLUMNS)
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { items: rows.map((r) => summaryOf(r, siteName)), page, pageCount, total };
}

/** A kind's most read published stories (by counted views, then newest). */
export async function listMostRead(
  db: Kysely<Database>,
  kind: ArticleKind,
  limit = ARTICLES_PER_PAGE,
  options: ReadOptions = {},
): Promise<ArticleSummary[]> {
  const { now, siteName } = resolved(options);
  const rows = await published(db, kind, now)
    .select(SUMMARY_COLUMNS)
    .orderBy('view_count', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .limit(limit)
    .execute();
  return rows.map((r) => summaryOf(r, siteName));
}

/** A published story of this kind by its slug; null when there is none (or it is of another kind). */
export async function findArticle(
  db: Kysely<Database>,
  kind: ArticleKind,
  slug: string,
  options: ReadOptions = {},
): Promise<Article | null> {
  const { now, siteName } = resolved(options);
  const row = await published(db, kind, now)
    .select([...SUMMARY_COLUMNS, 'body_html'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...summaryOf(row, siteName),
    bodyHtml: htmlWithSiteName(row.body_html, siteName),
    video: videoOf(row.video, siteName),
  };
}

/** How many related stories a story page lists under the story. */
export const RELATED_STORY_COUNT = 3;

/**
 * Stories to read next: others of the same kind, those of the same category first, newest first.
 */
export async function listRelatedArticles(
  db: Kysely<Database>,
  article: Pick<ArticleSummary, 'kind' | 'slug' | 'category'>,
  limit = RELATED_STORY_COUNT,
  options: ReadOptions = {},
): Promise<ArticleSummary[]> {
  const { now, siteName } = resolved(options);
  const rows = await published(db, article.kind, now)
    .select(SUMMARY_COLUMNS)
    .where('slug', '!=', article.slug)
    .orderBy((eb) => eb.case().when('category', '=', article.category).then(0).else(1).end())
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .limit(limit)
    .execute();
  return rows.map((r) => summaryOf(r, siteName));
}

/** Every published story's page path and last change, for the sitemap. */
export async function listArticleSitemapEntries(
  db: Kysely<Database>,
  options: Pick<ReadOptions, 'now'> = {},
): Promise<{ path: string; updatedAt: string }[]> {
  const now = (options.now ?? new Date()).toISOString();
  const rows = await db
    .selectFrom('articles')
    .select(['kind', 'slug', 'updated_at'])
    .where('published_at', '<=', now)
    .orderBy('kind')
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .execute();
  return rows.map((r) => ({ path: articlePath(r.kind, r.slug), updatedAt: r.updated_at }));
}
