import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { PARIS, seriousViolations } from './visitorPages';

/** Two places of the embedded gazetteer: their slugs and display names. */
const PLACES = [
  { slug: 'paris-ile-de-france-fr', name: 'Paris, Île-de-France, France' },
  { slug: 'new-york-city-ny-us', name: 'New York City, NY' },
] as const;

const SHOTS = '/tmp/shots';

/** The alerts region holds either alerts (each an article named by its event) or says there are none. */
async function expectAlertsRegion(page: Page, name: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Active alerts' });
  await expect(region).toBeVisible();
  const articles = region.getByRole('article');
  if ((await articles.count()) === 0) {
    await expect(region.getByText(`No active alerts for ${name}`, { exact: true })).toBeVisible();
  } else {
    await expect(articles.first().getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(articles.first().getByText('Effective')).toBeVisible();
    await expect(region.getByText(/^No active alerts/)).toHaveCount(0);
  }
  // Demo alerts say they are demo data and derived from the forecast.
  await expect(region.getByRole('note')).toHaveText(/^Demo data/);
  await expect(region.getByText(/derived from the forecast/)).toBeVisible();
}

test.describe('the alerts and air-quality pages', () => {
  for (const place of PLACES) {
    test(`alerts for ${place.name}: 200, the Active alerts region, axe clean`, async ({ page }) => {
      const response = await page.goto(`/alerts/${place.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${place.name} Weather Alerts`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${place.name} Weather Alerts`,
      );
      await expectAlertsRegion(page, place.name);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`air quality for ${place.name}: 200, its sections, axe clean`, async ({ page }) => {
      const response = await page.goto(`/air-quality/${place.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${place.name} Air Quality Index`));
      const current = page.getByRole('region', { name: 'Current air quality' });
      await expect(current.getByText('AQI', { exact: true })).toBeVisible();
      await expect(
        current.getByText(/^Colour: (Green|Yellow|Orange|Red|Purple|Maroon)$/),
      ).toBeVisible();
      await expect(current.getByText(/^Dominant pollutant: /)).toBeVisible();
      const table = page.getByRole('table', { name: 'Pollutants' });
      await expect(table.getByRole('row')).toHaveCount(7);
      await expect(table.getByRole('rowheader', { name: 'Fine particles (PM2.5)' })).toBeVisible();
      await expect(table.getByText(/µg\/m³$/).first()).toBeVisible();
      const guidance = page.getByRole('region', { name: 'Health guidance' });
      await expect(guidance.getByText('Sensitive groups', { exact: true })).toBeVisible();
      await expect(guidance.getByText('General public', { exact: true })).toBeVisible();
      await expect(
        guidance.getByRole('list', { name: 'AQI categories' }).getByRole('listitem'),
      ).toHaveCount(6);
      const forecast = page.getByRole('region', { name: 'Next 24 hours' });
      await expect(forecast.getByRole('img')).toHaveAttribute(
        'aria-label',
        /^AQI over the next 24 hours: \d+ \(/,
      );
      await forecast.getByText('Hourly values').click();
      await expect(
        forecast.getByRole('table', { name: 'Hourly AQI forecast' }).getByRole('row'),
      ).toHaveCount(25);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the location bar's alerts badge leads to the place's alerts page", async ({ page }) => {
    await page.goto(PARIS);
    await page.getByRole('link', { name: /^\d+ alerts for Paris$/ }).click();
    await page.waitForURL('**/alerts/paris-ile-de-france-fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Paris, Île-de-France, France Weather Alerts',
    );
    await expectAlertsRegion(page, 'Paris, Île-de-France, France');
  });

  test('screenshots at 375 and 1280 px', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const place of PLACES) {
        for (const path of ['alerts', 'air-quality']) {
          await page.goto(`/${path}/${place.slug}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.screenshot({
            path: `${SHOTS}/${path}-${place.slug}-${width}.png`,
            fullPage: true,
          });
        }
      }
      // No horizontal scrolling at this width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
