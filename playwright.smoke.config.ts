import { defineConfig, devices } from '@playwright/test';

import base from './playwright.config';

/**
 * The smoke flows (e2e/smoke) against one way of running the site, named by E2E_SERVER:
 * `next-start`, `standalone` or `npm-start` (scripts/test-server.mjs). `npm run test:smoke` runs
 * them against all three, so a way of running that breaks cannot land. The rest is the main
 * configuration's (browser, timeouts, retries).
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/smoke',
  globalSetup: './e2e/smoke/global-setup.ts',
  projects: [
    {
      name: `smoke-${process.env.E2E_SERVER ?? 'next-start'}`,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
});
