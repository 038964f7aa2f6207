import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with baseURL pointed at the server global-setup started. Pages act as quick
 * visitors do: `goto` and `reload` wait for the load event only, never for the app to start; a
 * click made before it is held and performed once it runs (src/application/startup/earlyClicks.ts),
 * and text typed into the search box is kept.
 */
export const test = base.extend<object, object>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
});

export { expect };
