import { devices, type BrowserContext, type Cookie } from '@playwright/test';

// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../scripts/test-server.mjs';
import { expect, test } from './fixtures';
import { PARIS, seriousViolations } from './visitorPages';

/** Seconds from now until a cookie expires. */
function secondsLeft(cookie: Cookie | undefined): number {
  return (cookie?.expires ?? 0) - Date.now() / 1000;
}

async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === name);
}

test.describe('the site notices', () => {
  test('a keyboard visitor never has focus under the notices, and closing them scrolls nothing', async ({
    page,
  }) => {
    await page.goto('/faq/');
    const stack = page.getByRole('region', { name: 'Cookie notice' }).locator('xpath=..');
    await expect(stack).toBeVisible();
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const active = document.activeElement;
        const notices = document.querySelector('[aria-label="Cookie notice"]')?.parentElement;
        if (!(active instanceof HTMLElement) || !notices || notices.contains(active)) return null;
        return active.getBoundingClientRect().bottom > notices.getBoundingClientRect().top + 1;
      });
      if (hidden === null) continue;
      checked++;
      expect(hidden, `focus ${i + 1} under the notices`).toBe(false);
    }
    expect(checked).toBeGreaterThan(20);
    // Back at the top, closing both notices leaves the page where it is.
    await page.evaluate(() => window.scrollTo(0, 0));
    const close = page.getByRole('button', { name: 'Close' });
    while ((await close.count()) > 0) await close.first().click();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('first visit: the cookie notice shows (axe clean), writes its dated cookie, and stays closed after Close and reload', async ({
    page,
    context,
  }) => {
    const response = await page.goto(PARIS);
    expect(response?.status()).toBe(200);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The first view writes the cookie: the date of the notice's text, kept three years.
    await expect
      .poll(async () => (await cookieNamed(context, 'WB_CookieNotification'))?.value)
      .toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cookie = await cookieNamed(context, 'WB_CookieNotification');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // Asked for three years; Chromium keeps no cookie longer than 400 days.
    const kept = Math.min(94_608_000, 400 * 86_400);
    expect(secondsLeft(cookie)).toBeGreaterThan(kept - 120);
    expect(secondsLeft(cookie)).toBeLessThanOrEqual(kept + 5);

    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Server-rendered without it: the first HTML has no cookie notice.
    const html = await (await page.request.get(PARIS)).text();
    expect(html).not.toContain('aria-label="Cookie notice"');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });

  test('a policy in the overlay keeps its in-page links and opens another page in the window', async ({
    page,
  }) => {
    await page.goto(PARIS);
    const notice = page.getByRole('region', { name: 'Terms and privacy notice' });
    await notice.getByRole('link', { name: 'Privacy Policy' }).click();
    const frame = page.frameLocator('iframe[title="Privacy Policy"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await frame.getByRole('link', { name: 'the contact details below' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    expect(page.url()).toMatch(/\/weather-forecast\//);
    await frame.getByRole('link', { name: 'Partners' }).click();
    await page.waitForURL('**/partners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toHaveCount(0);
  });

  test('the terms notice: a policy opens in a full-screen overlay, Close records the versions, a newer version brings it back', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(PARIS);
    const notice = page.getByRole('region', { name: 'Terms and privacy notice' });
    await expect(notice).toBeVisible();
    // A first visit is asked to read the policies, not told that they changed.
    await expect(notice).toContainText('Please read our Terms of Use and Privacy Policy.');
    await expect(notice).not.toContainText('updated');

    // The policy opens over the page: our own page in a frame (the CSP and X-Frame-Options allow
    // the site to frame itself), with no notices of its own.
    await notice.getByRole('link', { name: 'Terms of Use' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="Terms of Use"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(frame.getByRole('region', { name: 'Terms and privacy notice' })).toHaveCount(0);
    // The policy alone: not a second site (header, search, sign-in, footer) inside the first.
    await expect(frame.getByRole('main')).toContainText('Terms of Use');
    await expect(frame.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    await expect(frame.getByRole('combobox', { name: 'Search locations' })).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Escape closes it too, with focus inside the framed page.
    await notice.getByRole('link', { name: 'Terms of Use' }).click();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await frame.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
    const versions = await cookieNamed(context, 'WB_PolicyVersions');
    expect(decodeURIComponent(versions?.value ?? '')).toMatch(/^tou=[\w.-]+&pp=[\w.-]+$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Terms and privacy notice' })).toHaveCount(0);

    // The visitor acknowledged an older Privacy Policy than the one in force: the notice returns,
    // naming that policy only.
    const tou = /tou=([\w.-]+)/.exec(decodeURIComponent(versions!.value))![1]!;
    await context.addCookies([
      { name: 'WB_PolicyVersions', value: `tou=${tou}&pp=2000-01`, url: baseURL! },
    ]);
    await page.reload();
    const again = page.getByRole('region', { name: 'Terms and privacy notice' });
    await expect(again).toBeVisible();
    await expect(again.getByRole('link')).toHaveText(['Privacy Policy']);
    await expect(again).toContainText(
      'We have updated our Privacy Policy. Please review the changes.',
    );
  });

  test('the smart app banner on a phone: the Android store link, axe clean, closed for 15 days', async ({
    browser,
  }) => {
    const server = (await startTestServer({
      env: {
        APP_LINK_ANDROID: 'https://play.weather.test/app',
        APP_LINK_IOS: 'https://apps.weather.test/app',
      },
    })) as { url: string; stop: () => Promise<void> };
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
    try {
      const page = await context.newPage();
      await page.goto(PARIS);
      const banner = page.getByRole('region', { name: 'Get the app' });
      await expect(banner).toBeVisible();
      await expect(banner.getByText('Free', { exact: true })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'View' })).toHaveAttribute(
        'href',
        'https://play.weather.test/app',
      );
      // At the top, in the first HTML: above the page's heading.
      const bannerBox = await banner.boundingBox();
      const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(bannerBox!.y).toBeLessThan(headingBox!.y);
      expect(await seriousViolations(page)).toEqual([]);

      await banner.getByRole('button', { name: 'Close app banner' }).click();
      await expect(banner).toBeHidden();
      const exited = await cookieNamed(context, 'smartbanner_exited');
      expect(exited?.path).toBe('/');
      expect(secondsLeft(exited)).toBeGreaterThan(259_200 - 120);
      expect(secondsLeft(exited)).toBeLessThanOrEqual(259_200 + 5);
      const closed = await cookieNamed(context, 'smartbanner-closed');
      expect(closed?.path).toBe('/');
      expect(secondsLeft(closed)).toBeGreaterThan(15 * 86_400 - 120);
      expect(secondsLeft(closed)).toBeLessThanOrEqual(15 * 86_400 + 5);
      // Three days on, the site's own record is gone and the banner still stays away.
      await context.clearCookies({ name: 'smartbanner_exited' });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0);

      // A desktop browser of the same site gets no banner (no phone system, and hidden above 720 px).
      const desktop = await browser.newContext({
        ...devices['Desktop Chrome'],
        baseURL: server.url,
      });
      const desktopPage = await desktop.newPage();
      await desktopPage.goto(PARIS);
      await expect(desktopPage.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
      await expect(desktopPage.getByRole('region', { name: 'Get the app' })).toHaveCount(0);
      await desktop.close();
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
