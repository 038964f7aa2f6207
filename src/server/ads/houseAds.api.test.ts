import { getConfig } from '@/server/config';
import { DEVICE_COOKIE, signDeviceId } from '@/server/devices/deviceCookie';

import { callRoute } from '@tests/utils/apiRoute';
import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import {
  creativeImageHandler,
  displayAdsHandler,
  houseAdClickHandler,
  houseAdHandler,
  houseAdImpressionHandler,
} from './houseAds.api';
import type { HouseAdContext } from './houseAds.service';

const ORIGIN = 'http://localhost:3000';
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const NO_LINKS = { ios: null, android: null, macos: null, desktop: null };
const STORE = 'https://apps.apple.com/app/id100';

interface Creative {
  id: string;
  width: number;
  height: number;
  imageUrl: string;
  alt: string;
  clickUrl: string;
  impressionUrl: string;
}

describe('GET /web2/api/ads/config/displayads', () => {
  it('answers the config with a public 5-minute cache', async () => {
    const res = await callRoute(displayAdsHandler());
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toMatchObject({
      PageAdConfigs: expect.arrayContaining([
        expect.objectContaining({ PageId: 'home' }),
        expect.objectContaining({ PageId: 'newsstory' }),
      ]),
      baseInfiniteScrollAdSlotIds: ['news-infinite'],
    });
  });
});

describe.each(testEngines)('the house ad routes on %s', (engine) => {
  let t: TestDatabase;
  let ctx: HouseAdContext;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());
  beforeEach(async () => {
    await t.db.deleteFrom('house_ad_events').execute();
    await t.db.deleteFrom('house_ad_marks').execute();
    await t.db.deleteFrom('house_ad_caps').execute();
    // One moment per test: the frequency cap's hour-long windows start on the hour, so a test
    // that crossed one would see its count start again.
    const moment = new Date();
    ctx = {
      db: t.db,
      cookieKeys: getConfig().cookieKeys,
      siteName: 'Sky <Weather>',
      appLinks: { free: NO_LINKS, adFree: NO_LINKS },
      frequencyCap: { impressions: 3, windowMinutes: 60 },
      now: () => new Date(moment),
      random: Math.random,
    };
  });

  const context = () => Promise.resolve(ctx);
  const cookie = (device: string) =>
    `${DEVICE_COOKIE}=${signDeviceId(device, getConfig().cookieKeys)}`;
  const house = (query: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
    callRoute(houseAdHandler(context), {
      query,
      headers: { 'user-agent': BROWSER, ...headers },
    });
  const served = async (query = { pageId: 'home', slotId: 'info-section', size: '300x250' }) => {
    const res = await house(query);
    const { creative } = res.body as { creative: Creative };
    return creative;
  };
  const tokenOf = (url: string) => url.split('/').pop() ?? '';
  const impression = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
    callRoute(houseAdImpressionHandler(context), {
      method: 'POST',
      query: { token: tokenOf(url) },
      body,
      headers: { origin: ORIGIN, 'user-agent': BROWSER, ...headers },
    });
  const click = (url: string, headers: Record<string, string> = {}) =>
    callRoute(houseAdClickHandler(context), {
      query: { token: tokenOf(url) },
      headers: { 'user-agent': BROWSER, ...headers },
    });
  const counts = async () =>
    (
      await t.db
        .selectFrom('house_ad_events')
        .select(['creative_id', 'kind', 'page_id', 'slot_id', 'count'])
        .orderBy('kind')
        .execute()
    ).map((r) => ({ ...r, count: Number(r.count) }));

  it('serves a creative for a slot, never stored', async () => {
    const res = await house({ pageId: 'forecasts/current', slotId: 'top-banner', size: '728x90' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { creative } = res.body as { creative: Creative };
    expect(Object.keys(creative).sort()).toEqual(
      ['alt', 'clickUrl', 'height', 'id', 'imageUrl', 'impressionUrl', 'width'].sort(),
    );
    expect(creative).toMatchObject({
      width: 728,
      height: 90,
      imageUrl: expect.stringMatching(/^\/web2\/api\/ads\/creatives\/[a-z0-9-]+-728x90\.svg\?v=/),
      clickUrl: expect.stringMatching(/^\/web2\/api\/ads\/click\/[\w-]+\.[\w-]+$/),
      impressionUrl: expect.stringMatching(/^\/web2\/api\/ads\/impression\/[\w-]+\.[\w-]+$/),
    });
    expect(tokenOf(creative.clickUrl)).toBe(tokenOf(creative.impressionUrl));
  });

  it('serves infinite-scroll repetitions of the news slot', async () => {
    const creative = await served({ pageId: 'news', slotId: 'news-infinite-4', size: '300x250' });
    expect(creative.height).toBe(250);
  });

  it('answers { creative: null } when nothing is eligible, and to crawlers', async () => {
    await t.db
      .updateTable('house_ad_creatives')
      .set({ active: 0 })
      .where('width', '=', 320)
      .execute();
    const none = await house({ pageId: 'home', slotId: 'top-banner-mobile', size: '320x50' });
    expect(none).toMatchObject({ status: 200, body: { creative: null } });
    await t.db.updateTable('house_ad_creatives').set({ active: 1 }).execute();
    expect(
      await house(
        { pageId: 'home', slotId: 'info-section', size: '300x250' },
        { 'user-agent': GOOGLEBOT },
      ),
    ).toMatchObject({ status: 200, body: { creative: null } });
  });

  it.each([
    [{ slotId: 'info-section', size: '300x250' }, /^pageId: pageId is required/],
    [{ pageId: 'home', size: '300x250' }, /^slotId: /],
    [{ pageId: 'home', slotId: 'info-section' }, /^size: /],
    [{ pageId: 'home', slotId: 'info-section', size: 'big' }, /^size: size must be WIDTHxHEIGHT/],
    [{ pageId: 'Home<script>', slotId: 'info-section', size: '300x250' }, /^pageId: /],
    [{ pageId: ['home', 'maps'], slotId: 'info-section', size: '300x250' }, /^pageId: /],
    [
      { pageId: 'nowhere', slotId: 'info-section', size: '300x250' },
      /^Unknown ad slot info-section on page nowhere$/,
    ],
    [{ pageId: 'home', slotId: 'story', size: '300x600' }, /^Unknown ad slot story on page home$/],
    [
      { pageId: 'home', slotId: 'info-section', size: '300x600' },
      /^size 300x600 is not a size of slot info-section \(300x250\)$/,
    ],
  ])('refuses %j with 400 and a message', async (query, message) => {
    const res = await house(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringMatching(message) });
  });

  it('answers { creative: null } rather than an error when the database fails', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = () => Promise.reject(new Error('database down'));
    const res = await callRoute(houseAdHandler(broken), {
      query: { pageId: 'home', slotId: 'info-section', size: '300x250' },
    });
    expect(res).toMatchObject({ status: 200, body: { creative: null } });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('counts an impression once (204), with or without a page view id', async () => {
    const creative = await served();
    expect(await impression(creative.impressionUrl, { viewId: 'view-12345' })).toMatchObject({
      status: 204,
    });
    expect(await impression(creative.impressionUrl, { viewId: 'view-12345' })).toMatchObject({
      status: 204,
    });
    expect(await impression(creative.impressionUrl)).toMatchObject({ status: 204 });
    const other = await served();
    expect(await impression(other.impressionUrl)).toMatchObject({ status: 204 });
    const rows = await counts();
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(2);
    expect(rows[0]).toMatchObject({ kind: 'impression', page_id: 'home', slot_id: 'info-section' });
  });

  it('does not count impressions or clicks of crawlers', async () => {
    const creative = await served();
    const bot = { 'user-agent': GOOGLEBOT };
    expect(await impression(creative.impressionUrl, undefined, bot)).toMatchObject({ status: 204 });
    const res = await click(creative.clickUrl, bot);
    expect(res.status).toBe(302);
    expect(await counts()).toEqual([]);
  });

  it('refuses tampered tokens and bad bodies with 400, and foreign origins with 403', async () => {
    const creative = await served();
    const token = tokenOf(creative.impressionUrl);
    const [body = '', sig = ''] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace(creative.id, 'app-free-300x250'),
    ).toString('base64url');
    for (const bad of [`${forged}.${sig}`, `${body}.${sig.slice(1)}A`, 'not-a-token', '']) {
      const res = await impression(`/x/${bad}`);
      expect(res).toMatchObject({ status: 400, body: { error: 'Invalid or tampered ad token' } });
      expect(await click(`/x/${bad}`)).toMatchObject({
        status: 400,
        body: { error: 'Invalid or tampered ad token' },
      });
    }
    expect(await impression(creative.impressionUrl, { viewId: 'x' })).toMatchObject({
      status: 400,
    });
    expect(await impression(creative.impressionUrl, { other: 1 })).toMatchObject({ status: 400 });
    expect(
      await impression(creative.impressionUrl, undefined, { origin: 'https://evil.example' }),
    ).toMatchObject({ status: 403 });
    expect(await callRoute(houseAdImpressionHandler(context), { query: { token } })).toMatchObject({
      status: 405,
      headers: expect.objectContaining({ allow: 'POST' }),
    });
    expect(await counts()).toEqual([]);
  });

  it('applies the frequency cap to the device the signed cookie names', async () => {
    await t.db
      .updateTable('house_ad_creatives')
      .set({ active: 0 })
      .where('id', '!=', 'alerts-300x250')
      .execute();
    const device = { cookie: cookie('device-cap') };
    for (let n = 0; n < 3; n++) {
      const res = await house({ pageId: 'home', slotId: 'info-section', size: '300x250' }, device);
      const { creative } = res.body as { creative: Creative };
      expect(creative.id).toBe('alerts-300x250');
      await impression(creative.impressionUrl, undefined, device);
    }
    const capped = await house({ pageId: 'home', slotId: 'info-section', size: '300x250' }, device);
    expect(capped.body).toEqual({ creative: null });
    // A forged cookie is no device: no cap.
    const forged = await house(
      { pageId: 'home', slotId: 'info-section', size: '300x250' },
      { cookie: `${DEVICE_COOKIE}=device-cap.forged` },
    );
    expect((forged.body as { creative: Creative }).creative.id).toBe('alerts-300x250');
    await t.db.updateTable('house_ad_creatives').set({ active: 1 }).execute();
  });

  it('counts a click once and redirects to the creative site path', async () => {
    await t.db
      .updateTable('house_ad_creatives')
      .set({ active: 0 })
      .where('id', '!=', 'radar-map-300x250')
      .execute();
    const creative = await served();
    const res = await click(creative.clickUrl);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/maps');
    expect((await click(creative.clickUrl)).headers.location).toBe('/maps');
    expect(await counts()).toEqual([
      {
        creative_id: 'radar-map-300x250',
        kind: 'click',
        page_id: 'home',
        slot_id: 'info-section',
        count: 1,
      },
    ]);
    await t.db.updateTable('house_ad_creatives').set({ active: 1 }).execute();
  });

  it('redirects an app promotion to the configured store, and home once the link is gone', async () => {
    await t.db
      .updateTable('house_ad_creatives')
      .set({ active: 0 })
      .where('id', '!=', 'app-free-300x250')
      .execute();
    ctx.appLinks = { free: { ...NO_LINKS, ios: STORE }, adFree: NO_LINKS };
    const creative = await served();
    expect(creative.id).toBe('app-free-300x250');
    expect((await click(creative.clickUrl)).headers.location).toBe(STORE);
    ctx.appLinks = { free: NO_LINKS, adFree: NO_LINKS };
    expect((await served()) ?? null).toBeNull();
    expect((await click(creative.clickUrl)).headers.location).toBe('/');
    await t.db.updateTable('house_ad_creatives').set({ active: 1 }).execute();
  });

  it('draws a creative as SVG, cached for good under its current version', async () => {
    const creative = await served({ pageId: 'newsstory', slotId: 'story', size: '300x600' });
    const [file = '', query = ''] = (creative.imageUrl.split('/').pop() ?? '').split('?');
    const v = new URLSearchParams(query).get('v') ?? '';
    const res = await callRoute(creativeImageHandler(context), { query: { file, v } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const svg = String(res.body);
    expect(svg).toMatch(/^<svg [^>]*width="300" height="600"/);
    expect(svg).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
    expect(svg).not.toContain('Sky <Weather>');

    const stale = await callRoute(creativeImageHandler(context), { query: { file, v: 'old' } });
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    expect(
      await callRoute(creativeImageHandler(context), { query: { file: 'no-such-1x1.svg' } }),
    ).toMatchObject({ status: 404, body: { error: 'Creative no-such-1x1 not found' } });
    expect(
      await callRoute(creativeImageHandler(context), { query: { file: '../etc/passwd' } }),
    ).toMatchObject({ status: 400 });
  });

  it('escapes the site name in the picture', async () => {
    const res = await callRoute(creativeImageHandler(context), {
      query: { file: 'app-free-300x250.svg' },
    });
    expect(String(res.body)).toContain('Get the free Sky &lt;Weather&gt; app');
  });
});
