import type { GetServerSidePropsContext } from 'next';

import { resetConfigForTests } from '@/server/config';
import { ProviderUnavailableError } from '@/lib/provider/errors';

import {
  buildRobotsTxt,
  robotsTxtServerSideProps,
  sitemapFileServerSideProps,
  sitemapIndexServerSideProps,
} from './sitemapFiles';
import type { SitemapSource } from './sitemapXml';

const envBefore = { ...process.env };

beforeEach(() => {
  process.env = { ...envBefore, SITE_URL: 'https://weather.example' };
  resetConfigForTests();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => {
  process.env = envBefore;
  resetConfigForTests();
});

/** A context whose response records what the handler wrote. */
function context(params: Record<string, string> = {}, method = 'GET') {
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    set statusCode(value: number) {
      answer.status = value;
    },
    get statusCode() {
      return answer.status;
    },
    setHeader: (name: string, value: string) => {
      answer.headers[name.toLowerCase()] = value;
    },
    end: (body: string) => {
      answer.body = body;
    },
  };
  const ctx = {
    params,
    query: params,
    req: { method, headers: {} },
    res,
  } as unknown as GetServerSidePropsContext;
  return { ctx, answer };
}

const source = (name: string, count: number): SitemapSource => ({
  name,
  entries: () =>
    Promise.resolve(Array.from({ length: count }, (_, i) => ({ path: `/${name}/${i}` }))),
});
const sources = () => [source('pages', 3), source('places', 25_000), source('articles', 0)];

describe('sitemap.xml', () => {
  it('lists every file of every source on the configured origin, as cached XML', async () => {
    const { ctx, answer } = context();
    await expect(sitemapIndexServerSideProps(sources)(ctx)).resolves.toEqual({ props: {} });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://weather.example/sitemaps/pages-1.xml',
      'https://weather.example/sitemaps/places-1.xml',
      'https://weather.example/sitemaps/places-2.xml',
      'https://weather.example/sitemaps/places-3.xml',
    ]);
  });

  it('answers 503 with Retry-After when a source cannot be read', async () => {
    const failing: SitemapSource = {
      name: 'places',
      entries: () =>
        Promise.reject(new ProviderUnavailableError('unreachable', null, null, 'down')),
    };
    const { ctx, answer } = context();
    await sitemapIndexServerSideProps(() => [failing])(ctx);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.body).toBe('Failed to load sitemap\n');
  });
});

describe('/sitemaps/<source>-<n>.xml', () => {
  it("answers one file's URLs", async () => {
    const { ctx, answer } = context({ file: 'places-3.xml' });
    await sitemapFileServerSideProps(sources)(ctx);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(5_000);
    expect(locs[0]).toBe('https://weather.example/places/20000');
  });

  it('answers 404 past the last file, for an unknown source and a malformed name', async () => {
    for (const file of [
      'places-4.xml',
      'articles-1.xml',
      'nothing-1.xml',
      'places-1',
      'x'.repeat(100),
    ]) {
      const { ctx } = context({ file });
      await expect(sitemapFileServerSideProps(sources)(ctx)).resolves.toEqual({ notFound: true });
    }
  });
});

describe('robots.txt', () => {
  it('names the sitemap index on the origin and disallows the private paths', async () => {
    expect(buildRobotsTxt('https://weather.example')).toContain(
      'Sitemap: https://weather.example/sitemap.xml',
    );
    const { ctx, answer } = context();
    await robotsTxtServerSideProps(ctx);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/idp/',
      '/signin/',
      '/map-v2-test/',
      '/web2/',
      '/provider/',
      '/search',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    // What indexed pages draw from under /web2/: the hurricane maps' land, the camera pictures.
    expect(lines).toContain('Allow: /web2/api/hurricanes/basemap/');
    expect(lines).toContain('Allow: /web2/api/cameras/');
    expect(lines).toContain('Sitemap: https://weather.example/sitemap.xml');
  });

  it.each(['TRACE', 'TRACK', 'POST', 'PROPFIND'])(
    'refuses %s as the proxy refuses it on pages: 405 JSON with Allow (the proxy does not run for it)',
    async (method) => {
      const { ctx, answer } = context({}, method);
      await expect(robotsTxtServerSideProps(ctx)).resolves.toEqual({ props: {} });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: `Method ${method} not allowed` });
    },
  );
});
