import { getContentDb, listRelatedArticles } from '@/server/content';

import { callRoute } from '@tests/utils/apiRoute';

import route from '../../../pages/api/web2/sponsored/recommendations';

describe('GET /web2/api/sponsored/recommendations', () => {
  it('answers a few of the site’s own stories, never the one being read', async () => {
    const res = await callRoute(route, {
      query: { pageId: 'news', placementId: 'Below Article Thumbnails' },
    });
    expect(res.status).toBe(200);
    const body = res.body as { placementId: string; items: { url: string; title: string }[] };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(3);
    const first = body.items[0]!.url.split('/').pop()!;
    const next = await callRoute(route, {
      query: { pageId: 'news', placementId: 'Below Article Thumbnails', exclude: first },
    });
    const urls = (next.body as typeof body).items.map((i) => i.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls).not.toContain(body.items[0]!.url);
    for (const url of urls) expect(url).toMatch(/^\/(news|press|education)\//);
  });

  it('below a story, recommends stories other than the related ones its page already lists', async () => {
    const slug = 'lake-effect-snow-explained';
    const res = await callRoute(route, {
      query: { pageId: 'news', placementId: 'Below Article Thumbnails', exclude: slug },
    });
    const urls = (res.body as { items: { url: string }[] }).items.map((i) => i.url);
    expect(urls.length).toBeGreaterThan(0);
    const db = await getContentDb();
    const story = await db
      .selectFrom('articles')
      .select(['slug', 'kind', 'category'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const related = (await listRelatedArticles(db, story)).map((a) => a.path);
    expect(related).toHaveLength(3);
    for (const url of urls) expect(related).not.toContain(url);
    expect(urls).not.toContain(`/news/${slug}`);
  });

  it('refuses bad input with a 4xx JSON error', async () => {
    const queries: Record<string, string | string[]>[] = [
      {},
      { pageId: 'news' },
      { pageId: 'news', placementId: 'Below Article Thumbnails', exclude: '../etc' },
      { pageId: ['a', 'b'], placementId: 'x' },
    ];
    for (const query of queries) {
      const res = await callRoute(route, { query });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    const unknown = await callRoute(route, { query: { pageId: 'home', placementId: 'nope' } });
    expect(unknown.status).toBe(404);
    expect((await callRoute(route, { method: 'POST' })).status).toBe(405);
  });
});
