import '@/server/serverOnly';

import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Kysely } from 'kysely';

import type { ArticlesTable, Database } from '@/server/db/database';

import { ArticleFileError, parseArticleFile } from './articleFile';
import { RENDER_VERSION, renderArticleBody } from './render';

/** An article ready to store: its row without the id and view count. */
export type ArticleRecord = Omit<ArticlesTable, 'id' | 'view_count'>;

/** What an import did, slug by slug, and the files it refused. */
export interface ImportReport {
  inserted: string[];
  updated: string[];
  unchanged: string[];
  errors: { file: string; message: string }[];
}

/** Every `.md` file under a folder, at any depth, in a stable order (missing folder: none). */
export async function findMarkdownFiles(folder: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Reads, validates and renders one article file into the row it becomes. */
export function articleRecord(text: string, file: string): ArticleRecord {
  const { frontMatter: fm, body } = parseArticleFile(text, file, path.basename(file, '.md'));
  return {
    slug: fm.slug,
    kind: fm.kind,
    title: fm.title,
    summary: fm.summary,
    body_markdown: body,
    body_html: renderArticleBody(body),
    hero_url: fm.hero,
    hero_alt: fm.heroAlt,
    category: fm.category,
    author: fm.author,
    video: fm.video ? JSON.stringify(fm.video) : null,
    published_at: fm.published,
    updated_at: fm.updated ?? fm.published,
    content_hash: createHash('sha256').update(`${RENDER_VERSION}\n${text}`).digest('hex'),
  };
}

/**
 * Reads every Markdown file under `folder` into article records. Files that fail validation (or
 * repeat a slug already read) are reported in `errors` and left out.
 */
export async function readArticleFolder(
  folder: string,
): Promise<{ records: ArticleRecord[]; errors: ImportReport['errors'] }> {
  const records: ArticleRecord[] = [];
  const errors: ImportReport['errors'] = [];
  const seen = new Map<string, string>();
  for (const file of await findMarkdownFiles(folder)) {
    const shown = path.relative(folder, file) || file;
    try {
      const record = articleRecord(await readFile(file, 'utf8'), shown);
      const first = seen.get(record.slug);
      if (first)
        throw new ArticleFileError(shown, `slug "${record.slug}" is also used by ${first}`);
      seen.set(record.slug, shown);
      records.push(record);
    } catch (err) {
      if (!(err instanceof ArticleFileError)) throw err;
      errors.push({ file: err.file, message: err.message.slice(err.file.length + 2) });
    }
  }
  return { records, errors };
}

/**
 * Upserts records by slug in one transaction: a new slug is inserted, a changed one (another
 * content hash) rewritten in place (its id and view count kept), an unchanged one left alone.
 * Safe to run twice at once: an insert that meets a row another import just made does nothing.
 */
export async function upsertArticles(
  db: Kysely<Database>,
  records: readonly ArticleRecord[],
): Promise<Omit<ImportReport, 'errors'>> {
  const report: Omit<ImportReport, 'errors'> = { inserted: [], updated: [], unchanged: [] };
  if (records.length === 0) return report;
  await db.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        await trx
          .selectFrom('articles')
          .select(['slug', 'content_hash'])
          .where(
            'slug',
            'in',
            records.map((r) => r.slug),
          )
          .execute()
      ).map((row) => [row.slug, row.content_hash]),
    );
    for (const record of records) {
      const hash = existing.get(record.slug);
      if (hash === record.content_hash) {
        report.unchanged.push(record.slug);
      } else if (hash !== undefined) {
        await trx.updateTable('articles').set(record).where('slug', '=', record.slug).execute();
        report.updated.push(record.slug);
      } else {
        const result = await trx
          .insertInto('articles')
          .values({ id: randomUUID(), ...record })
          .onConflict((oc) => oc.column('slug').doNothing())
          .executeTakeFirst();
        (Number(result.numInsertedOrUpdatedRows ?? 0) > 0
          ? report.inserted
          : report.unchanged
        ).push(record.slug);
      }
    }
  });
  return report;
}

/**
 * Imports a folder of article files into the database: every valid file is upserted (see
 * upsertArticles); invalid ones are listed in `errors`. With `strict`, any invalid file stops the
 * import before anything is written.
 */
export async function importArticles(
  db: Kysely<Database>,
  folder: string,
  options: { strict?: boolean } = {},
): Promise<ImportReport> {
  const { records, errors } = await readArticleFolder(folder);
  if (options.strict && errors.length > 0)
    return { inserted: [], updated: [], unchanged: [], errors };
  return { ...(await upsertArticles(db, records)), errors };
}
