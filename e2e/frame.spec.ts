import { expect, test } from './fixtures';
import { landmarkViolations, PARIS, seriousViolations } from './visitorPages';

test.describe('the frame', () => {
  test('the footer on a 1280 px screen: legal links, states and continents', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('region', { name: 'Legal' });
    for (const name of [
      'Terms',
      'Privacy',
      'Partners',
      'Ad Choices',
      'Sitemap',
      'USA',
      'FAQ',
      'For Advertisers',
    ]) {
      await expect(legal.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} Parasol Weather`)).toBeVisible();
    const states = footer.getByRole('navigation', { name: 'Weather by state' });
    await expect(states).toBeVisible();
    await expect(states.getByRole('link')).toHaveCount(50);
    await expect(footer.getByRole('navigation', { name: 'Weather by continent' })).toBeVisible();
    await states.getByRole('link', { name: 'Colorado' }).click();
    await page.waitForURL('**/sitemap/North-America/United-States/state/Colorado/CO');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Colorado');
  });

  test('the footer with nothing configured: "Connect With Us" and "For Advertisers" lead somewhere real', async ({
    page,
  }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    const connect = footer.getByRole('region', { name: 'Connect With Us' });
    await expect(connect.getByRole('heading', { name: 'Connect With Us' })).toBeVisible();
    await connect.getByRole('link', { name: 'Weather News' }).click();
    await page.waitForURL('**/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Legal' })
      .getByRole('link', { name: 'For Advertisers', exact: true })
      .click();
    await page.waitForURL('**/partners#advertising-partners');
    await expect(page.getByRole('heading', { name: 'Advertising partners' })).toBeInViewport();
  });

  test('the footer on a 375 px phone: legal links, no states list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Weather by state' })).toBeHidden();
    await expect(footer.getByRole('navigation', { name: 'Weather by continent' })).toBeHidden();
    // Nothing in the footer is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a keyboard visitor sees a white focus ring on the header and the utility bar', async ({
    page,
  }) => {
    await page.goto(PARIS);
    const ringOf = async (name: string, within: 'Primary' | 'bar') => {
      const target =
        within === 'Primary'
          ? page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name })
          : page.getByRole('button', { name });
      // Reached by the keyboard, as a keyboard visitor does (focus-visible).
      await target.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      return target.evaluate((element) => getComputedStyle(element).outlineColor);
    };
    // The site's blue ring would be 1.6:1 on the brand blue and 2.4:1 on the dark bar.
    expect(await ringOf('Maps', 'Primary')).toBe('rgb(255, 255, 255)');
    expect(await ringOf('More', 'bar')).toBe('rgb(255, 255, 255)');
    // So in the location bar's search box (1.2:1), and on the footer's dark blue (2.4:1).
    const box = page.getByRole('combobox', { name: 'Search locations' });
    await box.focus();
    expect(await box.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(
      'rgb(255, 255, 255)',
    );
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
    await footerLink.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(footerLink).toBeFocused();
    expect(await footerLink.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(
      'rgb(255, 255, 255)',
    );
  });

  test('every part of the page is in a landmark, each landmark named apart (phone and desktop)', async ({
    page,
  }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // A place page, a list with ads in its feed, and a story with its own slot after it.
      for (const path of [PARIS, '/news', '/news/lake-effect-snow-explained']) {
        await page.goto(path);
        await expect(page.getByRole('region', { name: 'Location' })).toBeVisible();
        expect(await landmarkViolations(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test("home's next hours and days fit their card: no value runs into the next", async ({
    page,
  }) => {
    for (const width of [1280, 1100, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      for (const name of [/^Next 12 hours/, /^Next 5 days/]) {
        const list = page.getByRole('list', { name });
        // Every item's content fits inside the item (a narrow column overflowed: "43°F44°F").
        const overflowing = await list.evaluate(
          (element) =>
            [...element.querySelectorAll(':scope > li')].filter(
              (item) => item.scrollWidth > item.clientWidth + 1,
            ).length,
        );
        expect(overflowing, `${String(name)} at ${width} px`).toBe(0);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `page width at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
  });

  test('navigation carries the chosen place and marks the current group', async ({ page }) => {
    await page.goto(PARIS);
    const nav = page.getByRole('navigation', { name: 'Primary' });
    const slug = 'paris-ile-de-france-fr';
    await expect(nav.getByRole('link', { name: 'Forecasts' })).toHaveAttribute(
      'href',
      `/weather-forecast/now/${slug}`,
    );
    for (const [name, prefix] of [
      ['Maps', '/maps'],
      ['Alerts', '/alerts'],
      ['Life', '/life/pollen'],
      ['Cameras', '/weather-camera'],
      ['Air Quality', '/air-quality'],
    ]) {
      await expect(nav.getByRole('link', { name: name! })).toHaveAttribute(
        'href',
        `${prefix}/${slug}`,
      );
    }
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await expect(nav.getByRole('link', { name: 'Hurricanes' })).toHaveAttribute(
      'href',
      /^\/hurricane\/active\?su=\d&pu=\d$/,
    );
    await expect(nav.getByRole('link', { name: 'Forecasts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'News' }).click();
    await page.waitForURL('**/news');
    await expect(
      page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'News' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a crawler gets the whole page and structured data, and no device', async ({
    playwright,
    baseURL,
  }) => {
    const bot = await playwright.request.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    try {
      const res = await bot.get(`${baseURL}${PARIS}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1');
      expect(html).toContain('application/ld+json');
      expect(html).toMatch(/<meta property="og:title"/);
      expect(html).toMatch(/<meta name="twitter:card"/);
      expect(res.headers()['set-cookie'] ?? '').not.toMatch(/UserState-v1|wb_device/i);
      expect(html).toContain('"deviceId":null');
    } finally {
      await bot.dispose();
    }
  });
});
