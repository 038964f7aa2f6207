import type { FrameLocator, Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { addActiveToFavourites, chooseUnits, PARIS, seriousViolations } from './visitorPages';

const password = 'correct horse battery';
const MODAL = 'Signin Or Register';

/** Opens the sign-in modal from the frame; answers with the modal and the sign-in page in it. */
async function openSignIn(page: Page): Promise<{ dialog: Locator; frame: FrameLocator }> {
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog', { name: MODAL });
  await expect(dialog).toBeVisible();
  return { dialog, frame: page.frameLocator(`iframe[title="${MODAL}"]`) };
}

/** Registers in the sign-in page shown in `where` (the modal's frame or a popup window). */
async function fillRegistration(where: FrameLocator | Page, name: string, email: string) {
  await where.getByRole('link', { name: 'Create account' }).click();
  await where.getByLabel('Name').fill(name);
  await where.getByLabel('Email').fill(email);
  await where.getByLabel('Password').fill(password);
  await where.getByRole('button', { name: 'Create account' }).click();
}

async function register(page: Page, name: string, email: string): Promise<void> {
  const { dialog, frame } = await openSignIn(page);
  await fillRegistration(frame, name, email);
  await expect(dialog).toBeHidden();
}

async function signIn(page: Page, email: string, pass = password) {
  const opened = await openSignIn(page);
  await opened.frame.getByLabel('Email').fill(email);
  await opened.frame.getByLabel('Password').fill(pass);
  await opened.frame.getByRole('button', { name: 'Sign in' }).click();
  return opened;
}

async function signOutFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Hi ${name}` }).click();
  const from = new URL(page.url()).pathname;
  // Signing out also ends the provider's session, through its end-session page and /signin, back
  // to the page the visitor was on.
  const landed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/signin' && r.request().isNavigationRequest(),
  );
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await landed;
  await page.waitForURL((url) => url.pathname === from);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
}

/**
 * Makes the identity provider refuse to be framed, as an external one sending X-Frame-Options
 * does: its authorization endpoint answers DENY when loaded in a frame (a window of its own, the
 * popup, still gets the real page).
 */
async function refuseFraming(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/idp/auth',
    async (route) => {
      if (route.request().frame().parentFrame() === null) return route.continue();
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        headers: { 'X-Frame-Options': 'DENY' },
        body: '<!DOCTYPE html><title>Refused</title><p>Not in a frame</p>',
      });
    },
  );
}

test.describe('sign-in against the embedded identity provider', () => {
  test('units held by the account apply as soon as another browser signs in, without a reload', async ({
    page,
    browser,
  }) => {
    const email = `units-${Date.now()}@example.com`;
    await page.goto(PARIS);
    await chooseUnits(page, { Temperature: 'Celsius °C' });
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await (await page.request.get(page.url())).text()).includes('°C'))
      .toBe(true);
    // Registering carries the device's units into the new account.
    await register(page, 'Bea', email);
    await expect(page.getByRole('button', { name: 'Hi Bea' })).toBeVisible();

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(PARIS);
    const temperature = second.getByLabel(/^Temperature /);
    await expect(temperature).toHaveText(/°F/);
    const opened = await signIn(second, email);
    await expect(opened.dialog).toBeHidden();
    await expect(second.getByRole('button', { name: 'Hi Bea' })).toBeVisible();
    await expect(temperature).toHaveText(/°C/);
    await other.close();
  });

  test('register in the sign-in modal, greeting, reload, favourites on a second browser, sign out', async ({
    page,
    browser,
  }) => {
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    const email = `ada-${Date.now()}@example.com`;
    await page.goto(PARIS);
    await addActiveToFavourites(page);

    // The modal holds the sign-in page in a 440 × 506 frame on the site's origin.
    const { dialog, frame } = await openSignIn(page);
    const box = await dialog.locator(`iframe[title="${MODAL}"]`).boundingBox();
    expect(box).toMatchObject({ width: 440, height: 506 });
    await fillRegistration(frame, 'Ada', email);
    await expect(dialog).toBeHidden();
    // Focus lands on the greeting, where "Sign In" was, and a screen reader hears the outcome.
    await expect(page.getByRole('button', { name: 'Hi Ada' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Signed in as Ada' })).toHaveCount(1);
    expect(popups).toHaveLength(0);

    // wb_oidc_settings: the published OIDC client settings, readable, beside the other cookies.
    const cookies = await page.context().cookies();
    const settings = cookies.find((c) => c.name === 'wb_oidc_settings');
    expect(settings).toMatchObject({ httpOnly: false, path: '/' });
    expect(JSON.parse(decodeURIComponent(settings?.value ?? ''))).toEqual({
      Authority: `${new URL(page.url()).origin}/idp`,
      ClientId: 'weather-web',
      Scope: expect.stringContaining('openid'),
    });

    // The greeting is in the first server-rendered HTML of the next page load.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('Hi Ada');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hi Ada' })).toBeVisible();

    // A second browser signing in to the same account sees the same favourites.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/weather-forecast/now/new-york-city-ny-us');
    const opened = await signIn(second, email);
    await expect(opened.dialog).toBeHidden();
    await expect(second.getByRole('button', { name: 'Hi Ada' })).toBeVisible();
    // At once, without a reload.
    await second.getByRole('button', { name: 'Favourite locations' }).click();
    await expect(
      second.getByRole('list', { name: 'Favourite locations' }).getByRole('link'),
    ).toHaveText(['Paris, Île-de-France, France']);
    await other.close();

    // Sign out: the control comes back, the auth cookies are gone, the reload is signed out.
    await signOutFromMenu(page, 'Ada');
    const names = (await page.context().cookies()).map((c) => c.name);
    for (const cookie of ['accesstoken', 'refreshtoken', 'Username', 'wb_oidc_settings'])
      expect(names).not.toContain(cookie);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
    // The browser shows the favourites it had before signing in.
    await page.getByRole('button', { name: 'Favourite locations' }).click();
    await expect(
      page.getByRole('list', { name: 'Favourite locations' }).getByRole('link'),
    ).toHaveText(['Paris, Île-de-France, France']);
  });

  test("the site's other open tabs follow a sign-in and a sign-out, without a reload", async ({
    page,
  }) => {
    const tab = await page.context().newPage();
    await tab.goto(PARIS);
    await expect(tab.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();

    await page.goto(PARIS);
    await register(page, 'Grace', `grace-${Date.now()}@example.com`);
    await expect(page.getByRole('button', { name: 'Hi Grace' })).toBeVisible();
    // The other tab greets her too, and what it saves goes to her account.
    await expect(tab.getByRole('button', { name: 'Hi Grace' })).toBeVisible();
    await addActiveToFavourites(tab);

    await signOutFromMenu(page, 'Grace');
    await expect(tab.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Hi Grace' })).toHaveCount(0);
    // Signed out, the tab shows this browser's own favourites again: Paris was saved to the
    // account only.
    await expect(tab.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a wrong password shows the error inside the sign-in frame; closing the modal cancels', async ({
    page,
  }) => {
    const email = `bob-${Date.now()}@example.com`;
    await page.goto(PARIS);
    await register(page, 'Bob', email);
    await signOutFromMenu(page, 'Bob');

    const { dialog, frame } = await signIn(page, email, 'not the password');
    await expect(frame.getByText('Wrong email or password')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close sign-in' }).click();
    await expect(dialog).toBeHidden();
    const signInButton = page.getByRole('button', { name: 'Sign In' }).first();
    await expect(signInButton).toBeFocused();
    // Cancelled, not failed: no error under the button.
    await expect(signInButton).toHaveAccessibleDescription('');
    await expect(signInButton).not.toHaveAttribute('aria-disabled');

    // The next attempt starts afresh and signs in.
    const retry = await signIn(page, email);
    await expect(retry.dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hi Bob' })).toBeVisible();
  });

  test("Cancel on the identity provider's page closes the modal quietly", async ({ page }) => {
    await page.goto(PARIS);
    const { dialog, frame } = await openSignIn(page);
    await frame.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const signInButton = page.getByRole('button', { name: 'Sign In' }).first();
    // Cancelled, not failed: no error under the button, and the next attempt opens the modal.
    await expect(signInButton).toHaveAccessibleDescription('');
    await expect(page.getByText('End-User aborted interaction')).toHaveCount(0);
    await expect(signInButton).not.toHaveAttribute('aria-disabled');
    const retry = await openSignIn(page);
    await expect(retry.frame.getByLabel('Email')).toBeVisible();
  });

  test('Escape inside the sign-in form cancels, as it does around it', async ({ page }) => {
    await page.goto(PARIS);
    const { dialog, frame } = await openSignIn(page);
    await frame.getByLabel('Email').fill('typed@example.com');
    await frame.getByLabel('Email').press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toHaveAccessibleDescription(
      '',
    );
  });

  test('Tab past the last control of the sign-in form comes round to the modal, both ways', async ({
    page,
  }) => {
    await page.goto(PARIS);
    const { dialog, frame } = await openSignIn(page);
    const close = dialog.getByRole('button', { name: 'Close sign-in' });
    const cancel = frame.getByRole('button', { name: 'Cancel' });
    await cancel.focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    // And back: Shift+Tab from the modal's first control goes into the form's last one.
    await page.keyboard.press('Shift+Tab');
    await expect(cancel).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  test('falls back to the popup window when the identity provider refuses to be framed', async ({
    page,
  }) => {
    await refuseFraming(page);
    const email = `dee-${Date.now()}@example.com`;
    await page.goto(PARIS);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    const popup = await popupPromise;
    await expect(page.getByRole('dialog', { name: MODAL })).toBeHidden();
    await popup.waitForLoadState();
    // Watched before the form is sent: the popup may close before the submit click returns.
    const closed = popup.waitForEvent('close');
    await fillRegistration(popup, 'Dee', email);
    await closed;
    await expect(page.getByRole('button', { name: 'Hi Dee' })).toBeVisible();
  });

  test('a refused frame and a blocked popup report "Popup blocked by user"', async ({ page }) => {
    await refuseFraming(page);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(PARIS);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await expect(page.getByText('Popup blocked by user')).toBeVisible();
    await expect(page.getByRole('dialog', { name: MODAL })).toBeHidden();
    // The refusal is remembered: the next "Sign In" goes straight to the (still blocked) popup.
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await expect(page.getByRole('dialog', { name: MODAL })).toBeHidden();
    await expect(page.getByText('Popup blocked by user')).toBeVisible();
  });
});

test.describe('the sign-in page', () => {
  test('visited from a page (the house ad "Save your places"), it explains, signs in and goes back', async ({
    page,
    baseURL,
  }) => {
    const email = `fay-${Date.now()}@example.com`;
    await page.goto('/signin', { referer: new URL(PARIS, baseURL).toString() });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(main.getByText(/keep your favourite places/)).toBeVisible();
    // The site's frame is there: search and the header.
    await expect(page.getByRole('combobox', { name: 'Search locations' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const popupPromise = page.waitForEvent('popup');
    await main.getByRole('button', { name: 'Sign In' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const closed = popup.waitForEvent('close');
    await fillRegistration(popup, 'Fay', email);
    await closed;
    await page.waitForURL((url) => url.pathname === PARIS);
    await expect(page.getByRole('button', { name: 'Hi Fay' })).toBeVisible();
  });
});

test.describe('the sign-in modal on a small screen', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('opens from the hamburger, 440 px wide, signs in and closes the menu', async ({ page }) => {
    const email = `eve-${Date.now()}@example.com`;
    await page.goto(PARIS);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: MODAL });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(440);
    expect(await dialog.locator(`iframe[title="${MODAL}"]`).boundingBox()).toMatchObject({
      width: 440,
      height: 506,
    });
    expect(await seriousViolations(page)).toEqual([]);
    await fillRegistration(page.frameLocator(`iframe[title="${MODAL}"]`), 'Eve', email);
    await expect(dialog).toBeHidden();
    // Signed in, the menu closes (what it was opened for is done), a screen reader hears so, and
    // opened again, the menu says so.
    await expect(menu).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Signed in as Eve' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Eve - Sign out' })).toBeVisible();
  });
});

test.describe('a long name on a narrow phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the menu’s "{name} - Sign out" breaks the name inside the button', async ({ page }) => {
    const name = 'Bartholomew Featherstonehaugh-Wolfeschlegelsteinhausenberger';
    await page.goto(PARIS);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: MODAL });
    await fillRegistration(
      page.frameLocator(`iframe[title="${MODAL}"]`),
      name,
      `bart-${Date.now()}@example.com`,
    );
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const signOut = menu.getByRole('button', { name: `${name} - Sign out` });
    await expect(signOut).toBeVisible();
    // No text runs past the button's edge, and the button stays inside the menu and the screen.
    expect(await signOut.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
    const [button, panel] = [await signOut.boundingBox(), await menu.boundingBox()];
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(
      (panel?.x ?? 0) + (panel?.width ?? 0),
    );
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(320);
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
