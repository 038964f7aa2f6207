import { sql, type Kysely } from 'kysely';

/**
 * The news, press and education articles (imported from Markdown files), and the marks that let
 * a story count one view per device per day. Plain portable types only (varchar, text, integer),
 * so the same statements run on SQLite and PostgreSQL; times are ISO 8601 strings like every
 * other table's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('news', 'press', 'education')`),
    )
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(400)', (c) => c.notNull())
    .addColumn('body_markdown', 'text', (c) => c.notNull())
    // Rendered from the Markdown and sanitised when the file is imported, never per request.
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('hero_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('hero_alt', 'varchar(300)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('author', 'varchar(120)', (c) => c.notNull())
    // JSON of { src, poster, title }, or null for a story without video.
    .addColumn('video', 'text')
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    // SHA-256 of the source file (and the renderer's version): an unchanged file is not rewritten.
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_kind_published')
    .on('articles')
    .columns(['kind', 'published_at'])
    .execute();
  await db.schema
    .createIndex('articles_kind_views')
    .on('articles')
    .columns(['kind', 'view_count'])
    .execute();

  // One row per story, device and UTC day that was counted; older days are pruned as views arrive.
  await db.schema
    .createTable('article_view_marks')
    .addColumn('article_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_view_marks_pk', ['article_id', 'visitor', 'day'])
    .execute();
  await db.schema
    .createIndex('article_view_marks_day')
    .on('article_view_marks')
    .column('day')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_view_marks').execute();
  await db.schema.dropTable('articles').execute();
}
