import { cspViolations, recordCspViolations } from './browserChecks';
import { expect, test } from './fixtures';
import {
  addActiveToFavourites,
  managedNames,
  openManageLocations,
  PARIS,
  searchAndSelect,
} from './visitorPages';

test.describe('Manage Locations and the Content-Security-Policy', () => {
  test('opening the dialog and reordering in it break no policy (the drag-and-drop styles carry the nonce)', async ({
    page,
  }) => {
    await recordCspViolations(page);
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

    expect(await cspViolations(page)).toEqual([]);
  });
});
