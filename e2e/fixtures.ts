import { test as base, expect, type Page } from '@playwright/test';

/**
 * Resolves once the site's React root exists on the page (or at once on a page that is not the
 * site's app). The site runs its scripts after the first paint (PaintFirstHead in
 * pages/_document.tsx), so a page's load event can come before them; from the root's creation on,
 * React replays a click on a part not hydrated yet, before it there is nothing to click with.
 */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__next');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/**
 * Playwright's test with baseURL pointed at the server global-setup started, and a page whose
 * `goto` and `reload` (waiting for the load event, the default) also wait for the app to start.
 */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waitsForLoad = (options?: { waitUntil?: string }) =>
      !options?.waitUntil || options.waitUntil === 'load';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForLoad(options)) await appStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForLoad(options)) await appStarted(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
