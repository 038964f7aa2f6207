import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { ServerConfig } from '@/server/config';
import { listMostRead, listRelatedArticles, slugSchema } from '@/server/content';
import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http/httpError';
import type { SponsoredRecommendations } from '@/types/sponsored';

/** How many recommendations the widget shows. */
export const RECOMMENDATION_COUNT = 3;

/** The query of `GET /web2/api/sponsored/recommendations`. */
export const recommendationsQuerySchema = z.object({
  pageId: z.string().min(1).max(60),
  placementId: z.string().min(1).max(100),
  exclude: slugSchema.optional(),
});

export type RecommendationsQuery = z.infer<typeof recommendationsQuerySchema>;

/**
 * The embedded sponsored-content feed: the site's own articles. Below a story, the stories of its
 * kind nearest its category (never the story itself); elsewhere, the most read news. Only for a
 * placement the configuration lists on that page (404 otherwise), nothing while the widget is off.
 */
export async function listRecommendations(
  db: Kysely<Database>,
  config: ServerConfig,
  query: RecommendationsQuery,
): Promise<SponsoredRecommendations> {
  const { enabled, entries } = config.settings.sponsored;
  const entry = entries.find(
    (e) => e.PageId === query.pageId && e.PlacementId === query.placementId,
  );
  if (!entry) throw new HttpError(404, 'No such sponsored placement on this page');
  if (!enabled) return { placementId: entry.PlacementId, items: [] };
  const story = query.exclude
    ? await db
        .selectFrom('articles')
        .select(['slug', 'kind', 'category'])
        .where('slug', '=', query.exclude)
        .executeTakeFirst()
    : undefined;
  const articles = story
    ? await listRelatedArticles(db, story, RECOMMENDATION_COUNT)
    : (await listMostRead(db, 'news', RECOMMENDATION_COUNT + 1))
        .filter((a) => a.slug !== query.exclude)
        .slice(0, RECOMMENDATION_COUNT);
  return {
    placementId: entry.PlacementId,
    items: articles.map((a) => ({
      title: a.title,
      url: a.path,
      category: a.category,
      image: a.heroUrl ? { url: a.heroUrl, alt: a.heroAlt } : null,
    })),
  };
}
