import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs as args, chromiumPath as executablePath } from './scripts/chromium.mjs';

/**
 * The smoke flows (e2e/smoke) against one way of running the site, named by E2E_SERVER:
 * `next-start`, `standalone` or `npm-start` (scripts/test-server.mjs). `npm run test:smoke` runs
 * them against all three, so a way of running that breaks cannot land.
 */
export default defineConfig({
  testDir: 'e2e/smoke',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/smoke/global-setup.ts',
  use: {
    launchOptions: { executablePath, args },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: `smoke-${process.env.E2E_SERVER ?? 'next-start'}`,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
});
