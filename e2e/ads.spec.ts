import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page, Request } from '@playwright/test';

// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../scripts/test-server.mjs';
import { expect, test } from './fixtures';

/** A New Jersey address (a state privacy law in force), as a load balancer would forward it. */
const NEW_JERSEY = '24.0.0.1';
const GPT = 'securepagead2.googlesyndication.com/tag/js/gpt.js';
const PREBID = 'https://prebid.example.com/prebid.js';
const isHouseRequest = (r: Request) => new URL(r.url()).pathname === '/web2/api/ads/house';

type Server = { url: string; stop: () => Promise<void> };

/** The layout shifts of the page so far (buffered PerformanceObserver entries, without input). */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('ads on the shared site', () => {
  test('slots reserve their size and show house ads without shifting the page', async ({
    page,
  }) => {
    await page.goto('/weather-forecast/now/denver-co-us');
    const top = page.getByRole('complementary', { name: 'Advertisement' }).first();
    const box = await top.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(90);
    const image = top.getByRole('img');
    await expect(image).toBeVisible({ timeout: 15_000 });
    await expect(image).toHaveAttribute('width', '728');
    await page.waitForTimeout(500);
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.05);
  });

  test('from the home page to a forecast page (client navigation), that page gets its own ads', async ({
    page,
  }) => {
    await page.goto('/');
    const top = page.getByRole('complementary', { name: 'Advertisement' }).first();
    await expect(top.getByRole('img')).toBeVisible({ timeout: 15_000 });
    const asked = page.waitForRequest(
      (r) => isHouseRequest(r) && new URL(r.url()).searchParams.get('pageId') !== 'home',
      { timeout: 15_000 },
    );
    await page.getByRole('link', { name: /^Current conditions for / }).click();
    await expect(page).toHaveURL(/\/weather-forecast\/now\//);
    // The home page's ad request was cleared: the forecast page's slots are set up and filled.
    await asked;
    await expect(top.getByRole('img')).toBeVisible({ timeout: 15_000 });
  });

  test('the news feed shows an ad after every fourth story', async ({ page }) => {
    await page.goto('/news');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items.nth(4).getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
    await expect(items.nth(3).getByRole('article')).toBeVisible();
    const ad = items.nth(4).getByRole('complementary', { name: 'Advertisement' });
    const image = ad.getByRole('img');
    await expect(image).toBeVisible({ timeout: 15_000 });
    await expect(image).toHaveAttribute('width', '300');
    await expect(image).toHaveAttribute('height', '250');
  });

  test('a crawler gets no ad request and no ad script', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    const adRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/web2/api/ads/') || r.url().includes('googlesyndication'))
        adRequests.push(r.url());
    });
    await page.goto('/weather-forecast/now/denver-co-us');
    await page.waitForTimeout(1500);
    expect(adRequests).toEqual([]);
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
    await context.close();
  });

  test('a page not found carries no ad and logs no ad error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
    expect(errors.filter((text) => text.includes('pageAdConfig'))).toEqual([]);
  });

  test('a layer change on the map requests targeting again, with the layer', async ({ page }) => {
    const targeting: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/ads/targeting/v1/parameters')) targeting.push(new URL(r.url()));
    });
    await page.goto('/maps/denver-co-us');
    await expect.poll(() => targeting.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const region = page.getByRole('region', { name: 'Map', exact: true });
    await region.click();
    await expect(region).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await page
      .getByRole('radiogroup', { name: 'Map layer' })
      .getByRole('radio', { name: 'Temperature' })
      .check();
    await expect
      .poll(() => targeting.some((u) => u.searchParams.get('layerId') === 'Temperature.Global'))
      .toBe(true);
  });
});

test.describe('ads outside production, with ad-block detection', () => {
  let server: Server;
  test.beforeAll(async () => {
    server = (await startTestServer({
      env: { APP_ENVIRONMENT: 'Development', AD_BLOCK_DETECTION_ENABLED: 'true' },
    })) as Server;
  });
  test.afterAll(async () => server.stop());

  test('?adRefresh= shortens the refresh, which asks for new house ads', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    let houseRequests = 0;
    page.on('request', (r) => {
      if (isHouseRequest(r)) houseRequests += 1;
    });
    await page.goto('/weather-forecast/now/denver-co-us?adRefresh=5');
    await expect.poll(() => houseRequests, { timeout: 15_000 }).toBeGreaterThan(0);
    const first = houseRequests;
    await expect.poll(() => houseRequests, { timeout: 15_000 }).toBeGreaterThan(first);
    await context.close();
  });

  /** A visitor whose blocker cancels the house ad requests. */
  async function blockedVisitor(browser: Browser, url: string) {
    const context = await browser.newContext({ baseURL: server.url });
    await context.route('**/web2/api/ads/house?**', (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await page.goto(url);
    return { context, page };
  }

  test('a blocker is noticed politely; ?s= suppresses the detection', async ({ browser }) => {
    const blocked = await blockedVisitor(browser, '/weather-forecast/now/denver-co-us');
    const notice = blocked.page.getByRole('region', { name: 'Ad blocker notice' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await blocked.context.close();

    const quiet = await blockedVisitor(browser, '/weather-forecast/now/denver-co-us?s=1');
    await quiet.page.waitForTimeout(3000);
    await expect(quiet.page.getByRole('region', { name: 'Ad blocker notice' })).toHaveCount(0);
    await quiet.context.close();
  });
});

test.describe('header bidding and privacy', () => {
  let server: Server;
  let settingsDir: string;
  test.beforeAll(async () => {
    settingsDir = mkdtempSync(path.join(tmpdir(), 'ads-settings-'));
    const file = path.join(settingsDir, 'site-settings.json');
    writeFileSync(
      file,
      JSON.stringify({
        adTagVendor: { IsEnabled: true, ClientId: '', FirebaseRemoteConfigKey: '' },
        // Header bidding on, with a script to load.
        ads: { enablePreBid: true, prebidScriptUrl: PREBID },
      }),
    );
    server = (await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1/32', SITE_SETTINGS_FILE: file },
    })) as Server;
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(settingsDir, { recursive: true, force: true });
  });

  /** A visitor from New Jersey; the vendor scripts are answered locally (no network in tests). */
  async function visitor(browser: Browser, gpc: boolean) {
    const context = await browser.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { 'x-forwarded-for': NEW_JERSEY, ...(gpc ? { 'sec-gpc': '1' } : {}) },
    });
    if (gpc) {
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      );
    }
    const scripts: string[] = [];
    await context.route(/googlesyndication\.com|prebid\.example\.com/, (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    // The ad targeting asked for through the signing proxy: its query and the provider's answer.
    const targeting: { query: URLSearchParams; doNotTrack: unknown }[] = [];
    context.on('response', async (response) => {
      if (!response.url().includes('/api/ads/targeting/v1/parameters') || !response.ok()) return;
      const answer = (await response.json().catch(() => null)) as { r?: { doNotTrack?: unknown } };
      targeting.push({
        query: new URL(response.url()).searchParams,
        doNotTrack: answer?.r?.doNotTrack,
      });
    });
    const page = await context.newPage();
    await page.goto('/weather-forecast/now/denver-co-us');
    return { context, page, scripts, targeting };
  }

  test('a visitor who has not opted out loads the ad tag and the header-bidding script', async ({
    browser,
  }) => {
    const { context, scripts, targeting } = await visitor(browser, false);
    await expect.poll(() => scripts.some((s) => s.includes(GPT)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => scripts.includes(PREBID)).toBe(true);
    // Personalised targeting: the device id goes, and nothing asks not to track.
    await expect.poll(() => targeting.some((t) => t.query.has('deviceId'))).toBe(true);
    expect(targeting.find((t) => t.query.has('deviceId'))?.doNotTrack).toBe(false);
    await context.close();
  });

  test('a GPC visitor from a privacy region gets no header-bidding script', async ({ browser }) => {
    const { context, page, scripts, targeting } = await visitor(browser, true);
    await expect.poll(() => scripts.some((s) => s.includes(GPT)), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(1500);
    expect(scripts).not.toContain(PREBID);
    // Ads, but not personalised: targeting without the device id, and the provider, told by the
    // proxy, answers Do Not Track.
    expect(targeting.length).toBeGreaterThan(0);
    for (const asked of targeting) {
      expect(asked.query.has('deviceId')).toBe(false);
      expect(asked.doNotTrack).toBe(true);
    }
    await context.close();
  });
});
