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

// With no JavaScript nothing on a phone may look like a control and do nothing.
test.describe('a phone visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reaches every section from the header, with no menu button that cannot open', async ({
    page,
  }) => {
    await page.goto(PARIS);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const primary = page.getByRole('navigation', { name: 'Primary' });
    await primary.getByRole('link', { name: 'Hurricanes' }).click();
    await page.waitForURL('**/hurricane/active**');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('sees the map as a picture, without the controls only the running map can obey', async ({
    page,
  }) => {
    await page.goto('/maps');
    const map = page.getByRole('region', { name: 'Map', exact: true });
    await expect(map).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeHidden();
    await expect(page.getByRole('radiogroup', { name: 'Map layer' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Play radar' })).toBeHidden();
  });
});
