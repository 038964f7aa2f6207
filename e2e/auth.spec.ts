import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { addActiveToFavourites, PARIS } from './visitorPages';

const password = 'correct horse battery';

/** Opens the sign-in popup from the frame and answers with the popup page. */
async function openSignIn(page: Page): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return popup;
}

async function register(page: Page, name: string, email: string): Promise<void> {
  const popup = await openSignIn(page);
  await popup.getByRole('link', { name: 'Create account' }).click();
  await popup.getByLabel('Name').fill(name);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(password);
  await popup.getByRole('button', { name: 'Create account' }).click();
  await popup.waitForEvent('close');
}

async function signIn(page: Page, email: string, pass = password): Promise<Page> {
  const popup = await openSignIn(page);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(pass);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  return popup;
}

test.describe('sign-in against the embedded identity provider', () => {
  test('register, greeting, reload, favourites on a second browser, sign out', async ({
    page,
    browser,
  }) => {
    const email = `ada-${Date.now()}@example.com`;
    await page.goto(PARIS);
    await addActiveToFavourites(page);
    await register(page, 'Ada', email);
    await expect(page.getByRole('button', { name: 'Hi Ada' })).toBeVisible();

    // The greeting is in the first server-rendered HTML of the next page load.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('Hi Ada');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hi Ada' })).toBeVisible();

    // A second browser signing in to the same account sees the same favourites.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/weather-forecast/now/new-york-city-ny-us');
    const popup = await signIn(second, email);
    await popup.waitForEvent('close');
    await expect(second.getByRole('button', { name: 'Hi Ada' })).toBeVisible();
    await second.reload();
    await second.getByRole('button', { name: 'Favourite locations' }).click();
    await expect(
      second.getByRole('list', { name: 'Favourite locations' }).getByRole('link'),
    ).toHaveText(['Paris, Île-de-France, France']);
    await other.close();

    // Sign out: the control comes back, the auth cookies are gone, the reload is signed out.
    await page.getByRole('button', { name: 'Hi Ada' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
    const names = (await page.context().cookies()).map((c) => c.name);
    for (const cookie of ['accesstoken', 'refreshtoken', 'Username'])
      expect(names).not.toContain(cookie);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  });

  test('a wrong password shows an error in the sign-in window', async ({ page }) => {
    const email = `bob-${Date.now()}@example.com`;
    await page.goto(PARIS);
    await register(page, 'Bob', email);
    await page.getByRole('button', { name: 'Hi Bob' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Signing out also ends the provider's session, through its end-session page and back home.
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
    const popup = await signIn(page, email, 'not the password');
    await expect(popup.getByText('Wrong email or password')).toBeVisible();
    await popup.close();
  });

  test('a blocked popup reports "Popup blocked by user"', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(PARIS);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await expect(page.getByText('Popup blocked by user')).toBeVisible();
  });
});

test.describe('staying signed in', () => {
  test('the access token is renewed with the rotating refresh token, and a reload is still signed in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `cy-${Date.now()}@example.com`;
    await page.goto(PARIS);
    await register(page, 'Cy', email);
    await expect(page.getByRole('button', { name: 'Hi Cy' })).toBeVisible();
    const tokens = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
        const user = key
          ? (JSON.parse(localStorage.getItem(key) ?? '{}') as {
              access_token?: string;
              refresh_token?: string;
            })
          : {};
        return { access: user.access_token ?? '', refresh: user.refresh_token ?? '' };
      });
    const before = await tokens();
    // The e2e server issues 75-second access tokens; renewal starts 60 s before expiry.
    await expect
      .poll(async () => (await tokens()).access, { timeout: 60_000, intervals: [1000] })
      .not.toBe(before.access);
    const after = await tokens();
    expect(after.refresh).not.toBe(before.refresh);
    // The server got the new pair too: the next first HTML still greets the visitor.
    await page.waitForTimeout(1000);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hi Cy' })).toBeVisible();
  });
});
