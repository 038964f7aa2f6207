import '@/server/serverOnly';

import type { Kysely } from 'kysely';

import type { Database } from '@/server/db/database';

/** What recording a view did: counted it, saw it already counted today, or found no such story. */
export type ViewOutcome = 'counted' | 'repeat' | 'unknown';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one read of a published story for a visitor (a device id), at most once per story and
 * visitor per UTC day, in one transaction. Marks older than yesterday are pruned on the way, so
 * the marks table stays about two days long.
 */
export async function recordArticleView(
  db: Kysely<Database>,
  slug: string,
  visitor: string,
  now: Date = new Date(),
): Promise<ViewOutcome> {
  const day = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  return db.transaction().execute(async (trx) => {
    const article = await trx
      .selectFrom('articles')
      .select('id')
      .where('slug', '=', slug)
      .where('published_at', '<=', now.toISOString())
      .executeTakeFirst();
    if (!article) return 'unknown';
    await trx.deleteFrom('article_view_marks').where('day', '<', yesterday).execute();
    const mark = await trx
      .insertInto('article_view_marks')
      .values({ article_id: article.id, visitor, day })
      .onConflict((oc) => oc.columns(['article_id', 'visitor', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(mark.numInsertedOrUpdatedRows ?? 0) === 0) return 'repeat';
    await trx
      .updateTable('articles')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', article.id)
      .execute();
    return 'counted';
  });
}
