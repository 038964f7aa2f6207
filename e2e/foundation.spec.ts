import { readFileSync } from 'node:fs';
import path from 'node:path';

import { cspViolations, recordCspViolations } from './browserChecks';
import { expect, test } from './fixtures';

test.describe('the site on next start', () => {
  test('serves the home page server-rendered, hydrated under a nonce CSP', async ({
    page,
    request,
  }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });

    // The first HTML already holds the content, title, description and canonical link.
    const raw = await request.get('/');
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(
      /<title[^>]*>Local Weather Forecast, News and Conditions \| Parasol Weather<\/title>/,
    );
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const csp = raw.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("object-src 'none'");
    expect(raw.headers()['x-content-type-options']).toBe('nosniff');
    expect(raw.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

    await page.goto('/');
    // A new visitor on loopback gets the configured default place.
    await expect(
      page.getByRole('heading', { level: 1, name: /^Weather in New York City/ }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    // React took over the page: client-side navigation works without a full reload.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('link', { name: 'Parasol Weather home' }).click();
    await page.waitForURL('**/weather-forecast/now/new-york-city-ny-us');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      1,
    );
    expect(violations).toEqual([]);
  });

  test("a page's start-up scripts are Next's own, deferred and under the request's nonce", async ({
    request,
  }) => {
    const res = await request.get('/');
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // Next's defaults: <script src> tags in the head, deferred, each carrying the nonce.
    const tags = [
      ...html.matchAll(/<script[^>]* src="(\/_next\/static\/chunks\/[^"]+\.js)"[^>]*>/g),
    ];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    // Every part of the page is written in place: React moves a large Suspense boundary to the
    // end of the document and reveals it with an inline script Next gives no nonce, which the CSP
    // would block (the part would stay hidden, and render twice once the page hydrates).
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
    for (const [tag, src] of tags) {
      expect(tag, src).toContain(`nonce="${nonce}"`);
      expect(tag, src).toMatch(/ defer=""| async=""/);
      expect((await request.get(src ?? '')).ok(), src).toBe(true);
    }
  });

  test('first visits to one page are rendered each with its own device id and nonce, and hydrate', async ({
    page,
    request,
  }) => {
    const url = '/weather-forecast/now/paris-ile-de-france-fr';
    // A person's first visit (a crawler gets no device).
    const headers = {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    };
    const visits = await Promise.all(
      [1, 2].map(async () => {
        const res = await request.get(url, { headers });
        const html = await res.text();
        const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
        const data = /<script id="__NEXT_DATA__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
        const props = JSON.parse(data) as {
          props: { pageProps: { initialState: { user: { deviceId: string | null } } } };
        };
        const body = /<div id="__next">([\s\S]*)<\/div><script id="__NEXT_DATA__"/.exec(html)?.[1];
        return { html, nonce, deviceId: props.props.pageProps.initialState.user.deviceId, body };
      }),
    );
    const [first, second] = visits;
    expect(first?.deviceId).toBeTruthy();
    expect(second?.deviceId).toBeTruthy();
    expect(first?.deviceId).not.toBe(second?.deviceId);
    expect(first?.nonce).not.toBe(second?.nonce);
    for (const visit of visits) {
      expect(visit.html).toContain(`nonce="${visit.nonce}"`);
      expect(visit.body).toContain('<h1');
    }
    expect(second?.html).not.toContain(first?.deviceId ?? '');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  test('publishes its configuration without any secret', async ({ request }) => {
    const res = await request.get('/web2/api/configuration');
    expect(res.status()).toBe(200);
    const body = await res.text();
    const parsed = JSON.parse(body) as Record<string, unknown>;
    expect(parsed).toHaveProperty('AdBlockDetectionEnabled');
    expect(parsed).toHaveProperty('locationBaseUrl', '/web2/api/pulse');
    const secrets = JSON.parse(
      readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'secrets.json'), 'utf8'),
    ) as { providerAuthId: string; providerSecret: string; cookieKeys: string[] };
    for (const value of [secrets.providerAuthId, secrets.providerSecret, ...secrets.cookieKeys]) {
      expect(body).not.toContain(value);
    }
  });

  test('renders a real 404 page with its frame and title, and no canonical link', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Parasol Weather');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeAttached();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('no page breaks its Content-Security-Policy (scripts and styles by nonce only)', async ({
    page,
    baseURL,
  }) => {
    await recordCspViolations(page);
    const console: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) console.push(msg.text());
    });
    const violations = async (url: string) => {
      const response = await page.goto(url);
      expect(response?.status()).toBeLessThan(500);
      await page.waitForLoadState('networkidle');
      const csp = (await response?.headerValue('content-security-policy')) ?? '';
      expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
      expect(csp).not.toContain('unsafe-inline');
      return cspViolations(page);
    };
    expect(await violations('/')).toEqual([]);
    expect(await violations('/weather-forecast/now/paris-ile-de-france-fr')).toEqual([]);
    expect(await violations('/signin')).toEqual([]);
    // The identity provider's sign-in page, reached as the site's sign-in starts it.
    const authorize = new URL('/idp/auth', baseURL);
    authorize.search = new URLSearchParams({
      client_id: 'weather-web',
      response_type: 'code',
      redirect_uri: `${baseURL}/signin/popup`,
      scope: 'openid profile email',
      state: 'csp-check',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    expect(await violations(authorize.toString())).toEqual([]);
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    // The identity provider's own error page (an inline <style> that carries the nonce).
    expect(await violations('/idp/auth?client_id=nobody')).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Sign-in could not continue' })).toBeVisible();
    expect(console).toEqual([]);
  });

  test('refuses a state-changing API call from a foreign origin', async ({ request }) => {
    const res = await request.post('/web2/api/configuration', {
      headers: { Origin: 'https://evil.example' },
      data: {},
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-origin request refused' });
    const wrongMethod = await request.post('/web2/api/configuration', { data: {} });
    expect(wrongMethod.status()).toBe(405);
  });
});
