import type { Page } from '@playwright/test';

/**
 * Holds the app's scripts back (its stylesheets come at once, so the page paints) until the test
 * calls the returned `release`, or `maxMs` has passed, so a test acts for certain in the window
 * between the first paint and the moment the app runs (on a fast machine it may last only a few
 * frames, and on a busy one a fixed hold may end before the test has acted).
 */
export async function holdAppScripts(page: Page, maxMs = 30_000): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(release, maxMs);
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
    await released;
    // The page may have moved on (a form sent without the app) while its scripts were held.
    await route.continue().catch(() => undefined);
  });
  return () => {
    clearTimeout(timer);
    release();
  };
}

/** True while the app has not run yet: the document's early-click script still holds clicks. */
export function appNotRunning(page: Page): Promise<boolean> {
  return page.evaluate(() => '__earlyClicks' in window);
}

/** Opens `path` and answers as soon as the browser has the first bytes (nothing more waited). */
export async function openAtOnce(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Resolves at the page's first contentful paint. */
export async function firstContentfulPaint(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { polling: 16 },
  );
}

/**
 * A mid-range phone on a slow network: the CPU 4× slower (CDP's CPU throttling), 150 ms round
 * trips, 1.6 Mbit/s down and 750 kbit/s up.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
