import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import {
  findArticle,
  listArticlePage,
  listArticleSitemapEntries,
  listMostRead,
  listRelatedArticles,
} from './articles.service';
import { importArticles } from './importer';
import { seedArticlesIfEmpty } from './seed';
import { recordArticleView } from './views';

const FIXTURES = path.join(__dirname, '__fixtures__');
const ARTICLES = path.join(FIXTURES, 'articles');
const read = { now: new Date('2026-11-23T12:00:00Z'), siteName: 'Sky & Co' };

describe.each(testEngines)('the content store on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
  });
  afterEach(() => t.destroy());

  it('imports a folder once, then leaves unchanged files alone and rewrites changed ones', async () => {
    const first = await importArticles(t.db, ARTICLES);
    expect(first.errors).toEqual([]);
    expect(first.inserted.sort()).toEqual([
      'dew-point-fixture',
      'fog-fixture',
      'frost-dates-fixture',
      'map-launch-fixture',
      'smoke-fixture',
    ]);
    const again = await importArticles(t.db, ARTICLES);
    expect(again).toMatchObject({ inserted: [], updated: [] });
    expect(again.unchanged).toHaveLength(5);

    // A counted view survives an edit of the file.
    await recordArticleView(t.db, 'fog-fixture', 'device-1', read.now);
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    try {
      cpSync(ARTICLES, dir, { recursive: true });
      appendFileSync(path.join(dir, 'news', 'fog-fixture.md'), '\nA new closing line.\n');
      const edited = await importArticles(t.db, dir);
      expect(edited.updated).toEqual(['fog-fixture']);
      expect(edited.unchanged).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const fog = await findArticle(t.db, 'news', 'fog-fixture', read);
    expect(fog?.bodyHtml).toContain('A new closing line.');
    const row = await t.db
      .selectFrom('articles')
      .select('view_count')
      .where('slug', '=', 'fog-fixture')
      .executeTakeFirstOrThrow();
    expect(Number(row.view_count)).toBe(1);
  });

  it('imports the valid files of a folder and names the invalid ones; strict imports nothing', async () => {
    const invalid = path.join(FIXTURES, 'invalid');
    const strict = await importArticles(t.db, invalid, { strict: true });
    expect(strict.inserted).toEqual([]);
    expect(strict.errors.map((e) => e.file).sort()).toEqual(['bad-fields.md', 'wrong-name.md']);
    expect(strict.errors.find((e) => e.file === 'bad-fields.md')?.message).toMatch(
      /kind.*published.*hero|kind|tags/,
    );
    const lenient = await importArticles(t.db, invalid);
    expect(lenient.inserted).toEqual(['good-one']);
    expect(lenient.errors).toHaveLength(2);
  });

  it('reads stories with the site name filled in, sanitised, and only under their own kind', async () => {
    await importArticles(t.db, ARTICLES);
    const frost = await findArticle(t.db, 'news', 'frost-dates-fixture', read);
    expect(frost).toMatchObject({
      kind: 'news',
      path: '/news/frost-dates-fixture',
      title: 'First Frost Dates, Explained by Sky & Co',
      author: 'Sky & Co Meteorology Team',
      publishedAt: '2026-10-01T12:00:00.000Z',
      updatedAt: '2026-10-02T08:30:00.000Z',
      video: null,
      hasVideo: false,
    });
    expect(frost?.bodyHtml).toContain('<h2>A stray top-level heading</h2>');
    expect(frost?.bodyHtml).not.toMatch(/<script|<img|javascript:/);
    expect(await findArticle(t.db, 'press', 'frost-dates-fixture', read)).toBeNull();
    expect(await findArticle(t.db, 'news', 'no-such-story', read)).toBeNull();

    const press = await findArticle(t.db, 'press', 'map-launch-fixture', read);
    expect(press?.video).toEqual({
      src: '/content/video/fixture-missing.webm',
      poster: '/content/images/map-launch-fixture.svg',
      title: 'A tour of the Sky & Co radar map',
    });
  });

  it('lists newest first in pages, hides stories not yet published, and finds related ones', async () => {
    await importArticles(t.db, ARTICLES);
    const page1 = await listArticlePage(t.db, 'news', 1, { ...read, perPage: 2 });
    expect(page1).toMatchObject({ page: 1, pageCount: 2, total: 3 });
    expect(page1?.items.map((a) => a.slug)).toEqual(['fog-fixture', 'frost-dates-fixture']);
    const page2 = await listArticlePage(t.db, 'news', 2, { ...read, perPage: 2 });
    expect(page2?.items.map((a) => a.slug)).toEqual(['smoke-fixture']);
    expect(await listArticlePage(t.db, 'news', 3, { ...read, perPage: 2 })).toBeNull();

    // On 2026-10-10 the fog story (published 2026-11-01) is not out yet.
    const early = { ...read, now: new Date('2026-10-10T00:00:00Z') };
    expect((await listArticlePage(t.db, 'news', 1, early))?.items.map((a) => a.slug)).toEqual([
      'frost-dates-fixture',
      'smoke-fixture',
    ]);
    expect(await findArticle(t.db, 'news', 'fog-fixture', early)).toBeNull();

    const related = await listRelatedArticles(
      t.db,
      { kind: 'news', slug: 'frost-dates-fixture', category: 'Science' },
      3,
      read,
    );
    // Same category (Science) first, then the others, newest first; never the story itself.
    expect(related.map((a) => a.slug)).toEqual(['fog-fixture', 'smoke-fixture']);
    expect((await listArticlePage(t.db, 'education', 1, read))?.items.map((a) => a.slug)).toEqual([
      'dew-point-fixture',
    ]);
  });

  it('counts one view per device per story per day and ranks the most read', async () => {
    await importArticles(t.db, ARTICLES);
    const day1 = new Date('2026-11-20T10:00:00Z');
    expect(await recordArticleView(t.db, 'smoke-fixture', 'a', day1)).toBe('counted');
    expect(await recordArticleView(t.db, 'smoke-fixture', 'a', day1)).toBe('repeat');
    expect(await recordArticleView(t.db, 'smoke-fixture', 'b', day1)).toBe('counted');
    expect(await recordArticleView(t.db, 'frost-dates-fixture', 'a', day1)).toBe('counted');
    expect(await recordArticleView(t.db, 'no-such-story', 'a', day1)).toBe('unknown');
    const day2 = new Date('2026-11-21T10:00:00Z');
    expect(await recordArticleView(t.db, 'smoke-fixture', 'a', day2)).toBe('counted');

    const top = await listMostRead(t.db, 'news', 10, read);
    expect(top.map((a) => a.slug)).toEqual(['smoke-fixture', 'frost-dates-fixture', 'fog-fixture']);

    // Marks older than yesterday are pruned as views arrive.
    await recordArticleView(t.db, 'fog-fixture', 'a', new Date('2026-11-25T10:00:00Z'));
    const marks = await t.db.selectFrom('article_view_marks').select('day').execute();
    expect(marks.map((m) => m.day)).toEqual(['2026-11-25']);
  });

  it('lists every published story for the sitemap with its last change', async () => {
    await importArticles(t.db, ARTICLES);
    const entries = await listArticleSitemapEntries(t.db, { now: read.now });
    expect(entries).toHaveLength(5);
    expect(entries).toContainEqual({
      path: '/news/frost-dates-fixture',
      updatedAt: '2026-10-02T08:30:00.000Z',
    });
    expect(entries).toContainEqual({
      path: '/education/dew-point-fixture',
      updatedAt: '2026-07-01T12:00:00.000Z',
    });
  });

  it('seeds an empty table once, also when two imports start together', async () => {
    const [a, b] = await Promise.all([
      seedArticlesIfEmpty(t.db, ARTICLES),
      seedArticlesIfEmpty(t.db, ARTICLES),
    ]);
    const inserted = [...(a?.inserted ?? []), ...(b?.inserted ?? [])];
    expect(inserted.sort()).toEqual([
      'dew-point-fixture',
      'fog-fixture',
      'frost-dates-fixture',
      'map-launch-fixture',
      'smoke-fixture',
    ]);
    expect(await seedArticlesIfEmpty(t.db, ARTICLES)).toBeNull();
    const count = await t.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
  });
});
