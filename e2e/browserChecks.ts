import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script
 * (call before `goto`); read them with {@link cspViolations}.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
}

/** The violations the page reported since it started (see {@link recordCspViolations}). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/**
 * Waits until the site's service worker is activated and controls the page: a synchronous check of
 * the controller itself (an async check of the registration let the flows go on too early).
 */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    {
      timeout: 20_000,
    },
  );
}
