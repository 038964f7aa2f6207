import type { CDPSession, Page } from '@playwright/test';

import { workerInControl } from './browserChecks';
import { expect, test } from './fixtures';
import { PARIS } from './visitorPages';

// Alert notifications (Web Push). The server's sender is covered by jest against a local push
// service that decrypts each message (src/server/push/pushSender.test.ts); here a push message is
// handed to the site's service worker through the DevTools protocol, as a browser's push service
// would deliver it, and the notification it shows is read back from the page.
// The other flows run with service workers blocked (playwright.config.ts); these allow them.
test.use({ serviceWorkers: 'allow' });

const ALERTS_PARIS = '/alerts/paris-ile-de-france-fr';

/** The DevTools id of the service worker registration whose scope is the site's root. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const root = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (root) resolve(root.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the site's worker shows now, as the page reads them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });
}

test.describe('alert notifications', () => {
  test('a push message reaches the service worker and shows the alert with its title and link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await page.goto(PARIS);
    await workerInControl(page);
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, origin);

    // What src/server/push sends for a new alert (alertPayload): title "event – place".
    const payload = {
      title: 'Severe Thunderstorm Warning – Paris',
      body: 'Severe thunderstorms with hail until 18:00',
      url: ALERTS_PARIS,
      tag: 'e2e-alert-1',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify(payload),
    });
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toEqual([payload]);

    // The same alert again replaces its notification (tag = alert id): still one.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify(payload),
    });
    await page.waitForTimeout(500);
    expect(await shownNotifications(page)).toEqual([payload]);
  });

  test('the alerts page offers the switch, and asks no permission before it is clicked', async ({
    page,
  }) => {
    await page.goto(ALERTS_PARIS);
    const toggle = page.getByRole('switch', { name: 'Notify me of alerts for Paris' });
    await expect(toggle).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await workerInControl(page);
    // Nothing asked on load: the permission is still the browser's default.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
  });
});
