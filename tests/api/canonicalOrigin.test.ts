import { resetConfigForTests } from '@/server/config';

import { callRoute } from '@tests/utils/apiRoute';

import canonicalOrigin from '../../pages/api/canonical-origin';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

describe('the canonical-origin redirect of pages (/api/canonical-origin, from proxy.ts)', () => {
  it('sends a page read on a loopback alias to the same path and query on the site’s origin', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await callRoute(canonicalOrigin, {
        method,
        query: { to: '/faq?a=1&b=%C3%A9' },
        headers: { host: '127.0.0.1:3000' },
      });
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe('http://localhost:3000/faq?a=1&b=%C3%A9');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps the Location absolute on a public SITE_URL behind a proxy', async () => {
    process.env.SITE_URL = 'https://weather.example';
    resetConfigForTests();
    const res = await callRoute(canonicalOrigin, {
      query: { to: '/alerts' },
      headers: { host: 'localhost:3000' },
    });
    expect(res).toMatchObject({
      status: 308,
      headers: { location: 'https://weather.example/alerts' },
    });
  });

  it('answers nothing but a 404 on the site’s own host, or for a target that is not a path here', async () => {
    const own = await callRoute(canonicalOrigin, {
      query: { to: '/faq' },
      headers: { host: 'localhost:3000' },
    });
    expect(own).toMatchObject({ status: 404, body: { error: 'Not found' } });
    // Nor a path no URL writes (a line break, a space, a raw non-ASCII character): a 404, never
    // a 500 from the header it would make.
    for (const to of [
      '//evil.example/x',
      'https://evil.example/',
      '',
      undefined,
      '/a\r\nX-Injected: 1',
      '/a b',
      '/\u2028',
    ]) {
      const res = await callRoute(canonicalOrigin, {
        query: to === undefined ? {} : { to },
        headers: { host: '127.0.0.1:3000' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });
});
