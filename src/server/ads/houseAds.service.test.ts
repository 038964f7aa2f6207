import { createTestDatabase, type TestDatabase } from '@tests/utils/testDatabases';

import { verifyHouseAdToken } from './houseAdTokens';
import {
  appLinkFor,
  chooseHouseAd,
  pickWeighted,
  recordClick,
  recordImpression,
  resolveTarget,
  type AppLinks,
  type HouseAdContext,
} from './houseAds.service';

const KEYS = ['test-key'];
const NO_LINKS: AppLinks = { ios: null, android: null, macos: null, desktop: null };
const IOS_STORE = 'https://apps.apple.com/app/id100';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=weather.free';
const AD_FREE_STORE = 'https://apps.apple.com/app/id200';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const slot = { pageId: 'forecasts/current', slotId: 'info-section', width: 300, height: 250 };

describe('the house ad service', () => {
  let t: TestDatabase;
  let clock: Date;
  beforeEach(async () => {
    t = await createTestDatabase('sqlite');
    clock = new Date('2026-07-01T10:20:00Z');
  });
  afterEach(() => t.destroy());

  const context = (over: Partial<HouseAdContext> = {}): HouseAdContext => ({
    db: t.db,
    cookieKeys: KEYS,
    siteName: 'Sky & Co',
    appLinks: { free: NO_LINKS, adFree: NO_LINKS },
    frequencyCap: { impressions: 3, windowMinutes: 60 },
    now: () => clock,
    random: Math.random,
    ...over,
  });

  /** Serves `n` times and counts the creatives chosen, by promotion. */
  async function serveMany(ctx: HouseAdContext, n: number, device: string | null = null) {
    const seen = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const creative = await chooseHouseAd(ctx, slot, device);
      const key = creative?.id ?? 'none';
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return seen;
  }

  it('serves a creative of exactly the asked size, with signed click and impression URLs', async () => {
    for (const [width, height] of [
      [320, 50],
      [728, 90],
      [300, 250],
      [300, 600],
    ] as const) {
      const creative = await chooseHouseAd(context(), { ...slot, width, height }, null);
      expect(creative).toMatchObject({ width, height });
      expect(creative?.id).toMatch(new RegExp(`-${width}x${height}$`));
      expect(creative?.imageUrl).toMatch(
        new RegExp(`^/web2/api/ads/creatives/${creative?.id}\\.svg\\?v=[0-9a-f]{12}$`),
      );
    }
    const creative = await chooseHouseAd(context(), slot, null);
    const token = creative?.clickUrl.replace('/web2/api/ads/click/', '') ?? '';
    expect(creative?.impressionUrl).toBe(`/web2/api/ads/impression/${token}`);
    expect(verifyHouseAdToken(token, KEYS)).toMatchObject({
      creativeId: creative?.id,
      pageId: 'forecasts/current',
      slotId: 'info-section',
      issuedAt: Math.floor(clock.getTime() / 1000),
    });
    expect(creative?.alt).toMatch(/^.+: .+$/);
    expect(creative?.alt).not.toContain('{{siteName}}');
  });

  it('answers null for a size no active creative has', async () => {
    expect(await chooseHouseAd(context(), { ...slot, width: 160, height: 600 }, null)).toBeNull();
    await t.db.updateTable('house_ad_creatives').set({ active: 0 }).execute();
    expect(await chooseHouseAd(context(), slot, null)).toBeNull();
  });

  it('chooses in proportion to the weights', async () => {
    // Only two creatives of the size remain, weighted 3 and 1.
    await t.db
      .updateTable('house_ad_creatives')
      .set({ active: 0 })
      .where('id', 'not in', ['radar-map-300x250', 'alerts-300x250'])
      .execute();
    await t.db
      .updateTable('house_ad_creatives')
      .set({ weight: 1 })
      .where('id', '=', 'alerts-300x250')
      .execute();
    let i = 0;
    // An even spread of rolls over [0, 1).
    const random = () => ((i++ % 100) + 0.5) / 100;
    const seen = await serveMany(context({ random }), 100);
    expect(seen.get('radar-map-300x250')).toBe(75);
    expect(seen.get('alerts-300x250')).toBe(25);
  });

  it('never serves a creative of weight 0', async () => {
    await t.db
      .updateTable('house_ad_creatives')
      .set({ weight: 0 })
      .where('id', '!=', 'favorites-300x250')
      .execute();
    const seen = await serveMany(context(), 20);
    expect([...seen.keys()]).toEqual(['favorites-300x250']);
  });

  it('serves no app promotion when no app link is configured', async () => {
    const seen = await serveMany(context(), 200);
    expect([...seen.keys()].filter((id) => id.startsWith('app-'))).toEqual([]);
    expect(seen.has('none')).toBe(false);
  });

  it('serves the free app only with APP_LINK_* set, and the ad-free edition only with its link', async () => {
    await t.db
      .updateTable('house_ad_creatives')
      .set({ active: 0 })
      .where('target', 'not like', 'app:%')
      .execute();
    const freeOnly = context({
      appLinks: { free: { ...NO_LINKS, ios: IOS_STORE }, adFree: NO_LINKS },
    });
    expect([...(await serveMany(freeOnly, 20)).keys()]).toEqual(['app-free-300x250']);
    const adFreeOnly = context({
      appLinks: { free: NO_LINKS, adFree: { ...NO_LINKS, ios: AD_FREE_STORE } },
    });
    expect([...(await serveMany(adFreeOnly, 20)).keys()]).toEqual(['app-ad-free-300x250']);
    expect([...(await serveMany(context(), 5)).keys()]).toEqual(['none']);
  });

  it('caps how often a device sees one creative in a window, and lifts the cap in the next', async () => {
    await t.db
      .updateTable('house_ad_creatives')
      .set({ active: 0 })
      .where('id', 'not in', ['radar-map-300x250', 'alerts-300x250'])
      .execute();
    const ctx = context({ random: () => 0 }); // always the first candidate by id: alerts
    const view = async (device: string | null) => {
      const creative = await chooseHouseAd(ctx, slot, device);
      const token = creative?.impressionUrl.split('/').pop() ?? '';
      const payload = verifyHouseAdToken(token, KEYS);
      if (payload) await recordImpression(ctx, payload, device);
      return creative?.id ?? null;
    };
    const served = [];
    for (let n = 0; n < 7; n++) served.push(await view('device-1'));
    expect(served).toEqual([
      'alerts-300x250',
      'alerts-300x250',
      'alerts-300x250',
      'radar-map-300x250',
      'radar-map-300x250',
      'radar-map-300x250',
      null,
    ]);
    // Another device, and a browser without a device, are not capped.
    expect(await view('device-2')).toBe('alerts-300x250');
    for (let n = 0; n < 5; n++) expect(await view(null)).toBe('alerts-300x250');
    // The next hour starts a new window.
    clock = new Date('2026-07-01T11:00:00Z');
    expect(await view('device-1')).toBe('alerts-300x250');
  });

  it('counts an impression once per served ad and per page view, and not after a day', async () => {
    const ctx = context();
    const creative = await chooseHouseAd(ctx, slot, null);
    const payload = verifyHouseAdToken(creative?.impressionUrl.split('/').pop() ?? '', KEYS);
    if (!payload) throw new Error('no token');
    expect(await recordImpression(ctx, payload, null, 'view-0001')).toBe('counted');
    expect(await recordImpression(ctx, payload, null, 'view-0001')).toBe('repeat');
    expect(await recordImpression(ctx, payload, null)).toBe('repeat');
    // The same page view reporting the same creative and slot under another serving.
    expect(
      await recordImpression(ctx, { ...payload, nonce: 'other-nonce' }, null, 'view-0001'),
    ).toBe('repeat');
    expect(
      await recordImpression(ctx, { ...payload, nonce: 'other-nonce' }, null, 'view-0002'),
    ).toBe('counted');
    clock = new Date(clock.getTime() + 25 * 3600 * 1000);
    expect(await recordImpression(ctx, { ...payload, nonce: 'late' }, null)).toBe('expired');
    expect(await recordClick(ctx, { ...payload, nonce: 'late' })).toBe('expired');
  });

  it('counts the first click of a served ad', async () => {
    const ctx = context();
    const creative = await chooseHouseAd(ctx, slot, null);
    const payload = verifyHouseAdToken(creative?.clickUrl.split('/').pop() ?? '', KEYS);
    if (!payload) throw new Error('no token');
    expect(await recordClick(ctx, payload)).toBe('counted');
    expect(await recordClick(ctx, payload)).toBe('repeat');
  });
});

describe('house ad targets', () => {
  const ctx = {
    appLinks: {
      free: { ios: IOS_STORE, android: PLAY_STORE, macos: null, desktop: null },
      adFree: { ios: AD_FREE_STORE, android: null, macos: null },
    },
  };

  it('sends site paths to themselves and app promotions to the visitor platform store', () => {
    expect(resolveTarget('/maps', ctx, IPHONE)).toBe('/maps');
    expect(resolveTarget('/hurricane/active', ctx, undefined)).toBe('/hurricane/active');
    expect(resolveTarget('app:free', ctx, IPHONE)).toBe(IOS_STORE);
    expect(resolveTarget('app:free', ctx, ANDROID)).toBe(PLAY_STORE);
    // No desktop link: the first configured one.
    expect(resolveTarget('app:free', ctx, WINDOWS)).toBe(IOS_STORE);
    expect(resolveTarget('app:ad-free', ctx, ANDROID)).toBe(AD_FREE_STORE);
    expect(
      resolveTarget('app:ad-free', { appLinks: { ...ctx.appLinks, adFree: NO_LINKS } }, IPHONE),
    ).toBeNull();
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/maps/../../x"'],
    ['app:other'],
    ['maps'],
    [''],
  ])('never redirects to %s', (target) => {
    expect(resolveTarget(target, ctx, IPHONE)).toBeNull();
  });

  it('picks the platform link, else the first configured', () => {
    expect(appLinkFor({ ...NO_LINKS, desktop: 'https://d.example.test/' }, WINDOWS)).toBe(
      'https://d.example.test/',
    );
    expect(appLinkFor(NO_LINKS, IPHONE)).toBeNull();
  });
});

describe('pickWeighted', () => {
  it('maps rolls to candidates by cumulative weight', () => {
    const items = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 0 },
      { id: 'c', weight: 3 },
    ];
    expect(pickWeighted(items, () => 0)?.id).toBe('a');
    expect(pickWeighted(items, () => 0.24)?.id).toBe('a');
    expect(pickWeighted(items, () => 0.25)?.id).toBe('c');
    expect(pickWeighted(items, () => 0.999999)?.id).toBe('c');
    expect(pickWeighted([], () => 0.5)).toBeNull();
    expect(pickWeighted([{ id: 'z', weight: 0 }], () => 0.5)).toBeNull();
  });
});
