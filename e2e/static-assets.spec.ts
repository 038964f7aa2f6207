import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { expect, test } from './fixtures';
import { PLACE_PAGE_PATHS } from './visitorPages';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back as sent (Node's client decodes nothing). */
function rawGet(url: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// server.mts sends the build's scripts and style sheets as the build compressed them with brotli
// (scripts/precompress.mjs) to a browser that accepts it; anything else gets Next's own answer.
test.describe('build assets', () => {
  test('a visitor’s browser gets the page’s scripts brotli-compressed, and the page works', async ({
    page,
  }) => {
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/.+\.js$/.test(new URL(response.url()).pathname))
        scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();

    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script, script.url).toMatchObject({ encoding: 'br' });
  });

  // scripts/compile-hints.mjs: Chrome compiles these files' functions while they stream in.
  test('every script a page loads first opens with V8’s compile hint, in every encoding', async ({
    baseURL,
    request,
  }) => {
    const html = await (await request.get('/weather-forecast/now/denver-co-us')).text();
    const sources = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
      ([, src]) => new URL(src!, baseURL).toString(),
    );
    expect(sources.length).toBeGreaterThan(3);
    for (const url of sources) {
      const brotli = await rawGet(url, { 'accept-encoding': 'br' });
      const plain = await rawGet(url, { 'accept-encoding': 'identity' });
      expect(brotliDecompressSync(brotli.body).toString('utf8'), url).toMatch(
        /^\/\/# allFunctionsCalledOnLoad\n/,
      );
      expect(plain.body.toString('utf8'), url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    }
  });

  test('the brotli copy is the file Next serves, with its headers; other clients get Next’s answer', async ({
    baseURL,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const src = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(src).toBeDefined();
    const url = new URL(src!, baseURL).toString();

    const plain = await rawGet(url, { 'accept-encoding': 'identity' });
    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    const refused = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip' });

    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    for (const name of [
      'content-type',
      'cache-control',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
    ])
      expect(brotli.headers[name], name).toBe(plain.headers[name]);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(refused.headers['content-encoding']).toBe('gzip');

    const head = await rawGet(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(brotli.headers['content-length']);
    expect(head.body.length).toBe(0);

    // A conditional request for the unchanged file is a 304 either way, as Next answers it.
    const since = String(brotli.headers['last-modified']);
    for (const encoding of ['br', 'gzip']) {
      const again = await rawGet(url, { 'accept-encoding': encoding, 'if-modified-since': since });
      expect(again.status, encoding).toBe(304);
      expect(again.body.length, encoding).toBe(0);
    }
  });

  test('a file the build has no copy of is Next’s to answer', async ({ baseURL }) => {
    const missing = await rawGet(new URL('/_next/static/chunks/no-such-chunk.js', baseURL).href, {
      'accept-encoding': 'br',
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});

// Code for something a page does not show (a closed dialog or panel) loads when it is wanted, not
// while the page starts: a chunk fetched between the page's own scripts and input-ready delays
// start-up on a slow phone. (The press release page's video player is the exception: it shows.)
test.describe('start-up scripts', () => {
  const pages = [
    '/',
    ...PLACE_PAGE_PATHS.map((path) => `${path}/paris-ile-de-france-fr`),
    '/news',
    '/hurricane/active',
    '/faq',
    '/sitemap',
    '/search?q=denver',
  ];

  test('no page type loads code beyond its own scripts before it is interactive', async ({
    page,
    request,
  }) => {
    test.slow();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const own = new Set([...html.matchAll(/<script src="([^"]+\.js)"/g)].map(([, src]) => src));
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('app-interactive').length > 0);
      const early = await page.evaluate(() => {
        const ready = performance.getEntriesByName('app-interactive')[0]!.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < ready)
          .map((entry) => new URL(entry.name).pathname)
          .filter((url) => /^\/_next\/static\/chunks\/.+\.js$/.test(url));
      });
      expect(
        early.filter((url) => !own.has(url)),
        path,
      ).toEqual([]);
    }
  });
});
