import { DOMParser } from '@xmldom/xmldom';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { seriousViolations } from './visitorPages';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses XML, failing on any error or warning; answers the text of every `<loc>`. */
function locsOf(xml: string, root: 'sitemapindex' | 'urlset'): string[] {
  const problems: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      problems.push(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'application/xml');
  expect(problems).toEqual([]);
  expect(doc.documentElement?.localName).toBe(root);
  expect(doc.documentElement?.namespaceURI).toBe(SITEMAP_NS);
  return Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'loc')).map((n) => n.textContent ?? '');
}

/** The JSON-LD objects of the page's head. */
async function jsonLd(page: Page): Promise<{ '@type': string; [key: string]: unknown }[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as { '@type': string });
}

test.describe('the sitemap pages', () => {
  test('/sitemap: 200, the continents and the states, breadcrumbs, axe clean', async ({ page }) => {
    const response = await page.goto('/sitemap/');
    expect(response?.status()).toBe(200);
    // The trailing slash redirects to the canonical URL.
    expect(new URL(page.url()).pathname).toBe('/sitemap');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    const continents = page.getByRole('region', { name: 'Weather by continent' });
    await expect(continents.getByRole('link')).toHaveText([
      'North America',
      'South America',
      'Africa',
      'Europe',
      'Asia',
      'Australia and Oceania',
    ]);
    await expect(page.getByRole('link', { name: 'Weather by US state' })).toHaveAttribute(
      'href',
      '/sitemap/North-America/United-States/states',
    );
    expect((await jsonLd(page)).map((item) => item['@type'])).toContain('BreadcrumbList');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a continent: its countries, each with links to its largest places' forecasts", async ({
    page,
  }) => {
    const response = await page.goto('/sitemap/Europe');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather in Europe');
    await expect(page.getByRole('heading', { level: 2, name: 'France' })).toBeVisible();
    const france = page.getByRole('list', { name: 'Largest places in France' });
    await expect(france.getByRole('link')).toHaveCount(10);
    await expect(france.getByRole('link', { name: 'Paris' })).toHaveAttribute(
      'href',
      '/weather-forecast/now/paris-ile-de-france-fr',
    );
    expect(await seriousViolations(page)).toEqual([]);

    const australia = await page.goto('/sitemap/Australia');
    expect(australia?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Weather in Australia and Oceania',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Australia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'New Zealand' })).toBeVisible();

    expect((await page.goto('/sitemap/Antarctica'))?.status()).toBe(404);
  });

  test('the states: the 50 states and D.C., each to its page', async ({ page }) => {
    const response = await page.goto('/sitemap/North-America/United-States/states');
    expect(response?.status()).toBe(200);
    const states = page.getByRole('list', { name: 'The 50 states and the District of Columbia' });
    await expect(states.getByRole('link')).toHaveCount(51);
    await expect(states.getByRole('link', { name: 'New York' })).toHaveAttribute(
      'href',
      '/sitemap/North-America/United-States/state/New-York/NY',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a state: every place A to Z, linking to forecast pages that answer', async ({ page }) => {
    const response = await page.goto('/sitemap/North-America/United-States/state/New-York/NY');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather in New York');
    const places = page.getByRole('list', { name: 'Places in New York' });
    expect(await places.getByRole('link').count()).toBeGreaterThan(500);
    const names = await places.getByRole('link').allTextContents();
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
    expect(await seriousViolations(page)).toEqual([]);

    await places.getByRole('link', { name: 'Albany', exact: true }).first().click();
    await expect(page).toHaveURL(/\/weather-forecast\/now\/albany-ny-us$/);
    const forecast = await page.request.get('/weather-forecast/now/albany-ny-us');
    expect(forecast.status()).toBe(200);

    expect(
      (await page.goto('/sitemap/North-America/United-States/state/New-York/NJ'))?.status(),
    ).toBe(404);
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('robots.txt names the sitemap index, which lists files that answer valid XML', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const index = new URL('/sitemap.xml', baseURL).toString();
    expect((await robots.text()).split('\n')).toContain(`Sitemap: ${index}`);

    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/xml/);
    const files = locsOf(await answer.text(), 'sitemapindex');
    expect(files).toEqual(
      expect.arrayContaining([
        new URL('/sitemaps/pages-1.xml', baseURL).toString(),
        new URL('/sitemaps/places-1.xml', baseURL).toString(),
      ]),
    );
    expect(files.length).toBeGreaterThan(10);

    let placeUrls = 0;
    for (const file of files) {
      const chunk = await request.get(file);
      expect(chunk.status(), file).toBe(200);
      const urls = locsOf(await chunk.text(), 'urlset');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      // One assertion per file: every URL is absolute on the site's origin.
      const origin = new URL('/', baseURL).toString();
      expect(urls.filter((url) => !url.startsWith(origin))).toEqual([]);
      if (file.includes('/places-')) placeUrls += urls.length;
      if (file.endsWith('/pages-1.xml')) {
        expect(urls).toContain(new URL('/sitemap/Europe', baseURL).toString());
        expect(urls).toContain(
          new URL('/sitemap/North-America/United-States/state/New-York/NY', baseURL).toString(),
        );
      }
    }
    expect(placeUrls).toBeGreaterThan(100_000);
    expect((await request.get('/sitemaps/places-999.xml')).status()).toBe(404);
  });

  test('a crawler may fetch what indexed pages draw from /web2/ (storm maps, camera pictures); sign-in callbacks say noindex', async ({
    request,
  }) => {
    const lines = (await (await request.get('/robots.txt')).text()).split('\n');
    expect(lines).toContain('Disallow: /web2/');
    expect(lines).toContain('Allow: /web2/api/hurricanes/basemap/');
    expect(lines).toContain('Allow: /web2/api/cameras/');
    const storms = await (await request.get('/hurricane/active')).text();
    expect(storms).toMatch(/<image href="\/web2\/api\/hurricanes\/basemap\//);
    for (const path of ['/signin/popup', '/signin/silent-renew']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    }
  });
});

test.describe('the home page search', () => {
  test('WebSite structured data names the search URL, which opens a forecast', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const website = (await jsonLd(page)).find((item) => item['@type'] === 'WebSite');
    const action = website?.potentialAction as { target: { urlTemplate: string } } | undefined;
    expect(action?.target.urlTemplate).toBe(
      `${new URL('/', baseURL).toString()}?q={search_term_string}`,
    );
    const response = await page.goto('/?q=paris');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/weather-forecast\/now\/paris-ile-de-france-fr$/);
  });
});
