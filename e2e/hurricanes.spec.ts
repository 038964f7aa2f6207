import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { chooseUnits, seriousViolations } from './visitorPages';

const SHOTS = '/tmp/shots';
const SAMPLE = 'Sample data — not a live storm';

/** The storm card's or the storm page's maximum wind, as shown. */
async function maxWind(page: Page, scope: string): Promise<string> {
  const text = await page.getByRole('region', { name: scope }).textContent();
  const match = /Max wind([\d.]+ (mph|km\/h|knots|m\/s))/.exec(text ?? '');
  return match?.[1] ?? '';
}

/**
 * The map is server-rendered SVG: the land under the storms an SVG image from this site, a fixed
 * aspect ratio, no canvas and no map library requested by the page. Logs the SVG's size (kept
 * under ~60 kB).
 */
async function expectServerMap(page: Page, map: ReturnType<Page['getByRole']>): Promise<void> {
  expect(await map.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  await expect(map.locator('path').first()).toBeAttached();
  const land = await map.locator('image').getAttribute('href');
  expect(land).toMatch(/^\/web2\/api\/hurricanes\/basemap\/[-\d.,]+\.svg$/);
  const basemap = await page.request.get(land ?? '');
  expect(basemap.status()).toBe(200);
  expect(basemap.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(await basemap.text()).toMatch(/<path d="M/);
  await expect(page.locator('canvas')).toHaveCount(0);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => r.name),
  );
  expect(scripts.filter((name) => /maplibre/i.test(name))).toEqual([]);
  const size = await map.evaluate((el) => el.outerHTML.length);
  console.log(`hurricane map SVG on ${page.url()}: ${size} characters`);
  expect(size).toBeLessThan(60_000);
}

test.describe('the hurricane centre', () => {
  test('the active storms: the sample marked, every storm with its figures and link, axe clean', async ({
    page,
  }) => {
    const response = await page.goto('/hurricane/active');
    expect(response?.status()).toBe(200);
    // The bundled sample says so in the title, the banner and the heading.
    await expect(page).toHaveTitle(
      new RegExp(`^Active Hurricanes and Tropical Storms \\(${SAMPLE}\\)`),
    );
    await expect(page.getByRole('note').filter({ hasText: SAMPLE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active storms (sample data)');
    const list = page.getByRole('list', { name: 'Active storms' });
    const milton = list.getByRole('article', { name: /Hurricane Milton$/ });
    await expect(milton.getByText(/^\d+ mph$/)).toBeVisible();
    await expect(milton.getByText(/^\d+\.\d\d inHg$/)).toBeVisible();
    await expect(milton.getByText(/^[NESW]{1,3} at \d+ mph$/)).toBeVisible();
    await expect(milton.getByText('22.6°N 86.6°W')).toBeVisible();
    // After hydration the advisory time is in the browser's zone, no longer UTC.
    await expect(milton.locator('time')).toHaveAttribute('datetime', '2024-10-08T15:00:00.000Z');
    await expect(list.getByRole('article', { name: /Kristy$/ })).toBeVisible();
    // The map is in the first HTML: an SVG image over the land, no map library loaded.
    const map = page.getByRole('img', { name: /^Map of Milton and Kristy: positions/ });
    await expect(map).toBeVisible();
    await expectServerMap(page, map);
    // The frame's top banner, labelled, its space reserved.
    const ad = page.getByRole('complementary', { name: 'Advertisement' }).first();
    await expect(ad).toBeVisible();
    expect((await ad.boundingBox())?.height).toBeGreaterThanOrEqual(90);
    expect(await seriousViolations(page)).toEqual([]);
    await milton.getByRole('link').click();
    await page.waitForURL('**/hurricane/active/milton');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Hurricane Milton \(sample data\)$/,
    );
  });

  test("a storm's page: figures, cone map, intensity chart, advisory, stale flag, axe clean", async ({
    page,
  }) => {
    const response = await page.goto('/hurricane/active/milton');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`Milton.*\\(${SAMPLE}\\)`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/hurricane\/active\/milton$/,
    );
    await expect(page.getByText(/more than 12 hours old/)).toBeVisible();
    expect(await maxWind(page, 'Current figures')).toMatch(/^\d+ mph$/);
    const map = page.getByRole('img', {
      name: /^Map of Category \d Hurricane Milton's forecast cone and track/,
    });
    await expect(map).toBeVisible();
    await expectServerMap(page, map);
    await expect(map.getByText('Milton', { exact: true })).toBeAttached();
    await expect(
      page.getByRole('list', { name: 'Map legend' }).getByText('Forecast cone'),
    ).toBeVisible();
    const intensity = page.getByRole('region', { name: 'Forecast intensity' });
    await expect(intensity.getByRole('img')).toHaveAttribute(
      'aria-label',
      /^Forecast maximum wind: \d+ mph \(Category \d hurricane\)/,
    );
    const advisory = page.getByRole('region', { name: 'Latest public advisory' });
    await expect(advisory.getByText(/^Public advisory #\d+/)).toBeVisible();
    await advisory.getByText('Full advisory text').click();
    await expect(advisory.locator('pre')).toContainText('Milton');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('a viewer in New York', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('sees the advisory time in UTC in the first HTML, then in their own zone, without a hydration error', async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/hurricane/active/milton')).text();
      expect(html).toContain('Tue, Oct 8, 3:00 PM UTC');
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/hurricane/active/milton');
      const figures = page.getByRole('region', { name: 'Current figures' });
      await expect(figures.locator('time')).toHaveText('Tue, Oct 8, 11:00 AM EDT');
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    });
  });

  test('an upper-case storm name moves to the lower-case URL', async ({ page }) => {
    await page.goto('/hurricane/active/MILTON');
    await expect(page).toHaveURL(/\/hurricane\/active\/milton$/);
  });

  test('an upper-case basin moves to the lower-case outlook, its query kept', async ({
    request,
  }) => {
    const response = await request.get('/hurricane/outlook/AT?su=2', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/hurricane\/outlook\/at\?su=2$/);
    const unknown = await request.get('/hurricane/outlook/XX', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });

  test('Settings: a new wind unit reloads with su and converts the values', async ({ page }) => {
    await page.goto('/hurricane/active/milton');
    const mph = Number((await maxWind(page, 'Current figures')).split(' ')[0]);
    expect(mph).toBeGreaterThan(0);
    const settings = await chooseUnits(page, { 'Wind speed': 'knots', Pressure: 'mbar' });
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await page.waitForURL(/\/hurricane\/active\/milton\?su=3&pu=2$/);
    await expect.poll(() => maxWind(page, 'Current figures')).toMatch(/^\d+ knots$/);
    const knots = Number((await maxWind(page, 'Current figures')).split(' ')[0]);
    // The mph figure is the advisory's, rounded to the nearest 5 mph (2.2 kt at most).
    expect(Math.abs(knots - mph / 1.15078)).toBeLessThanOrEqual(2.2);
    await expect(page.getByRole('region', { name: 'Current figures' })).toContainText(/\d+ mbar/);
    // The primary navigation's hurricane link carries the units.
    await expect(page.getByRole('link', { name: 'Hurricanes' }).first()).toHaveAttribute(
      'href',
      '/hurricane/active?su=3&pu=2',
    );
    // A query unit overrides the visitor's on these pages.
    await page.goto('/hurricane/active?su=2&pu=1');
    await expect(
      page.getByRole('article', { name: /Milton$/ }).getByText(/^\d+ km\/h$/),
    ).toBeVisible();
  });

  test('the tropical outlook: every basin with chances, each basin page, axe clean', async ({
    page,
  }) => {
    const response = await page.goto('/hurricane/outlook');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tropical outlook (sample data)',
    );
    for (const name of ['Atlantic', 'Eastern Pacific', 'Central Pacific']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    const atlantic = page.getByRole('region', { name: 'Atlantic', exact: true });
    await expect(atlantic.getByRole('article').first()).toContainText(
      /Formation chance, 48 hours(Low|Medium|High) \d+%/,
    );
    // The areas are drawn on the map (SVG in the first HTML), each labelled as listed.
    const map = page.getByRole('img', { name: /^Map of the tropical outlook: \d+ areas? / });
    await expect(map).toBeVisible();
    await expectServerMap(page, map);
    for (const label of ['AL93', 'Area 2']) {
      await expect(map.locator('text', { hasText: label })).toBeVisible();
      await expect(
        atlantic.getByRole('article', { name: new RegExp(`\\(${label}\\)$`) }),
      ).toBeVisible();
    }
    const legend = page.getByRole('list', { name: 'Map legend' });
    await expect(legend).toContainText('Formation chance, 7 days:');
    await expect(legend).toContainText('Medium (40–60%)');
    await expect(page.getByText(/listed only|gives no map positions/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    for (const [basin, name] of [
      ['at', 'Atlantic'],
      ['ep', 'Eastern Pacific'],
      ['cp', 'Central Pacific'],
    ] as const) {
      const basinResponse = await page.goto(`/hurricane/outlook/${basin}`);
      expect(basinResponse?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${name} tropical outlook (sample data)`,
      );
      await expect(page).toHaveTitle(new RegExp(`^${name} Tropical Weather Outlook`));
      // Only the Atlantic sample has areas to draw.
      await expect(page.getByRole('img', { name: /^Map of the/ })).toHaveCount(
        basin === 'at' ? 1 : 0,
      );
    }
    await page.goto('/hurricane/outlook/at');
    await expect(
      page.getByRole('img', { name: /^Map of the Atlantic tropical outlook: / }),
    ).toBeVisible();
  });

  test('an unknown storm and an unknown basin answer 404', async ({ page }) => {
    for (const path of ['/hurricane/active/zeta', '/hurricane/outlook/wp']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });

  test('screenshots at 375 and 1280 px without sideways scrolling', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['active', '/hurricane/active'],
        ['storm', '/hurricane/active/milton'],
        ['outlook-map', '/hurricane/outlook'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const map = page.getByRole('img', { name: /^Map of / }).first();
        await expect(map).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/hurricane-${name}-${width}.png`, fullPage: true });
        await map.screenshot({ path: `${SHOTS}/hurricane-svg-${name}-${width}.png` });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
    }
  });
});
