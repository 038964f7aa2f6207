import type { Page, Response } from '@playwright/test';

import { expect, test } from './fixtures';
import {
  startFakeProvider,
  type FakeProvider,
  type FakeProviderMode,
} from './support/fakeProvider';
import {
  freshDatabase,
  mainSite,
  runId,
  startSite,
  TEST_DATABASE_URL,
  type TestSite,
} from './support/sites';
import { startTcpProxy, type TcpProxy } from './support/tcpProxy';

const GENERIC = 'Something went wrong loading the data. Please reload the page or try again later';
const SECTION = 'Data not available. Try again later.';
const SITEMAP = 'Failed to load sitemap';
/** What a visitor may wait for a page while an upstream misbehaves (the site's budget is 2 s). */
const PAGE_TIME_MS = 3_000;

const STORY = '/news/atlantic-hurricane-season-2026-review';

/**
 * Every page type, by path; `{place}` is a place slug. Each fault mode uses a place of its own, so
 * no answer the server cache kept from an earlier mode hides the fault.
 */
const PAGES = [
  '/',
  '/weather-forecast/now/{place}',
  '/weather-forecast/hourly/{place}',
  '/weather-forecast/10-day-weather/{place}',
  '/alerts/{place}',
  '/air-quality/{place}',
  '/life/pollen/{place}',
  '/maps/{place}',
  '/hurricane/active',
  '/sitemap',
  '/sitemap/{continent}',
  STORY,
] as const;

/** Places of the embedded gazetteer, one per fault mode and one for the healthy start. */
const PLACES: Record<FakeProviderMode, string> = {
  healthy: 'denver-co-us',
  down: 'paris-ile-de-france-fr',
  error500: 'albany-ny-us',
  hang: 'chicago-il-us',
  'invalid-json': 'boston-ma-us',
  'wrong-shape': 'seattle-wa-us',
  html: 'miami-fl-us',
};

/**
 * The visitor's address per mode (the site trusts the loopback proxy's X-Forwarded-For): the home
 * page's place comes from the address, and the server shares that answer per address for ten
 * minutes, so each mode's visitor comes from an address of its own.
 */
const ADDRESSES: Record<FakeProviderMode, string> = {
  healthy: '203.0.113.10',
  down: '203.0.113.11',
  error500: '203.0.113.12',
  hang: '203.0.113.13',
  'invalid-json': '203.0.113.14',
  'wrong-shape': '203.0.113.15',
  html: '203.0.113.16',
};

/**
 * A sitemap continent per fault mode (its lists are cached for a day once read); the healthy start
 * reads none, so each stays cold until its mode.
 */
const CONTINENTS: Record<FakeProviderMode, string | null> = {
  healthy: null,
  down: 'Europe',
  error500: 'Asia',
  hang: 'Africa',
  'invalid-json': 'North-America',
  'wrong-shape': 'South-America',
  html: 'Australia',
};

const FAULTS = ['down', 'error500', 'hang', 'invalid-json', 'wrong-shape', 'html'] as const;

/** The page's path in a mode; null when the mode reads no such page. */
function pathFor(page: string, mode: FakeProviderMode): string | null {
  const continent = CONTINENTS[mode];
  if (page.includes('{continent}') && !continent) return null;
  return page.replace('{place}', PLACES[mode]).replace('{continent}', continent ?? '');
}

/** Loads a page, timing the server's answer (until the document starts to arrive). */
async function timedGoto(page: Page, url: string): Promise<{ res: Response | null; ms: number }> {
  const started = Date.now();
  const res = await page.goto(url, { waitUntil: 'commit' });
  return { res, ms: Date.now() - started };
}

/** The site frame: header, primary navigation and footer landmarks. */
async function expectFrame(page: Page, what: string): Promise<void> {
  await expect(page.getByRole('banner').first(), what).toBeVisible();
  await expect(page.getByRole('navigation').first(), what).toBeAttached();
  await expect(page.getByRole('contentinfo'), what).toBeVisible();
}

test.describe('provider faults', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let provider: FakeProvider;
  let site: TestSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const main = mainSite();
    provider = await startFakeProvider({ upstream: main.url });
    site = await startSite({
      PROVIDER_BASE_URL: provider.baseUrl,
      PROVIDER_AUTH_ID: main.authId,
      PROVIDER_SECRET: main.secret,
      UPSTREAM_BUDGET_MS: '2000',
      TRUST_PROXY: '127.0.0.1/32',
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await provider?.close();
  });

  test('a healthy provider: every page type shows its data', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ADDRESSES.healthy });
    for (const pageType of PAGES) {
      const path = pathFor(pageType, 'healthy');
      if (!path) continue;
      const url = `${site.url}${path}`;
      const { res } = await timedGoto(page, url);
      expect(res?.status(), path).toBe(200);
      await expectFrame(page, path);
      await expect(page.getByText(GENERIC), path).toHaveCount(0);
      await expect(page.getByText(SITEMAP), path).toHaveCount(0);
    }
    expect(provider.calls('/data/weather/v1/')).toBeGreaterThan(0);
  });

  for (const mode of FAULTS) {
    test(`a provider that is ${mode}: every page answers in time, in its frame, with the message`, async ({
      page,
    }) => {
      await provider.setMode(mode);
      provider.resetCalls();
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ADDRESSES[mode] });
      for (const pageType of PAGES) {
        const path = pathFor(pageType, mode);
        if (!path) continue;
        const url = `${site.url}${path}`;
        const { res, ms } = await timedGoto(page, url);
        const status = res?.status() ?? 0;
        // Degraded content at 200, or the error page at 502/503; never a 500.
        expect([200, 502, 503], `${path}: ${status}`).toContain(status);
        expect(ms, `${path} took ${ms} ms`).toBeLessThan(PAGE_TIME_MS);
        await expectFrame(page, path);
        if (path === STORY) {
          // A story lives in the database: it does not need the provider at all.
          expect(status, path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toContainText('Hurricane Season');
        } else if (path === '/sitemap') {
          // The sitemap's front page is the site's own list of continents and states.
          expect(status, path).toBe(200);
          await expect(page.getByRole('link', { name: 'Europe' }).first(), path).toBeVisible();
        } else if (path.startsWith('/sitemap/')) {
          await expect(page.getByText(SITEMAP), path).toBeVisible();
        } else if (status !== 200) {
          await expect(page.getByText(GENERIC), path).toBeVisible();
        } else {
          await expect(page.getByText(SECTION).first(), path).toBeVisible();
        }
      }
      if (mode !== 'down') expect(provider.calls()).toBeGreaterThan(0);

      // The search API answers a JSON error in time, not a 500.
      const started = Date.now();
      const search = await page.request.get(
        `${site.url}/web2/api/pulse/data/locations/v3/location`,
        { params: { searchString: 'paris' } },
      );
      expect(Date.now() - started).toBeLessThan(PAGE_TIME_MS);
      // No answer, a 5xx, HTML, a body that is not JSON or a search that is not a list: a JSON
      // error, never relayed garbage (nor garbage kept in the shared cache).
      expect([502, 503]).toContain(search.status());
      expect(await search.json()).toEqual({ error: expect.any(String) });
    });
  }

  test('the provider returns: pages show data again without a restart', async ({ page }) => {
    await provider.setMode('healthy');
    for (const mode of FAULTS) {
      // From the mode's own address: its failed place lookup was not kept either.
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ADDRESSES[mode] });
      for (const path of ['/sitemap/{continent}', '/', '/weather-forecast/now/{place}']) {
        const url = `${site.url}${pathFor(path, mode) ?? ''}`;
        // Failures are never cached: the first page after the return already has data.
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(200);
        await expect(page.getByText(GENERIC), url).toHaveCount(0);
        await expect(page.getByText(SITEMAP), url).toHaveCount(0);
      }
      // The place's current conditions: a temperature, no missing-data message.
      await expect(page.getByText(/°[FC]/).first()).toBeVisible();
      await expect(page.getByText(SECTION)).toHaveCount(0);
    }
    const search = await page.request.get(`${site.url}/web2/api/pulse/data/locations/v3/location`, {
      params: { searchString: 'paris' },
    });
    expect(search.status()).toBe(200);
  });
});

test.describe('a database outage', () => {
  test.skip(!TEST_DATABASE_URL, 'needs PostgreSQL: set TEST_DATABASE_URL');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: TcpProxy;
  let site: TestSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    db = await freshDatabase(runId('faults'));
    const target = new URL(TEST_DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(db.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    site = await startSite({ DATABASE_URL: viaProxy.toString() });
  });

  test.afterAll(async () => {
    await site?.stop();
    await proxy?.close();
    await db?.drop();
  });

  test('writes answer 503 JSON while it is cut, nothing is half-written, and it resumes by itself', async ({
    page,
  }) => {
    const origin = { origin: site.url };
    await page.goto(`${site.url}/weather-forecast/now/paris-ile-de-france-fr`);
    const profile = (await (
      await page.request.get(`${site.url}/web2/api/user/profile`)
    ).json()) as {
      user: { DeviceId: string; ActiveLocation: { Locality: Record<string, unknown> } };
    };
    const deviceId = profile.user.DeviceId;
    const paris = profile.user.ActiveLocation.Locality;
    const addFavourite = () =>
      page.request.post(`${site.url}/web2/api/favorite-locations`, {
        headers: origin,
        data: {
          favoriteLocation: {
            Location: { Locality: paris, Station: null, DefaultStationRouteString: null },
          },
          appInstanceId: deviceId,
        },
      });
    const setCelsius = () =>
      page.request.post(`${site.url}/web2/api/units/update`, {
        headers: origin,
        params: {
          appInstanceId: deviceId,
          unitval: 2,
          tempUnitVal: 2,
          windUnitVal: 2,
          pressureUnitVal: 2,
        },
      });
    const favourites = async () =>
      Number(
        (
          await db.query('SELECT count(*) AS n FROM favorite_locations WHERE device_id = $1', [
            deviceId,
          ])
        ).rows[0]?.n,
      );
    // A device is stored by its first write: null while it has none.
    const tempUnit = async () => {
      const row = (await db.query('SELECT temp_unit FROM devices WHERE id = $1', [deviceId]))
        .rows[0];
      return row ? Number(row.temp_unit) : null;
    };
    const unitBefore = await tempUnit();
    expect(unitBefore).not.toBe(2);

    await proxy.cut();
    const started = Date.now();
    const add = await addFavourite();
    expect(add.status()).toBe(503);
    expect(await add.json()).toEqual({ error: 'Database unavailable' });
    expect(add.headers()['retry-after']).toBeTruthy();
    const units = await setCelsius();
    expect(units.status()).toBe(503);
    expect(await units.json()).toEqual({ error: 'Database unavailable' });
    expect(Date.now() - started, 'both writes fail fast').toBeLessThan(2 * PAGE_TIME_MS);
    // Reads degrade: a page answers the 503 error page in the frame, not a 500.
    const res = await page.goto(`${site.url}/weather-forecast/now/paris-ile-de-france-fr`);
    expect(res?.status()).toBe(503);
    await expect(page.getByText(GENERIC)).toBeVisible();
    await expectFrame(page, 'page while the database is cut');
    // Nothing half-written (read directly, not through the cut proxy).
    expect(await favourites()).toBe(0);
    expect(await tempUnit()).toBe(unitBefore);

    await proxy.restore();
    // The pool opens new connections: no restart.
    await expect.poll(async () => (await addFavourite()).status(), { timeout: 15_000 }).toBe(200);
    expect((await setCelsius()).status()).toBe(200);
    expect(await favourites()).toBe(1);
    expect(await tempUnit()).toBe(2);
    const back = await page.goto(`${site.url}/weather-forecast/now/paris-ile-de-france-fr`);
    expect(back?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  });

  // A stalled network, a lock held elsewhere, and a start while the database is down (the same
  // site, after the outage above has healed).
  const place = 'paris-ile-de-france-fr';

  /** Every page type as a returning visitor (a device cookie: the page reads the database). */
  const pagePaths = () =>
    PAGES.map((p) => p.replace('{place}', place).replace('{continent}', 'Europe'));

  /** Each page answers the 503 error page in its frame, with Retry-After, within a page's time. */
  async function expectEveryPage503InTime(page: Page, what: string): Promise<void> {
    for (const path of pagePaths()) {
      const { res, ms } = await timedGoto(page, `${site.url}${path}`);
      expect(res?.status(), `${path} ${what}`).toBe(503);
      expect(res?.headers()['retry-after'], `${path} ${what}`).toMatch(/^\d+$/);
      expect(ms, `${path} ${what}: answered in time`).toBeLessThan(PAGE_TIME_MS);
      await expect(page.getByText(GENERIC), path).toBeVisible();
      await expectFrame(page, `${path} ${what}`);
    }
  }

  async function expectEveryPage200(page: Page): Promise<void> {
    for (const path of pagePaths()) {
      const res = await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
      expect(res?.status(), path).toBe(200);
    }
  }

  test('a stalled network to the database: pages 503 within 3 s, APIs 503 JSON, then it serves again', async ({
    page,
  }) => {
    await page.goto(`${site.url}/weather-forecast/now/${place}`);
    // A write stores the device, so every page below reads it.
    const profile = (await (
      await page.request.get(`${site.url}/web2/api/user/profile`)
    ).json()) as {
      user: { DeviceId: string };
    };
    const units = await page.request.post(`${site.url}/web2/api/units/update`, {
      headers: { origin: site.url },
      params: {
        appInstanceId: profile.user.DeviceId,
        unitval: 2,
        tempUnitVal: 2,
        windUnitVal: 2,
        pressureUnitVal: 2,
      },
    });
    expect(units.status()).toBe(200);
    proxy.stall();
    try {
      await expectEveryPage503InTime(page, 'while the database stalls');
      const started = Date.now();
      const api = await page.request.get(`${site.url}/web2/api/user/profile`);
      expect(api.status()).toBe(503);
      expect(await api.json()).toEqual({ error: 'Database unavailable' });
      expect(Date.now() - started).toBeLessThan(PAGE_TIME_MS);
    } finally {
      proxy.resume();
    }
    // Stalled connections were dropped, not reused: pages serve again without a restart.
    await expect
      .poll(async () => (await page.goto(`${site.url}/`, { waitUntil: 'commit' }))?.status(), {
        timeout: 15_000,
      })
      .toBe(200);
    await expectEveryPage200(page);
  });

  test('a table locked by another session: pages that read it answer 503 within 3 s', async ({
    page,
  }) => {
    await page.goto(`${site.url}/weather-forecast/now/${place}`);
    await db.query('BEGIN');
    await db.query('LOCK TABLE devices IN ACCESS EXCLUSIVE MODE');
    try {
      await expectEveryPage503InTime(page, 'while devices is locked');
    } finally {
      await db.query('ROLLBACK');
    }
    await expectEveryPage200(page);
  });

  test('started while the database is down: it serves 503 and connects once the database answers', async ({
    page,
  }) => {
    const target = new URL(TEST_DATABASE_URL ?? '');
    const downProxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    await downProxy.cut();
    const viaProxy = new URL(db.url);
    viaProxy.host = `127.0.0.1:${downProxy.port}`;
    const late = await startSite({ DATABASE_URL: viaProxy.toString() });
    try {
      const res = await page.goto(`${late.url}/weather-forecast/now/${place}`);
      expect(res?.status()).toBe(503);
      expect(res?.headers()['retry-after']).toMatch(/^\d+$/);
      await expect(page.getByText(GENERIC)).toBeVisible();
      await downProxy.restore();
      await expect
        .poll(
          async () =>
            (
              await page.goto(`${late.url}/weather-forecast/now/${place}`, { waitUntil: 'commit' })
            )?.status(),
          { timeout: 30_000 },
        )
        .toBe(200);
    } finally {
      await late.stop();
      await downProxy.close();
    }
  });
});
