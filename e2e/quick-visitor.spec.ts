import { expect, test } from './fixtures';
import { appNotRunning, firstContentfulPaint, holdAppScripts, openAtOnce } from './quickVisitor';
import { PARIS } from './visitorPages';

// A visitor in a hurry acts before the app's scripts have run. Each test holds the scripts back,
// so it acts for certain in that window (after the page's first contentful paint), and checks
// that nothing it did is lost.
test.describe('a quick visitor, before the app runs', () => {
  test('text typed into the search box stays, keeps focus, and is searched once the app runs', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await openAtOnce(page, PARIS);
    await firstContentfulPaint(page);
    const box = page.getByRole('combobox', { name: 'Search locations' });
    await box.click();
    await box.pressSequentially('Denv');
    expect(await appNotRunning(page)).toBe(true);
    release();

    await expect(page.getByRole('option', { name: 'Denver, CO' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(box).toHaveValue('Denv');
    await expect(box).toBeFocused();
    // Typing goes on in the same field.
    await box.press('e');
    await expect(box).toHaveValue('Denve');
    await page.getByRole('option', { name: 'Denver, CO' }).click();
    await page.waitForURL('**/weather-forecast/now/denver-co-us');
  });

  test('Enter in the search box before the app runs shows the results page', async ({ page }) => {
    const release = await holdAppScripts(page);
    await openAtOnce(page, PARIS);
    await firstContentfulPaint(page);
    const box = page.getByRole('combobox', { name: 'Search locations' });
    await box.fill('denver');
    await box.press('Enter');
    release(); // the form is sent without the app; the results page runs it as usual
    await page.waitForURL('**/search?q=denver');
    await expect(page.getByRole('link', { name: 'Denver, CO' }).first()).toBeVisible();
  });

  test('"Sign In" clicked before the app runs opens the sign-in dialog once it runs', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await openAtOnce(page, '/');
    await firstContentfulPaint(page);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    expect(await appNotRunning(page)).toBe(true);
    // The page says it is busy while the click waits.
    await expect(page.locator('html')).toHaveAttribute('data-app-starting', '');
    release();
    await expect(page.getByRole('dialog', { name: 'Signin Or Register' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('html')).not.toHaveAttribute('data-app-starting');
  });

  test('the favourite star clicked before the app runs adds the place, once', async ({ page }) => {
    const release = await holdAppScripts(page);
    await openAtOnce(page, PARIS);
    await firstContentfulPaint(page);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    expect(await appNotRunning(page)).toBe(true);
    release();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 15_000 },
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  });

  test('the favourites arrow and Settings clicked before the app runs open', async ({ page }) => {
    const releaseFirst = await holdAppScripts(page);
    await openAtOnce(page, PARIS);
    await firstContentfulPaint(page);
    const favourites = page.getByRole('button', { name: 'Favourite locations' });
    await favourites.click();
    expect(await appNotRunning(page)).toBe(true);
    releaseFirst();
    await expect(favourites).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await page.keyboard.press('Escape');

    const releaseSecond = await holdAppScripts(page);
    await openAtOnce(page, PARIS);
    await firstContentfulPaint(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    expect(await appNotRunning(page)).toBe(true);
    releaseSecond();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('searches with Enter and gets the results page; a search for nothing says so', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search locations' });
    await box.fill('denver');
    await box.press('Enter');
    await page.waitForURL('**/search?q=denver');
    const result = page.getByRole('link', { name: 'Denver, CO' }).first();
    await expect(result).toBeVisible();
    await result.click();
    await page.waitForURL('**/weather-forecast/now/denver-co-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denver, CO current weather');

    await page.goto('/search?q=qqqqzzzz');
    await expect(page.getByText('No locations found')).toBeVisible();

    // The 404 page's own box searches the same way.
    await page.goto('/no-such-page');
    const find = page.getByRole('combobox', { name: "Find a place's forecast" });
    await find.fill('denver');
    await find.press('Enter');
    await page.waitForURL('**/search?q=denver');
  });

  test('is shown no button that cannot work, and reads the notices it cannot close', async ({
    page,
  }) => {
    for (const path of [PARIS, '/alerts', '/hurricane/active']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Sign In, Settings, the star, the favourites, the notices' Close: all need the app.
      await expect(page.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('checkbox')).toHaveCount(0);
    }
    // The sign-in page, whose button needs the app, says so.
    await page.goto('/signin');
    await expect(page.getByText('Signing in needs JavaScript')).toBeVisible();
    // A story's video keeps its picture (only the play button, over it, goes).
    await page.goto('/press/new-weather-map-with-radar');
    const poster = page.locator('figure img').first();
    await expect(poster).toBeVisible();
    expect(
      await poster.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height),
    ).toBeGreaterThan(100);
    const cookies = page.getByRole('region', { name: 'Cookie notice' });
    await expect(cookies).toBeVisible();
    // In the page's flow, not over its content.
    expect(await cookies.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe(
      'static',
    );
  });
});
