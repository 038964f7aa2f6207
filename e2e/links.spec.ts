import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../scripts/test-server.mjs';
import { expect, test } from './fixtures';

/**
 * Pages parsed per route shape (the path with every segment after the first two replaced when it
 * varies: places, stories, states). Every link found is checked; links are followed (parsed for
 * more links) only until their shape has this many pages, so the crawl covers each kind of page
 * without walking all of the gazetteer's places one by one.
 */
const PARSED_PER_SHAPE = 4;
/** At most this many links of one shape are checked (they differ only by a place or story). */
const CHECKED_PER_SHAPE = 40;

/** The route shape of a path: `/weather-forecast/now/paris-fr` → `/weather-forecast/now/*`. */
function shapeOf(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'sitemap') {
    // The sitemap's own levels are kinds of pages: keep the fixed words, star the names.
    return `/${parts.map((p, i) => (i === 0 || ['states', 'state', 'United-States', 'North-America'].includes(p) ? p : '*')).join('/')}`;
  }
  const fixed = ['weather-forecast', 'life', 'hurricane', 'legal'].includes(parts[0] ?? '') ? 2 : 1;
  return `/${parts.map((p, i) => (i < fixed ? p : '*')).join('/')}`;
}

/** Internal links of an HTML page: same origin, no fragment-only, no mailto, no build assets. */
function internalLinks(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (/^(mailto:|tel:|javascript:|#)/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin || url.pathname.startsWith('/_next/')) continue;
    url.hash = '';
    found.add(url.pathname + url.search);
  }
  return [...found];
}

interface CrawlResult {
  checked: number;
  broken: string[];
  shapes: Set<string>;
}

/** Crawls from `/`, checking every internal link found (within the per-shape caps). */
async function crawl(request: APIRequestContext, base: string): Promise<CrawlResult> {
  const seen = new Set<string>(['/']);
  const queue: { path: string; from: string }[] = [{ path: '/', from: '(start)' }];
  const parsedPerShape = new Map<string, number>();
  const checkedPerShape = new Map<string, number>();
  const broken: string[] = [];
  let checked = 0;
  while (queue.length > 0) {
    const { path: target, from } = queue.shift()!;
    const res = await request.get(new URL(target, base).toString(), { maxRedirects: 5 });
    checked += 1;
    if (res.status() >= 400) {
      broken.push(`${target} → ${res.status()} (linked from ${from})`);
      continue;
    }
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('text/html')) continue;
    const shape = shapeOf(new URL(res.url()).pathname);
    const parsed = parsedPerShape.get(shape) ?? 0;
    if (parsed >= PARSED_PER_SHAPE) continue;
    parsedPerShape.set(shape, parsed + 1);
    for (const link of internalLinks(await res.text(), res.url())) {
      if (seen.has(link)) continue;
      seen.add(link);
      const linkShape = shapeOf(link.split('?')[0]!);
      const n = checkedPerShape.get(linkShape) ?? 0;
      if (n >= CHECKED_PER_SHAPE) continue;
      checkedPerShape.set(linkShape, n + 1);
      queue.push({ path: link, from: target });
    }
  }
  return { checked, broken, shapes: new Set(parsedPerShape.keys()) };
}

test.describe('internal links', () => {
  test.describe.configure({ timeout: 600_000 });

  test('crawling the site from / finds no broken internal link', async ({ request, baseURL }) => {
    const result = await crawl(request, baseURL!);
    expect(result.broken).toEqual([]);
    // The crawl reached every kind of page the frame links to.
    for (const shape of [
      '/weather-forecast/now/*',
      '/weather-forecast/hourly/*',
      '/maps/*',
      '/alerts/*',
      '/life/pollen/*',
      '/news',
      '/news/*',
      '/press',
      '/education',
      '/weather-camera/*',
      '/air-quality/*',
      '/hurricane/active',
      '/legal/terms',
      '/legal/privacy',
      '/partners',
      '/faq',
      '/sitemap',
      '/sitemap/*',
      '/sitemap/North-America/United-States/states',
      '/sitemap/North-America/United-States/state/*/*',
    ]) {
      expect(result.shapes, `crawl reached ${shape}`).toContain(shape);
    }
    test.info().annotations.push({ type: 'links checked', description: String(result.checked) });
  });

  test('the newer footer (enableNewFooterUIWithCMPIntegration) links nowhere broken', async ({
    playwright,
  }) => {
    // A second site with the newer footer and every external link configured.
    const dir = mkdtempSync(path.join(tmpdir(), 'new-footer-'));
    const settingsFile = path.join(dir, 'site-settings.json');
    writeFileSync(
      settingsFile,
      JSON.stringify({
        featureFlags: { enableNewFooterUIWithCMPIntegration: true },
        links: {
          advertisers: 'https://advertise.weather.test/',
          careers: 'https://jobs.weather.test/',
          feedbackEmail: 'feedback@weather.test',
        },
      }),
    );
    const server = (await startTestServer({ env: { SITE_SETTINGS_FILE: settingsFile } })) as {
      url: string;
      stop: () => Promise<void>;
    };
    const request = await playwright.request.newContext();
    try {
      const html = await (await request.get(`${server.url}/faq`)).text();
      expect(html).toContain('For Advertisers');
      const links = internalLinks(html, server.url);
      expect(links.length).toBeGreaterThan(60);
      const broken: string[] = [];
      for (const link of links) {
        const res = await request.get(`${server.url}${link}`);
        if (res.status() >= 400) broken.push(`${link} → ${res.status()}`);
      }
      expect(broken).toEqual([]);
    } finally {
      await request.dispose();
      await server.stop();
    }
  });
});
