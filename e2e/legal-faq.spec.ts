import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { seriousViolations } from './visitorPages';

/** The schema.org objects of the page's JSON-LD scripts. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const SHOTS = '/tmp/shots';

const PAGES = [
  { path: '/legal/terms', title: /^Terms of Use \| /, heading: 'Terms of Use' },
  { path: '/legal/privacy', title: /^Privacy Policy \| /, heading: 'Privacy Policy' },
  { path: '/partners', title: /^Partners \| /, heading: 'Partners' },
  { path: '/faq', title: /^Frequently Asked Questions \| /, heading: 'Frequently Asked Questions' },
] as const;

test.describe('the legal pages, partners and FAQ', () => {
  for (const { path, title, heading } of PAGES) {
    test(`${path}: 200, its heading, canonical and breadcrumbs, axe clean`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      );
      const crumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList');
      expect(crumbs).toBeTruthy();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the legal pages show the policy versions the legal policy service reports', async ({
    page,
  }) => {
    await page.goto('/legal/terms');
    await expect(page.getByText('Version', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('dd').first()).toHaveText(/^\d{4}-\d{2}/);
    await expect(page.getByText('Last updated', { exact: true })).toBeVisible();
    await page.goto('/legal/privacy');
    await expect(page.getByRole('main').locator('dd').first()).toHaveText(/^\d{4}-\d{2}/);
  });

  test('the privacy-rights anchor scrolls its section into view, from the URL and the contents', async ({
    page,
  }) => {
    await page.goto('/legal/privacy#rightsregardingpersonalinformation');
    const rights = page.locator('#rightsregardingpersonalinformation');
    await expect(rights).toHaveText('Your rights regarding personal information');
    await expect(rights).toBeInViewport();
    // The footer's "Your State Privacy Rights" style link, with the trailing slash the site
    // configuration uses, lands on the same heading after Next's redirect.
    await page.goto('/legal/privacy/#digitaladvertisingandyourchoices');
    await expect(page).toHaveURL(/\/legal\/privacy#digitaladvertisingandyourchoices$/);
    await expect(page.locator('#digitaladvertisingandyourchoices')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Your rights regarding personal information' })
      .click();
    await expect(rights).toBeInViewport();
  });

  test('the FAQ: the footer link, answers opened with the keyboard, JSON-LD matching the page', async ({
    page,
  }) => {
    // The footer links /faq/; Next redirects the trailing slash.
    const response = await page.goto('/faq/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/faq$/);

    const question = page.getByText('How do I change the units?', { exact: true });
    const details = page.locator('details', { has: question });
    const answer = details.getByText(/Select Settings at the bottom of any page/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    const faq = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage') as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq).toBeTruthy();
    const summaries = await page.locator('details > summary').allTextContents();
    expect(faq!.mainEntity.map((q) => q.name)).toEqual(summaries);
    expect(summaries.length).toBeGreaterThanOrEqual(12);
  });

  test('screenshots at 375 and 1280 px, with no horizontal scrolling', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({
          path: `${SHOTS}/${path.slice(1).replace('/', '-')}-${width}.png`,
          fullPage: true,
        });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
    }
  });
});
