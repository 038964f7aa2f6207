import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Resolves once the site's React root exists on the page (or at once on a page that is not the
 * site's app). Next starts hydrating from its deferred scripts, which can create the root after
 * the page's load event; from the root's creation on, React replays a click on a part not
 * hydrated yet, before it there is nothing to click with.
 */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__next');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

const instrumented = new WeakSet<Page>();

/** Makes a page's `goto` and `reload` (waiting for the load event, the default) wait for the app too. */
function waitForAppOnLoad(page: Page): Page {
  if (instrumented.has(page)) return page;
  instrumented.add(page);
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
  return page;
}

/** Every page a context opens waits for the app on load (see `waitForAppOnLoad`). */
function waitForAppInContext<C extends BrowserContext>(context: C): C {
  context.on('page', waitForAppOnLoad);
  return context;
}

/**
 * Playwright's test with baseURL pointed at the server global-setup started, and pages whose `goto`
 * and `reload` (waiting for the load event, the default) also wait for the app to start: the test's
 * `page`, and every page of a context a test opens itself (a second browser).
 */
export const test = base.extend<object, object>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => waitForAppInContext(await newContext(options));
      browser.newPage = async (options) => waitForAppOnLoad(await newPage(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
});

export { expect };
