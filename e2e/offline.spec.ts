import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { workerInControl } from './browserChecks';
import { expect, test } from './fixtures';
import { addActiveToFavourites, PARIS, searchAndSelect } from './visitorPages';

// The service worker (public/sw.js, registered by src/features/offline after start-up) keeps the
// forecast pages a visitor opened and their favourites' current conditions, and serves them with
// no connection under an "Offline" banner; any other page offline is a small page linking to them.
// The other flows run with service workers blocked (playwright.config.ts); these allow them.
test.use({ serviceWorkers: 'allow' });

const HOURLY_PARIS = PARIS.replace('/now/', '/hourly/');

/**
 * The kept page under its "Offline" banner. When the banner does not come, the failure names the
 * page that was shown instead (the live page, the offline page, another address).
 */
async function expectOfflineBanner(page: Page): Promise<void> {
  try {
    await expect(
      page.getByRole('status').filter({ hasText: /^Offline — forecast from / }),
    ).toBeVisible();
  } catch (err) {
    const shown = await page
      .evaluate(() => ({
        url: location.href,
        title: document.title,
        text: document.body?.innerText.slice(0, 300) ?? '',
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(`no offline banner; the page shown: ${JSON.stringify(shown)}`, { cause: err });
  }
}

test.describe('offline reading', () => {
  test('a forecast page opened earlier reads offline with its banner; other pages link to it', async ({
    page,
    context,
  }) => {
    await page.goto(PARIS);
    await workerInControl(page);
    // Opened while the worker controls the site: kept.
    await page.goto(HOURLY_PARIS);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

    await context.setOffline(true);
    await page.goto(HOURLY_PARIS);
    await expectOfflineBanner(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');

    // A page that was never kept: the offline page, linking to what is.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    const kept = page.getByRole('link', { name: /Paris/ });
    await expect(kept.first()).toBeVisible();
    await kept.first().click();
    await expectOfflineBanner(page);

    // Back online, the network's page again, without the banner.
    await context.setOffline(false);
    await page.goto(HOURLY_PARIS);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');
    await expect(page.getByText(/^Offline — forecast from /)).toHaveCount(0);
  });

  test("a favourite's current conditions are kept without being opened", async ({
    page,
    context,
  }) => {
    await page.goto(PARIS);
    await searchAndSelect(page, 'tokyo', 'Tokyo, Tokyo, Japan');
    await page.waitForURL('**/weather-forecast/now/tokyo-*');
    const tokyoNow = new URL(page.url()).pathname;
    await addActiveToFavourites(page);
    await page.goto(PARIS);
    await workerInControl(page);
    // The worker fetches the favourites' pages itself once asked (their dropdown links).
    let kept = '';
    await expect
      .poll(
        async () => {
          kept = await page.evaluate(
            async (path) => {
              for (const name of await caches.keys()) {
                for (const key of await (await caches.open(name)).keys()) {
                  const url = new URL(key.url);
                  if (url.pathname.startsWith(path)) return url.pathname + url.search;
                }
              }
              return '';
            },
            tokyoNow.replace(/tokyo-.*$/, 'tokyo-'),
          );
          return kept;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');
    // Kept, not visited: the visitor's place is still the page they opened last.
    await page.goto('/weather-forecast/now');
    await expect(page).toHaveURL(new RegExp(`${PARIS}$`));

    await context.setOffline(true);
    await page.goto(kept);
    await expectOfflineBanner(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tokyo');
  });

  test('the worker is served for this build and adds no API answers to its caches', async ({
    page,
    request,
  }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    await page.goto(PARIS);
    await workerInControl(page);
    const scriptUrl = await page.evaluate(
      () => navigator.serviceWorker.controller?.scriptURL ?? '',
    );
    const buildId = await page.evaluate(
      () => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId,
    );
    expect(new URL(scriptUrl).searchParams.get('v')).toBe(buildId);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const key of await (await caches.open(name)).keys())
          urls.push(new URL(key.url).pathname);
      }
      return urls;
    });
    expect(cached.filter((p) => p.startsWith('/web2/api') || p.startsWith('/api/'))).toEqual([]);
  });
});

// Playwright's contexts are incognito, where Chromium never offers to install; this visitor has a
// profile of its own, as a person's browser does.
test('the site can be installed: the browser finds no installability error', async ({
  baseURL,
}) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'weather-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(PARIS);
    await workerInControl(page);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
