import { test as base, expect } from '@playwright/test';

/** Playwright's test with baseURL pointed at the server global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
});

export { expect };
