import { expect, test } from './fixtures';
import { firstContentfulPaint, openAtOnce, throttleLikeAPhone } from './quickVisitor';
import { PARIS } from './visitorPages';

// A visitor on a throttled phone (CPU 4× slower, 150 ms round trips, 1.6 Mbit/s) acts at the
// page's first contentful paint, long before the app has run: nothing they do is lost.
test.describe('a quick visitor on a slow phone, at the first paint', () => {
  test.setTimeout(120_000);

  test.beforeEach(async ({ page }) => {
    await throttleLikeAPhone(page);
  });

  test('a search typed at the first paint keeps its text and shows suggestions', async ({
    page,
  }) => {
    await openAtOnce(page, PARIS);
    await firstContentfulPaint(page);
    const box = page.getByRole('combobox', { name: 'Search locations' });
    await box.click();
    await box.pressSequentially('Denv');
    await expect(page.getByRole('option', { name: 'Denver, CO' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(box).toHaveValue('Denv');
    await expect(box).toBeFocused();
  });

  test('the menu and the star tapped at the first paint do what they say', async ({ page }) => {
    await openAtOnce(page, PARIS);
    await firstContentfulPaint(page);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 30_000 },
    );

    await openAtOnce(page, PARIS);
    await firstContentfulPaint(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 30_000 });
  });
});
