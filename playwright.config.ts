import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs as args, chromiumPath as executablePath } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Each flow owns its visitor (a new browser context) and its own account, so flows run side by
  // side against the one server: two workers, one per core of the CI machine (E2E_WORKERS=1 runs
  // them one at a time, e.g. to read a failure's log in order).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Sized for the slowest 2-core CI host seen, while both workers' browsers and the servers share
  // it: there one axe scan took 3–4 s alone and over 20 s under that load, and flows that take
  // 15–30 s on a faster host ran past a minute. A passing flow is no slower for the room.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Builds the site and starts `next start` on a free port with a fresh database (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  use: {
    launchOptions: { executablePath, args },
    // A trace of a flow's retry (CI retries a failed flow once), as Playwright advises for CI:
    // recording one for every flow (DOM snapshots and screenshots at each action) made three spec
    // files' flows 2.6 times slower on a 2-core host, where they compete with the browsers for
    // the cores.
    trace: 'on-first-retry',
    // The site's service worker (public/sw.js) is tested by e2e/offline.spec.ts, which allows it;
    // the other flows see the network as a first visit does, and their page.route stubs see
    // every request.
    serviceWorkers: 'block',
  },
  // Every flow runs on desktop; the mobile project runs the page-level and the *.mobile.spec.ts flows.
  projects: [
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts$/, /[\\/]smoke[\\/]/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      testMatch: [/\.mobile\.spec\.ts$/, /foundation\.spec\.ts$/],
      use: { ...devices['Pixel 7'] },
    },
  ],
});
