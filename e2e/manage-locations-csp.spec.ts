import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import {
  addActiveToFavourites,
  managedNames,
  openManageLocations,
  PARIS,
  searchAndSelect,
} from './visitorPages';

/** Every Content-Security-Policy violation the page reported since it started. */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('Manage Locations and the Content-Security-Policy', () => {
  test('opening the dialog and reordering in it break no policy (the drag-and-drop styles carry the nonce)', async ({
    page,
  }) => {
    // Recorded by the page itself from before its first script: every violation it reports.
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__cspViolations.push(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        ),
      );
    });
    const response = await page.goto(PARIS);
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);

    // The drag-and-drop context (and its style elements) exists only with favourites to list.
    await addActiveToFavourites(page);
    await searchAndSelect(page, 'tokyo', 'Tokyo, Tokyo, Japan');
    await page.waitForURL('**/weather-forecast/now/tokyo-*');
    await addActiveToFavourites(page);
    const dialog = await openManageLocations(page);
    expect(await managedNames(dialog)).toEqual(['Paris', 'Tokyo']);
    await expect(page.locator('head style[data-rfd-always]')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Move Tokyo up' }).click();
    await expect.poll(() => managedNames(dialog)).toEqual(['Tokyo', 'Paris']);

    expect(await violations(page)).toEqual([]);
  });
});
