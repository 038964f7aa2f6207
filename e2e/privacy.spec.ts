import type { Browser } from '@playwright/test';

// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../scripts/test-server.mjs';
import { expect, test } from './fixtures';
import { seriousViolations } from './visitorPages';

/** A New Jersey address (a state privacy law in force), as a load balancer would forward it. */
const NEW_JERSEY = '24.0.0.1';
/** A UK address: GDPR, no US state privacy regime. */
const LONDON = '81.2.69.160';

let server: { url: string; stop: () => Promise<void> };

// The site behind a trusted proxy (the test client), so X-Forwarded-For places the visitor.
test.beforeAll(async () => {
  server = (await startTestServer({ env: { TRUST_PROXY: '127.0.0.1/32' } })) as typeof server;
});
test.afterAll(async () => server.stop());

async function visitorFrom(browser: Browser, address: string, gpc = false) {
  const context = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { 'x-forwarded-for': address, ...(gpc ? { 'sec-gpc': '1' } : {}) },
  });
  if (gpc) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  }
  return context;
}

test.describe('privacy opt-outs', () => {
  test('a state-privacy visitor flips "Do Not Sell/Share" and it survives a reload', async ({
    browser,
  }) => {
    const context = await visitorFrom(browser, NEW_JERSEY);
    const page = await context.newPage();
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    const doNotSell = footer.getByRole('button', {
      name: 'Do Not Sell/Share My Personal Information',
    });
    await expect(doNotSell).toBeVisible();
    await expect(
      footer.getByRole('button', { name: 'Limit the Use of My Sensitive Personal Information' }),
    ).toBeVisible();
    await doNotSell.click();
    await expect(footer.getByText('Confirmed')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Not Selling/Sharing Your Data' })).toBeVisible(
      { timeout: 5000 },
    );
    const cookie = (await context.cookies()).find((c) => c.name === 'wb_state_privacy');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toEqual({ doNotSell: true });
    expect(cookie?.sameSite).toBe('Lax');
    await page.reload();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Not Selling/Sharing Your Data' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('Global Privacy Control: opted out in the first HTML, recorded by the browser', async ({
    browser,
  }) => {
    const context = await visitorFrom(browser, NEW_JERSEY, true);
    const first = await context.request.get('/faq');
    expect(await first.text()).toContain('Not Selling/Sharing Your Data');
    const page = await context.newPage();
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/web2/api/privacy/gpc') && r.method() === 'POST',
    );
    await page.goto('/faq');
    expect((await posted).postDataJSON()).toMatchObject({ gpcSignal: true });
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'wb_state_privacy')?.value)
      .toBe(encodeURIComponent(JSON.stringify({ doNotSell: true })));
    await context.close();
  });

  test('no opt-out control where no US state regime applies', async ({ browser }) => {
    const context = await visitorFrom(browser, LONDON);
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Do Not Sell/Share My Personal Information' }),
    ).toHaveCount(0);
    await context.close();
  });
});
