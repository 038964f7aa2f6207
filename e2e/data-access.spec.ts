import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './fixtures';

test.describe('data access from the browser', () => {
  test('the browser bundle holds no secret and no signing code', async ({ page, request }) => {
    const secrets = JSON.parse(
      readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'secrets.json'), 'utf8'),
    ) as {
      providerSecret: string;
      cookieKeys: string[];
    };
    await page.goto('/');
    await expect(page.locator('script[src*="/_next/static/chunks/"]').first()).toBeAttached();
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await (await request.get(src)).text();
      expect(js).not.toContain(secrets.providerSecret);
      for (const key of secrets.cookieKeys) expect(js).not.toContain(key);
      expect(js).not.toContain('createHmac');
      expect(js).not.toContain('verifySignedRequest');
    }
  });

  test('the signing proxy answers 404 for any provider path it does not list, 405 for another method on one it does', async ({
    request,
  }) => {
    for (const url of [
      '/web2/api/pulse/admin/accounts',
      '/web2/api/pulse/data/locations/v3/location/x',
      '/web2/api/pulse',
    ]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(404);
    }
    // The location search is a read: a POST is told which methods that path takes.
    const post = await request.post('/web2/api/pulse/data/locations/v3/location', { data: {} });
    expect(post.status()).toBe(405);
    expect(post.headers()['allow']).toBe('GET, HEAD');
    expect(await post.json()).toEqual({ error: 'Method POST not allowed' });
  });

  test('the embedded provider refuses an unsigned call with 401', async ({ request }) => {
    const res = await request.get('/provider/api/legal/compliance/v3?verbose=true');
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: 'Missing signature' });
  });
});
