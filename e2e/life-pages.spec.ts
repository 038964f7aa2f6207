import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { chooseUnits, seriousViolations } from './visitorPages';

/** Two places of the embedded gazetteer: one in the US, one in Europe. */
const PLACES = [
  { slug: 'denver-co-us', name: 'Denver, CO' },
  { slug: 'paris-ile-de-france-fr', name: 'Paris, Île-de-France, France' },
];

/** The life pages: path, the heading after the place's name, the navigation link, what it must show. */
const LIFE_PAGES = [
  {
    path: '/life/pollen',
    title: 'Pollen Forecast',
    link: 'Pollen',
    tables: ['Pollen forecast', 'Pollen scale (grains/m³)'],
    regions: ['Pollen today'],
  },
  {
    path: '/life/coldflu',
    title: 'Cold & Flu Forecast',
    link: 'Cold & Flu',
    tables: ['Cold & flu outlook'],
    regions: ['Cold & flu risk today', 'How this is derived'],
  },
  {
    path: '/life/outdoor-sports',
    title: 'Outdoor Activity Forecast',
    link: 'Outdoor Sports',
    tables: ['Outdoor activity forecast'],
    regions: ['How this is derived'],
  },
  {
    path: '/life/snow-ski',
    title: 'Snow Forecast',
    link: 'Snow & Ski',
    tables: ['Snow forecast'],
    regions: ['Snow at a glance'],
  },
  {
    path: '/life/travel',
    title: 'Travel Weather',
    link: 'Travel',
    tables: ['Next hours'],
    regions: ['Nearby airports', 'How this is derived'],
  },
];

const SHOTS = '/tmp/shots';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectLifeNav(page: Page, slug: string, current: string) {
  const nav = page.getByRole('navigation', { name: 'Life' });
  await expect(nav.getByRole('link')).toHaveText(LIFE_PAGES.map((p) => p.link));
  for (const p of LIFE_PAGES) {
    const link = nav.getByRole('link', { name: p.link, exact: true });
    await expect(link).toHaveAttribute('href', `${p.path}/${slug}`);
    if (p.link === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current', 'page');
  }
}

test.describe('the life pages', () => {
  for (const place of PLACES) {
    test(`each life page for ${place.name}: its tables and sections, the source, the Life navigation, no serious axe violation`, async ({
      page,
    }) => {
      for (const lifePage of LIFE_PAGES) {
        const response = await page.goto(`${lifePage.path}/${place.slug}`);
        expect(response?.status(), lifePage.path).toBe(200);
        await expect(page).toHaveTitle(
          new RegExp(`^${escapeRegExp(`${place.name} ${lifePage.title}`)}`),
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `${place.name} ${lifePage.title}`,
        );
        for (const table of lifePage.tables) {
          await expect(page.getByRole('table', { name: table, exact: true })).toBeVisible();
        }
        for (const region of lifePage.regions) {
          await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
        }
        // The embedded provider runs the demo model: every page says so.
        await expect(
          page
            .getByRole('note')
            .filter({ hasText: /^Demo data/ })
            .first(),
        ).toBeVisible();
        await expectLifeNav(page, place.slug, lifePage.link);
        expect(await seriousViolations(page), lifePage.path).toEqual([]);
      }
    });
  }

  test('the Life navigation moves between the pages of the same place', async ({ page }) => {
    await page.goto('/life/pollen/denver-co-us');
    const nav = page.getByRole('navigation', { name: 'Life' });
    for (const target of LIFE_PAGES.slice(1)) {
      await nav.getByRole('link', { name: target.link, exact: true }).click();
      await page.waitForURL(`**${target.path}/denver-co-us`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Denver, CO ${target.title}`,
      );
      await expect(nav.getByRole('link', { name: target.link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test("values follow the visitor's units when Settings change them", async ({ page }) => {
    await page.goto('/life/travel/denver-co-us');
    const airports = page.getByRole('region', { name: 'Nearby airports' });
    const first = airports.getByRole('article').first();
    await expect(first).toContainText(/\d mi away/);
    await expect(first).toContainText(/-?\d+°F/);
    await expect(first).toContainText(/\d mph/);

    const settings = await chooseUnits(page, {
      Temperature: 'Celsius °C',
      'Wind speed': 'km/h',
      Rain: 'mm',
    });
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(first).toContainText(/\d km away/);
    await expect(first).toContainText(/-?\d+°C/);
    await expect(first).toContainText(/\d km\/h/);
    await expect(first).not.toContainText('°F');

    await page.goto('/life/outdoor-sports/denver-co-us');
    const table = page.getByRole('table', { name: 'Outdoor activity forecast' });
    await expect(table).toContainText('°C');
    await expect(table).not.toContainText('°F');
    await page.goto('/life/snow-ski/denver-co-us');
    await expect(page.getByRole('table', { name: 'Snow forecast' })).toContainText(' cm');
  });

  test('screenshots at 375 and 1280 px', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lifePage of LIFE_PAGES) {
        await page.goto(`${lifePage.path}/denver-co-us`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const name = lifePage.path.split('/').pop();
        await page.screenshot({ path: `${SHOTS}/life-${name}-${width}.png`, fullPage: true });
        // The page never scrolls sideways: wide tables scroll inside their own region.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${lifePage.path} at ${width}`).toBeLessThanOrEqual(0);
      }
    }
  });
});
