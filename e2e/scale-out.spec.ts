import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { startBalancer, type Balancer } from './support/balancer';
import { startFakeProvider, type FakeProvider } from './support/fakeProvider';
import {
  freshDatabase,
  mainSite,
  runId,
  startSite,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  type TestSite,
} from './support/sites';

const MODAL = 'Signin Or Register';
const PARIS = '/weather-forecast/now/paris-ile-de-france-fr';

/**
 * Two `next start` instances behind one load balancer without sticky sessions, as production runs
 * them: one PostgreSQL database, one Redis (a key prefix of this run's own), one data directory's
 * secrets (cookie keys, provider credentials) and one public origin (SITE_URL, the balancer's).
 * The test steers each request to one instance or the other.
 */
test.describe('two instances behind a load balancer', () => {
  test.skip(
    !TEST_DATABASE_URL || !TEST_REDIS_URL,
    'needs PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL',
  );
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let provider: FakeProvider;
  let balancer: Balancer;
  let sharedDir: string;
  let a: TestSite;
  let b: TestSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const main = mainSite();
    db = await freshDatabase(runId('scale'));
    provider = await startFakeProvider({ upstream: main.url });
    // The balancer's origin is the site's public origin; it learns its backends below.
    balancer = await startBalancer([]);
    sharedDir = mkdtempSync(path.join(tmpdir(), 'weather-scale-'));
    const env = {
      SITE_URL: balancer.url,
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL ?? '',
      REDIS_KEY_PREFIX: `${runId('scale')}:`,
      // Both read the secrets (cookie keys) the first one generates here.
      DATA_DIR: sharedDir,
      PROVIDER_BASE_URL: provider.baseUrl,
      PROVIDER_AUTH_ID: main.authId,
      PROVIDER_SECRET: main.secret,
    };
    a = await startSite(env);
    b = await startSite(env);
    balancer.use(a.url);
  });

  test.afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await balancer?.close();
    await provider?.close();
    await db?.drop();
    if (sharedDir) rmSync(sharedDir, { recursive: true, force: true });
  });

  async function visitor(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: balancer.url });
    return context.newPage();
  }

  test('the shared cache: one provider call for a place, whichever instance renders it', async ({
    request,
  }) => {
    provider.resetCalls();
    balancer.use(a.url);
    expect((await request.get(`${balancer.url}${PARIS}`)).status()).toBe(200);
    const place = provider.calls('/data/locations/v3/location/slug=paris-ile-de-france-fr');
    const current = provider.calls('/data/weather/v1/current');
    expect(place).toBe(1);
    expect(current).toBe(1);

    balancer.use(b.url);
    const res = await request.get(`${balancer.url}${PARIS}`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('Paris');
    // Instance B found the place and its weather in Redis: no new provider call.
    expect(provider.calls('/data/locations/v3/location/slug=paris-ile-de-france-fr')).toBe(place);
    expect(provider.calls('/data/weather/v1/current')).toBe(current);
    expect(balancer.served(a.url)).toBeGreaterThan(0);
    expect(balancer.served(b.url)).toBeGreaterThan(0);
  });

  test('a favourite added through one instance is there through the other', async ({ browser }) => {
    const page = await visitor(browser);
    balancer.use(a.url);
    await page.goto(PARIS);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Same device cookie, other instance: it verifies the cookie with the shared keys and reads
    // the favourite from the shared database.
    balancer.use(b.url);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    const profile = await page.request.get('/web2/api/user/profile');
    expect(profile.status()).toBe(200);
    const user = (
      (await profile.json()) as {
        user: { FavoriteLocations: { Location: { Locality: { SlugName: string } } }[] };
      }
    ).user;
    expect(user.FavoriteLocations.map((f) => f.Location.Locality.SlugName)).toEqual([
      'paris-ile-de-france-fr',
    ]);
    await page.context().close();
  });

  test('a session signed in through one instance is valid on the other', async ({ browser }) => {
    const page = await visitor(browser);
    balancer.use(a.url);
    await page.goto(PARIS);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    const dialog = page.getByRole('dialog', { name: MODAL });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator(`iframe[title="${MODAL}"]`);
    await frame.getByRole('link', { name: 'Create account' }).click();
    await frame.getByLabel('Name').fill('Scale');
    await frame.getByLabel('Email').fill(`scale-${Date.now()}@example.com`);
    await frame.getByLabel('Password').fill('correct horse battery');
    await frame.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hi Scale' })).toBeVisible();

    // Instance B verifies the tokens instance A's identity provider issued (keys in the database,
    // the issuer the shared public origin): the greeting is in its first HTML.
    balancer.use(b.url);
    const before = balancer.served(b.url);
    const html = await (await page.request.get(PARIS)).text();
    expect(balancer.served(b.url)).toBeGreaterThan(before);
    expect(html).toContain('Hi Scale');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hi Scale' })).toBeVisible();
    await page.context().close();
  });
});
