import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { seriousViolations } from './visitorPages';

/** A US place and a place elsewhere: both get cameras (the demo cameras in the test run). */
const PLACES = [
  { slug: 'new-york-city-ny-us', name: 'New York City, NY' },
  { slug: 'paris-ile-de-france-fr', name: 'Paris, Île-de-France, France' },
] as const;

const KINDS = [
  { path: '/weather-camera', title: 'Weather Cameras', tab: 'Weather cameras' },
  { path: '/traffic-cam', title: 'Traffic Cameras', tab: 'Traffic cameras' },
] as const;

/** Every camera image on the page has loaded with real pixels. */
async function expectImagesLoaded(page: Page): Promise<void> {
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe('the weather and traffic camera pages', () => {
  for (const place of PLACES) {
    for (const kind of KINDS) {
      test(`${kind.title} near ${place.name}: list, images, a camera's page, axe clean`, async ({
        page,
      }) => {
        const response = await page.goto(`${kind.path}/${place.slug}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `${place.name} ${kind.title}`,
        );
        const tabs = page.getByRole('navigation', { name: 'Camera type' });
        await expect(tabs.getByRole('link', { name: kind.tab })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const list = page.getByRole('region', { name: `Cameras near ${place.name}` });
        const cards = list.getByRole('article');
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        const first = cards.first();
        await expect(first.getByText('Demo camera', { exact: true })).toBeVisible();
        await expect(first.getByText(/^(\d+|<1) (km|mi) (N|NE|E|SE|S|SW|W|NW)$/)).toBeVisible();
        await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
        await expect(first.getByRole('img')).toHaveAttribute('alt', /^Latest image from Demo/);
        await expectImagesLoaded(page);
        expect(await seriousViolations(page)).toEqual([]);

        const link = first.getByRole('heading', { level: 2 }).getByRole('link');
        const name = (await link.textContent()) ?? '';
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${kind.path}/${place.slug}/demo-[wt]-`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page.getByText('Camera position')).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Other cameras nearby' }),
        ).toBeVisible();
        await expectImagesLoaded(page);
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(jsonLd.join('')).toContain('BreadcrumbList');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('an unknown camera or place answers 404; the path without a place redirects', async ({
    page,
    request,
  }) => {
    expect((await page.goto('/weather-camera/paris-ile-de-france-fr/demo-w-1_1'))?.status()).toBe(
      404,
    );
    expect((await page.goto('/traffic-cam/paris-ile-de-france-fr/not-a-camera'))?.status()).toBe(
      404,
    );
    expect((await page.goto('/weather-camera/no-such-place-xx'))?.status()).toBe(404);
    const image = await request.get('/web2/api/cameras/weather/..%2Fetc/image');
    expect(image.status()).toBe(400);
    await page.goto('/traffic-cam');
    await expect(page).toHaveURL(/\/traffic-cam\/[a-z0-9-]+$/);
  });

  test('the Cameras menu leads to the weather cameras of the active place', async ({ page }) => {
    await page.goto('/traffic-cam/paris-ile-de-france-fr');
    const href = await page
      .getByRole('navigation', { name: /primary|main/i })
      .getByRole('link', { name: 'Cameras' })
      .first()
      .getAttribute('href');
    expect(href).toBe('/weather-camera/paris-ile-de-france-fr');
  });
});
