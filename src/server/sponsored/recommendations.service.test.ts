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
