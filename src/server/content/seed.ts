import '@/server/serverOnly';

import path from 'node:path';

import type { Kysely } from 'kysely';

import { getDb } from '@/server/db';
import type { Database } from '@/server/db/database';

import { importArticles, type ImportReport } from './importer';

/** Where the site's own articles live, relative to the directory the server runs in. */
export const DEFAULT_ARTICLES_FOLDER = path.join('content', 'articles');

async function articleCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Imports the folder when the articles table is empty, else does nothing (null). Two instances
 * starting together are safe: each import is one transaction whose inserts skip slugs the other
 * already wrote, and an import that loses a race (SQLite refuses a write that a committed one
 * overtook) is fine as long as the table is no longer empty afterwards.
 */
export async function seedArticlesIfEmpty(
  db: Kysely<Database>,
  folder: string,
): Promise<ImportReport | null> {
  if ((await articleCount(db)) > 0) return null;
  try {
    const report = await importArticles(db, folder);
    for (const { file, message } of report.errors)
      console.error(`content: ${file} was not imported: ${message}`);
    return report;
  } catch (err) {
    if ((await articleCount(db)) > 0) return null;
    throw err;
  }
}

const globalForContent = globalThis as unknown as { __weatherContentSeed?: Promise<void> };

/**
 * The database for content reads: the process-wide one, seeded from `content/articles` the first
 * time any page or API reads articles in this process (one COUNT when already seeded). A failed
 * seed is logged and retried on the next read; pages then show empty lists rather than failing.
 */
export async function getContentDb(): Promise<Kysely<Database>> {
  const db = await getDb();
  globalForContent.__weatherContentSeed ??= seedArticlesIfEmpty(
    db,
    path.resolve(process.cwd(), DEFAULT_ARTICLES_FOLDER),
  ).then(
    () => undefined,
    (err: unknown) => {
      console.error('content: seeding the articles failed:', err);
      delete globalForContent.__weatherContentSeed;
    },
  );
  await globalForContent.__weatherContentSeed;
  return db;
}
