import { expect, test } from './fixtures';
import { PLACE_PAGE_PATHS as LOCATION_PAGES } from './visitorPages';

const DENVER = 'denver-co-us';

test.describe('routes of the pages that show one place', () => {
  test('every page answers 200 for a place, with a title naming it and its canonical URL', async ({
    request,
  }) => {
    for (const base of LOCATION_PAGES) {
      const response = await request.get(`${base}/${DENVER}`, { maxRedirects: 0 });
      expect(response.status(), base).toBe(200);
      const html = await response.text();
      expect(html, base).toMatch(/<title[^>]*>[^<]*Denver, CO[^<]*<\/title>/);
      expect(html, base).toContain(`rel="canonical" href="`);
      expect(html, base).toContain(`${base}/${DENVER}"`);
      expect(html, base).toContain('"@type":"BreadcrumbList"');
    }
  });

  test("a path without a place redirects to the same page for the visitor's active place", async ({
    page,
  }) => {
    // Visiting Denver makes it the visitor's active place.
    await page.goto(`/weather-forecast/now/${DENVER}`);
    for (const base of LOCATION_PAGES) {
      const response = await page.request.get(base, { maxRedirects: 0 });
      expect(response.status(), base).toBe(307);
      expect(response.headers().location, base).toBe(`${base}/${DENVER}`);
    }
    await page.goto('/alerts');
    await expect(page).toHaveURL(new RegExp(`/alerts/${DENVER}$`));
  });

  test('trailing-slash forms redirect to the canonical form, which answers 200', async ({
    page,
  }) => {
    for (const path of [`/alerts/${DENVER}/`, `/life/pollen/${DENVER}/`]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers().location, path).toBe(path.replace(/\/$/, ''));
    }
    const response = await page.goto(`/weather-forecast/hourly/${DENVER}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/weather-forecast/hourly/${DENVER}$`));
    // Without a place, the slash form lands on the page for the active place.
    await page.goto('/weather-forecast/now/');
    await expect(page).toHaveURL(new RegExp(`/weather-forecast/now/${DENVER}$`));
  });

  test('an uppercase slug of a real place moves permanently to the lowercase URL', async ({
    request,
  }) => {
    const response = await request.get('/life/travel/Denver-CO-US', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/life\/travel\/denver-co-us$/);
  });

  test('an unknown or malformed place answers the 404 page with a search box, never a 500', async ({
    page,
  }) => {
    const bad = [
      'no-such-place-zz',
      'x'.repeat(300),
      '%C3%BCml%C3%A4ut-%E2%9B%85',
      'paris%00',
      '..%2F..%2Fetc%2Fpasswd',
      "paris'--",
    ];
    for (const base of ['/weather-forecast/hourly', '/alerts', '/life/snow-ski']) {
      for (const slug of bad) {
        const response = await page.goto(`${base}/${slug}`);
        expect(response?.status(), `${base}/${slug}`).toBe(404);
      }
    }
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: "Find a place's forecast" })).toBeVisible();
  });

  test('an address with an invalid escape is a 400 that says so, with a search box, never "try again"', async ({
    page,
  }) => {
    for (const path of ['/weather-forecast/now/%ff', '/news/%ff', '/hurricane/active/%ff']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByRole('heading', { name: 'This address is not valid' })).toBeVisible();
      await expect(page.getByText(/try again later/)).toHaveCount(0);
    }
    await expect(page).toHaveTitle(/^Address not valid/);
    await expect(page.getByRole('combobox', { name: "Find a place's forecast" })).toBeVisible();
  });

  test("on the 404 page, a place chosen in the header's search opens its forecast", async ({
    page,
  }) => {
    await page.goto('/weather-forecast/now/no-such-place-zz');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Search locations' }).fill('denver');
    await page
      .getByRole('option', { name: /^Denver, CO/ })
      .first()
      .click();
    await page.waitForURL(`**/weather-forecast/now/${DENVER}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denver, CO current weather');
  });
  test("following a forecast view's tab by keyboard leaves focus in the new page, not at its top", async ({
    page,
  }) => {
    await page.goto(`/weather-forecast/now/${DENVER}`);
    const views = page.getByRole('navigation', { name: 'Forecast views' });
    await views.getByRole('link', { name: 'Hourly' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/weather-forecast/hourly/${DENVER}`);
    // The tab went with the page it was in: focus is on the new page's main content.
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
  });
});
