import '@/server/serverOnly';

import { existsSync } from 'node:fs';
import path from 'node:path';

import type { GetServerSideProps } from 'next';
import { z } from 'zod';

import type { ErrorStatusPageProps } from '@/lib/http/errorStatusPage';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';
import { getConfig } from '@/server/config';
import { absoluteUrl, buildSitePageProps } from '@/server/pages/sitePage';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import type { Article, ArticleKind, ArticleListData, StoryData } from '@/types/content';
import type { PageProps } from '@/types/page';

import { slugSchema } from './articleFile';
import {
  ARTICLES_PER_PAGE,
  articlePath,
  findArticle,
  listArticlePage,
  listMostRead,
  listRelatedArticles,
} from './articles.service';
import { getContentDb } from './seed';

const t = translator('content', messages);

/**
 * A list page's query: `?p=2` (page 2 of the newest first) or `?page=top` (the most read). Other
 * parameters (campaign tags…) are ignored; a malformed `p` or `page`, or both at once, is a 404.
 */
const listQuerySchema = z
  .object({
    p: z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/)
      .transform(Number)
      .optional(),
    page: z.literal('top').optional(),
  })
  .refine((q) => !(q.p && q.page), 'p and page=top do not go together');

/** getServerSideProps of `/news`, `/press` and `/education`. */
export function articleListPageProps(
  kind: ArticleKind,
): GetServerSideProps<(PageProps & ArticleListData) | ErrorStatusPageProps> {
  return withUpstreamBudgetPage<PageProps & ArticleListData>(async (ctx) => {
    const query = listQuerySchema.safeParse(ctx.query);
    if (!query.success) return { notFound: true };
    const { p = 1, page: order } = query.data;
    const siteName = getConfig().env.SITE_NAME;
    const db = await getContentDb();
    let data: ArticleListData;
    if (order === 'top') {
      const articles = await listMostRead(db, kind, ARTICLES_PER_PAGE);
      data = { kind, mode: 'top', articles, page: 1, pageCount: 1 };
    } else {
      const list = await listArticlePage(db, kind, p);
      if (!list) return { notFound: true };
      data = {
        kind,
        mode: 'latest',
        articles: list.items,
        page: list.page,
        pageCount: list.pageCount,
      };
    }
    const listTitle = t(`${kind}.title`);
    const title =
      order === 'top'
        ? t(`${kind}.topTitle`)
        : p > 1
          ? t('list.pageTitle', { title: listTitle, page: p })
          : listTitle;
    const canonicalPath =
      order === 'top' ? `/${kind}?page=top` : p > 1 ? `/${kind}?p=${p}` : `/${kind}`;
    const page = await buildSitePageProps(ctx, {
      pattern: `/${kind}`,
      canonicalPath,
      title,
      description: t(order === 'top' ? `${kind}.topDescription` : `${kind}.description`, {
        siteName,
      }),
      trail: [{ name: t(`${kind}.trail`), path: `/${kind}` }],
    });
    if (!page) return { notFound: true };
    return { props: { ...page, ...data } };
  });
}

/** The author as schema.org wants it: a person ("Name, Role") or the organisation that wrote it. */
function authorLd(author: string, siteName: string): Record<string, unknown> {
  if (author.includes(siteName) || /\b(team|office|desk|staff|editors?)\b/i.test(author))
    return { '@type': 'Organization', name: author };
  const [name = author, ...role] = author.split(',').map((part) => part.trim());
  return role.length > 0
    ? { '@type': 'Person', name, jobTitle: role.join(', ') }
    : { '@type': 'Person', name };
}

/** The story's NewsArticle (schema.org) for search engines and link previews. */
export function newsArticleLd(article: Article, siteName: string): Record<string, unknown> {
  const url = absoluteUrl(article.path);
  return {
    '@type': 'NewsArticle',
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.summary,
    image: [absoluteUrl(article.heroUrl)],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: [authorLd(article.author, siteName)],
    publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl('/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: article.category,
    ...(article.video
      ? {
          video: {
            '@type': 'VideoObject',
            name: article.video.title,
            description: article.summary,
            thumbnailUrl: [absoluteUrl(article.video.poster)],
            contentUrl: absoluteUrl(article.video.src),
            uploadDate: article.publishedAt,
          },
        }
      : {}),
  };
}

/** True when a file under `public/` exists (the site path of a static file). */
function publicFileExists(sitePath: string): boolean {
  return existsSync(path.join(process.cwd(), 'public', ...sitePath.split('/').filter(Boolean)));
}

/**
 * getServerSideProps of `/<kind>/[storyid]`: the story with its NewsArticle data, Open Graph
 * article type and image, and related stories. An unknown slug, or a story of another kind under
 * this prefix, is a 404.
 */
export function storyPageProps(
  kind: ArticleKind,
): GetServerSideProps<(PageProps & StoryData) | ErrorStatusPageProps> {
  return withUpstreamBudgetPage<PageProps & StoryData>(async (ctx) => {
    const slug = slugSchema.safeParse(ctx.params?.storyid);
    if (!slug.success) return { notFound: true };
    const db = await getContentDb();
    const article = await findArticle(db, kind, slug.data);
    if (!article) return { notFound: true };
    const siteName = getConfig().env.SITE_NAME;
    const [related, page] = await Promise.all([
      listRelatedArticles(db, article),
      buildSitePageProps(ctx, {
        pattern: `/${kind}/[storyid]`,
        canonicalPath: articlePath(kind, article.slug),
        title: article.title,
        description: article.summary,
        trail: [
          { name: t(`${kind}.trail`), path: `/${kind}` },
          { name: article.title, path: article.path },
        ],
        seo: {
          jsonLd: [newsArticleLd(article, siteName)],
          ogType: 'article',
          image: { url: absoluteUrl(article.heroUrl), alt: article.heroAlt },
        },
      }),
    ]);
    if (!page) return { notFound: true };
    const videoAvailable = article.video !== null && publicFileExists(article.video.src);
    const captions = article.video ? article.video.src.replace(/\.[a-z0-9]+$/i, '.vtt') : null;
    const videoCaptions =
      videoAvailable && captions && publicFileExists(captions) ? captions : null;
    return { props: { ...page, article, related, videoAvailable, videoCaptions } };
  });
}
