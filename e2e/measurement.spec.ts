import type { Page, Request } from '@playwright/test';

import { expect, test } from './fixtures';
import { E2E_VITALS_DASHBOARD_TOKEN } from './support/vitalsToken';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Delays every stylesheet of the site by `ms`, so the first paint (and the LCP) come late. */
async function slowStylesheets(page: Page, ms: number) {
  await page.route(/\/_next\/static\/.*\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const isVitalsBeacon = (r: Request) =>
  r.url().endsWith('/web2/api/vitals') && r.method() === 'POST';

test.describe('measurement', () => {
  test('a slow page reports its web vitals, which the dashboard shows', async ({ page }) => {
    await slowStylesheets(page, 2600);
    const beacons: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (isVitalsBeacon(r))
        beacons.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
    });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // FCP is reported as soon as it is known; LCP once the visitor interacts or leaves.
    await expect.poll(() => beacons.map((b) => b.name), { timeout: 20_000 }).toContain('FCP');
    await page.keyboard.press('Shift');
    await expect.poll(() => beacons.map((b) => b.name), { timeout: 20_000 }).toContain('LCP');
    const fcp = beacons.find((b) => b.name === 'FCP');
    expect(fcp).toMatchObject({ path: '/faq', pageType: 'faq', deviceClass: 'desktop' });
    expect(Number(fcp?.value)).toBeGreaterThan(1700);

    // Without the token the dashboard does not exist; with it, it shows the page type's chart.
    expect((await page.request.get('/internal/vitals')).status()).toBe(404);
    await page.goto(`/internal/vitals?token=${E2E_VITALS_DASHBOARD_TOKEN}`);
    await expect(page).toHaveURL(/\/internal\/vitals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Core Web Vitals' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Page type: faq' });
    await expect(section.getByRole('img', { name: /FCP p75 for faq/ })).toBeVisible();
    await expect(section.getByRole('img', { name: /LCP p75 for faq/ })).toBeVisible();
    // The worst pages rank every page the run's flows have visited: on a slow host their LCPs
    // (6–10 s) can push this page's out of the list, so the table is only checked to be there.
    await expect(page.getByRole('table', { name: 'Highest p75 LCP' })).toContainText('ms');
  });

  test('a crawler sends no beacons and no events', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: GOOGLEBOT, baseURL });
    const page = await context.newPage();
    await slowStylesheets(page, 2600);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (isVitalsBeacon(r) || r.url().includes('/clog/v1/submit')) sent.push(r.url());
    });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Shift');
    await page.waitForTimeout(6500);
    await page.close({ runBeforeUnload: true });
    expect(sent).toEqual([]);
    await context.close();
  });

  test('the event log receives a page view', async ({ page }) => {
    const submitted = page.waitForRequest(
      (r) => r.url().includes('/web2/api/pulse/clog/v1/submit') && r.method() === 'POST',
      { timeout: 20_000 },
    );
    await page.goto('/faq');
    const request = await submitted;
    const body = JSON.parse(request.postData() ?? '{}') as {
      metadata: { appId: string };
      events: { type: string; data: { key: string; value: unknown }[] }[];
    };
    expect(body.metadata.appId).toBe('wbweb');
    const view = body.events.find((e) => e.type === 'pageview');
    expect(view?.data).toEqual(
      expect.arrayContaining([
        { key: 'page', value: 'faq' },
        { key: 'path', value: '/faq' },
      ]),
    );
    expect((await request.response())?.status()).toBe(200);
  });
});
