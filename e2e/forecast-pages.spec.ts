import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { chooseUnits, seriousViolations } from './visitorPages';

const places = [
  { slug: 'paris-ile-de-france-fr', name: 'Paris, Île-de-France, France' },
  { slug: 'denver-co-us', name: 'Denver, CO' },
] as const;

const views = [
  { link: 'Now', path: 'now', title: 'Current Weather' },
  { link: 'Hourly', path: 'hourly', title: 'Hourly Weather Forecast' },
  { link: '10 Day', path: '10-day-weather', title: '10-Day Weather Forecast' },
] as const;

/** Every temperature the page's main content shows as text (chart drawings left out), in order. */
async function temperatures(page: Page, symbol: '°F' | '°C'): Promise<number[]> {
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('svg').forEach((svg) => svg.remove());
    return copy.textContent ?? '';
  });
  const re = new RegExp(`(-?\\d+)${symbol}`, 'g');
  return [...text.matchAll(re)].map((m) => Number(m[1]));
}

/** The page's values in °F, then in Celsius after Settings: the same values, converted. */
async function expectConverted(page: Page): Promise<void> {
  const fahrenheit = await temperatures(page, '°F');
  expect(fahrenheit.length).toBeGreaterThan(3);
  expect(await temperatures(page, '°C')).toEqual([]);
  const settings = await chooseUnits(page, {
    Temperature: 'Celsius °C',
    'Wind speed': 'km/h',
    Pressure: 'mbar',
  });
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect.poll(() => temperatures(page, '°F')).toEqual([]);
  const celsius = await temperatures(page, '°C');
  expect(celsius).toHaveLength(fahrenheit.length);
  celsius.forEach((c, i) => {
    expect(Math.abs(c - ((fahrenheit[i] ?? 0) - 32) * (5 / 9))).toBeLessThanOrEqual(1);
  });
  const main = page.locator('main');
  await expect(main).not.toContainText(/\d mph\b/);
  await expect(main.getByText(/\d km\/h/).first()).toBeVisible();
}

test.describe('the forecast pages', () => {
  for (const place of places) {
    test(`${place.name}: the three forecast views, linked by Forecast views, with head and no serious axe violations`, async ({
      page,
    }) => {
      // Three pages, each with an axe scan: over a minute on a slow 2-core CI host that also runs
      // the other worker's browser and the servers.
      test.setTimeout(180_000);
      await page.goto(`/weather-forecast/now/${place.slug}`);
      for (const view of views) {
        if (view.path !== 'now') {
          await page
            .getByRole('navigation', { name: 'Forecast views' })
            .getByRole('link', { name: view.link })
            .click();
        }
        await page.waitForURL(`**/weather-forecast/${view.path}/${place.slug}`);
        await expect(page).toHaveTitle(`${place.name} ${view.title} | Parasol Weather`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/weather-forecast/${view.path}/${place.slug}$`),
        );
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(jsonLd.join('\n')).toContain('BreadcrumbList');
        await expect(
          page
            .getByRole('navigation', { name: 'Forecast views' })
            .getByRole('link', { name: view.link }),
        ).toHaveAttribute('aria-current', 'page');
        if (view.path === 'now') {
          await expect(page.getByLabel(/^Temperature -?\d+°F$/)).toBeVisible();
          await expect(
            page.getByRole('list', { name: 'Next 12 hours' }).getByRole('listitem'),
          ).toHaveCount(12);
          await expect(page.getByRole('region', { name: 'Sun and moon' })).toContainText('Sunrise');
          await expect(page.getByRole('region', { name: 'Weather alerts' })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Air quality' })).toBeVisible();
        } else if (view.path === 'hourly') {
          const table = page.getByRole('table', { name: 'Hourly forecast' });
          await expect(table.getByRole('rowheader', { name: /^\d+:\d\d [AP]M$/ })).toHaveCount(48);
          await expect(
            page.getByRole('img', { name: /^Temperature from -?\d+°F to -?\d+°F/ }),
          ).toBeVisible();
        } else {
          await expect(
            page.getByRole('list', { name: '10-day forecast' }).getByRole('listitem'),
          ).toHaveCount(10);
          await expect(page.getByRole('img', { name: /^Highs from -?\d+°F/ })).toBeVisible();
        }
        await expect(page.getByRole('note').first()).toContainText('Demo data');
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }

  for (const path of [
    '/weather-forecast/now/denver-co-us',
    '/weather-forecast/hourly/paris-ile-de-france-fr',
    '/weather-forecast/10-day-weather/denver-co-us',
    '/',
  ]) {
    test(`changing units in Settings converts every value on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectConverted(page);
      // A reload renders the chosen units on the server.
      await page.reload();
      expect(await temperatures(page, '°F')).toEqual([]);
      expect((await temperatures(page, '°C')).length).toBeGreaterThan(3);
    });
  }

  test('the front page shows the place now, the next hours and days, alerts and the way to the forecasts', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Weather in / })).toBeVisible();
    await expect(page.getByLabel(/^Temperature -?\d+°F$/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Next 12 hours' }).getByRole('listitem'),
    ).toHaveCount(12);
    await expect(page.getByRole('list', { name: 'Next 5 days' }).getByRole('listitem')).toHaveCount(
      5,
    );
    await expect(page.getByRole('region', { name: 'Weather alerts' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '10-day forecast' }).click();
    await page.waitForURL('**/weather-forecast/10-day-weather/*');
    await page.goBack();
    await page.getByRole('link', { name: 'Hourly forecast' }).click();
    await page.waitForURL('**/weather-forecast/hourly/*');
    await expect(page.getByRole('table', { name: 'Hourly forecast' })).toBeVisible();
  });

  test('screenshots at 375 and 1280 pixels', async ({ page }) => {
    test.setTimeout(120_000);
    const pages = {
      now: '/weather-forecast/now/denver-co-us',
      hourly: '/weather-forecast/hourly/denver-co-us',
      daily: '/weather-forecast/10-day-weather/paris-ile-de-france-fr',
      home: '/',
    };
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        // No part of a page is wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        // Icons are SVG images, loaded as they near the screen: the picture is of the whole page, so
        // load them all and let them decode before it is taken.
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((img) => {
              img.loading = 'eager';
              return img.decode().catch(() => undefined);
            }),
          ),
        );
        await page.screenshot({ path: `/tmp/shots/forecast-${name}-${width}.png`, fullPage: true });
      }
    }
  });
});
