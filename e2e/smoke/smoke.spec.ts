import { expect, test } from '../fixtures';
import { addActiveToFavourites, searchAndSelect } from '../visitorPages';

/** A New Jersey address (a state privacy law in force), as a load balancer would forward it. */
const NEW_JERSEY = '24.0.0.1';

function siteUrl(): string {
  const url = process.env.E2E_SITE_URL;
  if (!url) throw new Error('E2E_SITE_URL is not set: run through `npm run test:smoke`');
  return url;
}

/**
 * The flows every way of running the site must pass (E2E_SERVER: next start, the standalone
 * server, npm start). The browser opens the site at its loopback alias http://127.0.0.1:PORT
 * (the baseURL); the site's origin is http://localhost:PORT.
 */
test.describe(`the site run by ${process.env.E2E_SERVER ?? 'next-start'}`, () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': NEW_JERSEY } });

  test('a visitor opening the loopback alias ends on the canonical origin, searches, saves a favourite, signs in and opts out', async ({
    page,
    baseURL,
  }) => {
    const origin = siteUrl();
    expect(baseURL).not.toBe(origin);
    await page.goto('/weather-forecast/now/paris-ile-de-france-fr?from=alias');
    expect(page.url()).toBe(`${origin}/weather-forecast/now/paris-ile-de-france-fr?from=alias`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');

    await searchAndSelect(page, 'tokyo', 'Tokyo, Tokyo, Japan');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tokyo');
    await addActiveToFavourites(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Sign in: register in the identity provider's page, inside the sign-in modal.
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Signin Or Register' });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="Signin Or Register"]');
    await frame.getByRole('link', { name: 'Create account' }).click();
    await frame.getByLabel('Name').fill('Smoke');
    await frame.getByLabel('Email').fill(`smoke-${Date.now()}@example.com`);
    await frame.getByLabel('Password').fill('correct horse battery');
    await frame.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hi Smoke' })).toBeVisible();

    // Opt out of the sale or sharing of personal information.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Do Not Sell/Share My Personal Information' }).click();
    await expect(
      footer.getByRole('button', { name: 'Not Selling/Sharing Your Data' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Not Selling/Sharing Your Data' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hi Smoke' })).toBeVisible();
  });

  test('the public paths are served: web API, provider, identity provider, remote config, tiles', async ({
    request,
  }) => {
    const origin = siteUrl();
    const config = await request.get(`${origin}/web2/api/configuration`);
    expect(config.status()).toBe(200);
    expect(await config.json()).toMatchObject({ appKey: expect.any(String) });

    const search = await request.get(
      `${origin}/web2/api/pulse/data/locations/v3/location?searchString=Denv&maxResults=3`,
    );
    expect(search.status()).toBe(200);

    // The embedded provider refuses an unsigned call (its own 401), so it is there.
    const provider = await request.get(`${origin}/provider/data/locations/v3/location`);
    expect(provider.status()).toBe(401);
    expect(await provider.json()).toMatchObject({ error: expect.any(String) });

    const discovery = await request.get(`${origin}/idp/.well-known/openid-configuration`);
    expect(await discovery.json()).toMatchObject({ issuer: `${origin}/idp` });

    // The remote-config service refuses a bad fetch body with its own JSON 400.
    const flags = await request.post(
      `${origin}/remote-config/v1/projects/local/namespaces/firebase:fetch`,
      { data: { sdk_version: 1 } },
    );
    expect(flags.status()).toBe(400);
    expect(await flags.json()).toEqual({ error: expect.stringMatching(/Invalid fetch request/) });

    const frames = await request.get(`${origin}/tiles/radar/frames`);
    const { frames: list } = (await frames.json()) as { frames: { url: string }[] };
    const tile = await request.get(`${origin}${list[0]!.url.replace('{z}/{x}/{y}', '3/4/2')}`);
    expect(tile.status()).toBe(200);
    expect(tile.headers()['content-type']).toBe('image/png');
  });

  test('a write sent to the loopback alias is refused with the canonical origin named', async ({
    request,
    baseURL,
  }) => {
    const res = await request.post(`${baseURL}/web2/api/favorite-locations`, {
      data: {},
      headers: { origin: baseURL ?? '' },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({
      error: `This site is served at ${siteUrl()}; send the request there`,
    });
    const page = await request.get(`${baseURL}/faq?x=1`, { maxRedirects: 0 });
    expect(page.status()).toBe(308);
    expect(page.headers().location).toBe(`${siteUrl()}/faq?x=1`);
  });
});
