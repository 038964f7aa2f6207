import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page } from '@playwright/test';

// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../scripts/test-server.mjs';
import { expect, test } from './fixtures';
import { seriousViolations } from './visitorPages';

/** A New Jersey address (a state privacy law in force), as a load balancer would forward it. */
const NEW_JERSEY = '24.0.0.1';
/** A UK address: GDPR. */
const LONDON = '81.2.69.160';

type Server = { url: string; stop: () => Promise<void> };
let server: Server;

// The site behind a trusted proxy (the test client), so X-Forwarded-For places the visitor.
test.beforeAll(async () => {
  server = (await startTestServer({ env: { TRUST_PROXY: '127.0.0.1/32' } })) as Server;
});
test.afterAll(async () => server.stop());

async function visitorFrom(browser: Browser, site: Server, address: string, gpc = false) {
  const context = await browser.newContext({
    baseURL: site.url,
    extraHTTPHeaders: { 'x-forwarded-for': address, ...(gpc ? { 'sec-gpc': '1' } : {}) },
  });
  if (gpc) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  }
  return context;
}

/**
 * Calls a page API with a callback and resolves its first answer. The API is waited for first: the
 * page defines it when its script starts, which may be just after the load event.
 */
async function callApi(page: Page, name: string, args: unknown[]): Promise<unknown> {
  await page.waitForFunction(
    (api) => typeof (window as unknown as Record<string, unknown>)[api] === 'function',
    name,
  );
  return page.evaluate(
    ([api, rest]) =>
      new Promise((resolve) => {
        const fn = (window as unknown as Record<string, (...a: unknown[]) => void>)[api as string];
        const list = rest as unknown[];
        // The callback goes where the API expects it: after the version (USP, TCF) or second (GPP).
        const at = api === '__gpp' ? 1 : 2;
        fn?.(
          ...list.slice(0, at),
          (data: unknown, success: boolean) => resolve({ data, success }),
          ...list.slice(at),
        );
      }),
    [name, args] as const,
  );
}

interface TcData {
  gdprApplies: boolean;
  eventStatus: string;
  purpose: { consents: Record<string, boolean> };
}

test.describe('the consent manager', () => {
  test('a New Jersey visitor with GPC: __uspapi answers 1YYN (opted out), __gpp reports the usnat section', async ({
    browser,
  }) => {
    const context = await visitorFrom(browser, server, NEW_JERSEY, true);
    const page = await context.newPage();
    await page.goto('/faq');
    expect(await callApi(page, '__uspapi', ['getUSPData', 1])).toEqual({
      data: { version: 1, uspString: '1YYN' },
      success: true,
    });
    await expect
      .poll(
        async () =>
          ((await callApi(page, '__gpp', ['ping'])) as { data: { signalStatus: string } }).data
            .signalStatus,
      )
      .toBe('ready');
    const ping = (await callApi(page, '__gpp', ['ping'])) as {
      data: { applicableSections: number[]; parsedSections: { usnat?: Record<string, unknown> } };
    };
    expect(ping.data.applicableSections).toEqual([7]);
    expect(ping.data.parsedSections.usnat).toMatchObject({ SaleOptOut: 1, Gpc: true });
    await expect(page.getByRole('dialog', { name: 'Privacy consent' })).toHaveCount(0);
    await context.close();
  });

  test('a London visitor: "Reject all" is published and the dialog does not return', async ({
    browser,
  }) => {
    const context = await visitorFrom(browser, server, LONDON);
    const page = await context.newPage();
    await page.goto('/faq');
    const dialog = page.getByRole('dialog', { name: 'Privacy consent' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject all' }).click();
    await expect(dialog).toHaveCount(0);
    const answer = (await callApi(page, '__tcfapi', ['getTCData', 2])) as { data: TcData };
    expect(answer.data.gdprApplies).toBe(true);
    expect(Object.values(answer.data.purpose.consents).some(Boolean)).toBe(false);
    const cookie = (await context.cookies()).find((c) => c.name === 'euconsent-v2');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    await page.reload();
    // Once the stored decision is read and published, the dialog has stayed away.
    const stored = (await callApi(page, '__tcfapi', ['getTCData', 2])) as { data: TcData };
    expect(stored.data.eventStatus).toBe('tcloaded');
    await expect(dialog).toHaveCount(0);

    // "Manage consent" reopens it; "Accept all" consents.
    await page.getByRole('button', { name: 'Manage consent' }).click();
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(
        async () =>
          ((await callApi(page, '__tcfapi', ['getTCData', 2])) as { data: TcData }).data.purpose
            .consents['1'],
      )
      .toBe(true);
    await context.close();
  });

  test('a visitor without GDPR sees no dialog and __tcfapi says GDPR does not apply', async ({
    browser,
  }) => {
    const context = await visitorFrom(browser, server, NEW_JERSEY);
    const page = await context.newPage();
    await page.goto('/faq');
    const answer = (await callApi(page, '__tcfapi', ['getTCData', 2])) as { data: TcData };
    expect(answer.data.gdprApplies).toBe(false);
    await expect(page.getByRole('dialog', { name: 'Privacy consent' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Manage consent' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('an external consent platform', () => {
  const ORIGIN = 'https://cmp.example.test';
  let external: Server;

  test.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'consent-settings-'));
    const file = path.join(dir, 'site-settings.json');
    writeFileSync(
      file,
      JSON.stringify({ consentPlatform: { accountId: '1234', baseEndpoint: ORIGIN } }),
    );
    external = (await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1/32', SITE_SETTINGS_FILE: file },
    })) as Server;
  });
  test.afterAll(async () => external?.stop());

  test('its script loads from its origin and its US Privacy string is answered', async ({
    browser,
  }) => {
    const context = await visitorFrom(browser, external, NEW_JERSEY);
    // The platform's script, served by the test: after a short while it installs its own API.
    await context.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `setTimeout(function () {
          window.__uspapi = function (command, version, cb) { cb({ version: 1, uspString: '1YYN' }, true); };
        }, 500);`,
      }),
    );
    const page = await context.newPage();
    const response = await page.goto('/faq');
    expect(response?.headers()['content-security-policy']).toContain(ORIGIN);
    await expect
      .poll(
        async () =>
          ((await callApi(page, '__uspapi', ['getUSPData', 1])) as { data: { uspString: string } })
            .data.uspString,
      )
      .toBe('1YYN');
    await context.close();
  });
});
