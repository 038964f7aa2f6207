import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../scripts/test-server.mjs';
import { expect, test } from './fixtures';
import { PLACE_PAGE_PATHS } from './visitorPages';

interface TestServer {
  url: string;
  stop: () => Promise<void>;
}

const GENERIC = 'Something went wrong loading the data. Please reload the page or try again later';

/**
 * A second site whose provider accepts connections and never answers, with a 1 s upstream budget:
 * pages answer 503 with Retry-After and the generic message in the site frame, the web API 503
 * JSON, all within the budget rather than after the provider client's 60 s.
 */
test.describe('a provider that never answers', () => {
  test.describe.configure({ timeout: 120_000 });
  let provider: Server;
  let site: TestServer;

  test.beforeAll(async () => {
    provider = createServer(() => undefined);
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const { port } = provider.address() as AddressInfo;
    site = (await startTestServer({
      env: {
        PROVIDER_BASE_URL: `http://127.0.0.1:${port}/pulse`,
        PROVIDER_AUTH_ID: 'outage-e2e',
        PROVIDER_SECRET: 'outage-e2e-secret',
        UPSTREAM_BUDGET_MS: '1000',
      },
    })) as TestServer;
  });

  test.afterAll(async () => {
    await site?.stop();
    provider?.closeAllConnections();
    await new Promise((r) => provider?.close(r));
  });

  test('the home page answers 503 with Retry-After and the message in the frame', async ({
    page,
  }) => {
    const started = Date.now();
    const response = await page.goto(`${site.url}/`);
    // The budget, not the 60 s provider timeout, bounds the answer (generous for a busy machine).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    await expect(page.getByText(GENERIC)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    // The site frame is there (header and footer), without a place.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('every place page answers 503 too, within the budget', async ({ request }) => {
    for (const base of PLACE_PAGE_PATHS) {
      const started = Date.now();
      const res = await request.get(`${site.url}${base}/paris-ile-de-france-fr`);
      expect(Date.now() - started, base).toBeLessThan(10_000);
      expect(res.status(), base).toBe(503);
      expect(res.headers()['retry-after'], base).toBe('30');
      expect(await res.text(), base).toContain(GENERIC);
    }
    // A path without a place cannot find the visitor's place either: 503, not a redirect.
    const res = await request.get(`${site.url}/alerts`, { maxRedirects: 0 });
    expect(res.status()).toBe(503);
  });

  test('the web API answers 503 JSON with Retry-After', async ({ request }) => {
    const stations = await request.get(`${site.url}/web2/api/stations`, {
      params: { lat: 48.85, lon: 2.35 },
    });
    expect(stations.status()).toBe(503);
    expect(stations.headers()['retry-after']).toBe('30');
    expect(await stations.json()).toEqual({ error: 'Provider unavailable' });
    const query = await request.post(`${site.url}/web2/api/locations/query`, {
      data: { Query: 'paris-ile-de-france-fr' },
      headers: { origin: site.url },
    });
    expect(query.status()).toBe(503);
    expect(await query.json()).toEqual({ error: 'Provider unavailable' });
  });
});
