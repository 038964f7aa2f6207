import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { seriousViolations } from './visitorPages';

const PRESS_WITH_VIDEO = '/press/new-weather-map-with-radar';

/** The page's JSON-LD objects. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/** Follows the first story of a list page and checks the story page it leads to. */
async function openFirstStory(page: Page, listPath: string, prefix: string): Promise<string> {
  const response = await page.goto(listPath);
  expect(response?.status()).toBe(200);
  const first = page.getByRole('main').getByRole('article').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(first).toHaveAttribute('href', new RegExp(`^${prefix}/[a-z0-9-]+$`));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return new URL(page.url()).pathname;
}

test.describe('news, press and education', () => {
  test('the news list: newest first, pages with rel=prev/next, the most read, axe clean', async ({
    page,
  }) => {
    const response = await page.goto('/news');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather News');
    await expect(page).toHaveTitle(/^Weather News \| /);
    const stories = page.getByRole('main').getByRole('article');
    await expect(stories).toHaveCount(10);
    // Newest first: each date is no later than the one before.
    const dates = await stories
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', /\/news\?p=2$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Older stories' })
      .click();
    await expect(page).toHaveURL(/\/news\?p=2$/);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2 of');
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /\/news$/);
    await expect(page.getByRole('link', { name: 'Newer stories' })).toHaveAttribute(
      'href',
      '/news',
    );

    await page.getByRole('link', { name: 'Most read' }).click();
    await expect(page).toHaveURL(/\/news\?page=top$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Read Weather News');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    expect((await page.goto('/news?p=999'))?.status()).toBe(404);
    expect((await page.goto('/news?page=bottom'))?.status()).toBe(404);
  });

  test('back to a list read halfway down comes back where the visitor was', async ({ page }) => {
    await page.goto('/news');
    // The app runs, so the next page is shown by the router (no new document).
    await page.waitForFunction(() =>
      Boolean((window as { next?: { router?: unknown } }).next?.router),
    );
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const older = page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Older stories' });
    await older.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await older.click();
    await expect(page).toHaveURL(/\/news\?p=2$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      1,
    );
  });

  test('a reload keeps the place on the page; back from a place on the page returns to the top', async ({
    page,
  }) => {
    await page.goto('/news');
    await page.waitForFunction(() =>
      Boolean((window as { next?: { router?: unknown } }).next?.router),
    );
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1150);

    await page.goto('/legal/privacy');
    await page.waitForFunction(() =>
      Boolean((window as { next?: { router?: unknown } }).next?.router),
    );
    await page.locator('a[href="#cookies"]').first().click();
    await expect(page).toHaveURL(/#cookies$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.goBack();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('a news story: hero, author, times, body, related stories, NewsArticle, view beacon, axe clean', async ({
    page,
  }) => {
    const beacon = page.waitForResponse(
      (r) => r.url().endsWith('/web2/api/content/views') && r.request().method() === 'POST',
    );
    const path = await openFirstStory(page, '/news', '/news');
    const story = page.getByRole('main').getByRole('article').first();
    const hero = story.locator('img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('alt', /\S/);
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(story.getByText(/^By /)).toBeVisible();
    await expect(story.locator('time').first()).toHaveAttribute('datetime', /^2026-/);
    await expect(story.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Related stories' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/news\//);
    // The site's name replaced the placeholder everywhere.
    await expect(page.locator('body')).not.toContainText('{{siteName}}');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http.*\/content\/images\/.*\.svg$/,
    );
    const article = (await jsonLd(page)).find((o) => o['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: expect.any(String),
      image: [expect.stringMatching(/^http/)],
      datePublished: expect.stringMatching(/^2026-/),
      dateModified: expect.stringMatching(/^2026-/),
      author: [expect.objectContaining({ name: expect.any(String) })],
      publisher: expect.objectContaining({ '@type': 'Organization' }),
    });
    // The read is counted once for this browser today.
    expect(await (await beacon).json()).toEqual({ counted: true });
    expect(await seriousViolations(page)).toEqual([]);
    const again = page.waitForResponse((r) => r.url().endsWith('/web2/api/content/views'));
    await page.reload();
    expect(await (await again).json()).toEqual({ counted: false });

    // Another kind's prefix does not serve it; nor does an unknown slug.
    expect((await page.goto(path.replace('/news/', '/press/')))?.status()).toBe(404);
    expect((await page.goto('/news/no-such-story'))?.status()).toBe(404);
  });

  test('the press release with a video loads its player with the page', async ({ page }) => {
    const response = await page.goto(PRESS_WITH_VIDEO);
    expect(response?.status()).toBe(200);
    const video = page.locator('figure video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('source')).toHaveAttribute(
      'src',
      '/content/video/radar-map-tour.webm',
    );
    const duration = await video.evaluate(async (el: HTMLVideoElement) => {
      el.preload = 'metadata';
      el.load();
      await new Promise((resolve) =>
        el.addEventListener('loadedmetadata', resolve, { once: true }),
      );
      return el.duration;
    });
    expect(duration).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the press and education lists lead to their stories', async ({ page }) => {
    await openFirstStory(page, '/press', '/press');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await openFirstStory(page, '/education', '/education');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/education');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather Education');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
