import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { ServerConfig } from '@/server/config';
import {
  listMostRead,
  listRelatedArticles,
  RELATED_STORY_COUNT,
  slugSchema,
} from '@/server/content';
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
 * kind nearest its category after the related ones its page already lists (never the story
 * itself, nor those); when there are none, and elsewhere, the most read news. Only for a placement
 * the configuration lists on that page (404 otherwise), nothing while the widget is off.
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
  const nearest = story
    ? await listRelatedArticles(db, story, RELATED_STORY_COUNT + RECOMMENDATION_COUNT)
    : [];
  const beyondRelated = nearest.slice(RELATED_STORY_COUNT);
  const shown = new Set([
    query.exclude,
    ...nearest.slice(0, RELATED_STORY_COUNT).map((a) => a.slug),
  ]);
  const articles =
    beyondRelated.length > 0
      ? beyondRelated
      : (await listMostRead(db, 'news', RECOMMENDATION_COUNT + shown.size))
          .filter((a) => !shown.has(a.slug))
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
