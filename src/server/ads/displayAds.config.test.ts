import { PAGES_WITHOUT_ADS } from '@/features/ads/adsRules';
import { FRAME_SLOT_IDS } from '@/features/ads/components/FrameAds';
import { pageRoutes } from '@/lib/routes/pageRoutes';
import { defaultSiteSettings } from '@/server/config/siteSettings';

import { AD_SIZES, findAdSlot, getDisplayAdsConfig } from './displayAds.config';

const defaults = defaultSiteSettings().ads;
const config = getDisplayAdsConfig(defaults);
const page = (id: string) => config.PageAdConfigs.find((p) => p.PageId === id);
const sizesOf = (pageId: string, slotId: string) =>
  page(pageId)?.Slots.find((s) => s.SlotId === slotId);

describe('the display ad config', () => {
  it('has a page config for every page type of the page table', () => {
    const ids = new Set(config.PageAdConfigs.map((p) => p.PageId));
    const missing = [...new Set(pageRoutes.map((r) => r.pageId))].filter(
      (id) => !PAGES_WITHOUT_ADS.has(id) && !ids.has(id),
    );
    expect(missing).toEqual([]);
    for (const id of ['newsstory', 'hurricane', 'weatherlandingcamera', 'trafficlandingcamera'])
      expect(ids).toContain(id);
    expect(config.PageAdConfigs).toHaveLength(ids.size);
  });

  it('gives every page unique, stable slot ids and tag ids, each slot one size of the served sizes', () => {
    for (const { PageId, Slots } of config.PageAdConfigs) {
      expect(Slots.length).toBeGreaterThan(0);
      expect(new Set(Slots.map((s) => s.SlotId)).size).toBe(Slots.length);
      for (const slot of Slots) {
        expect(slot.SlotId).toMatch(/^[a-z0-9][a-z0-9-]*$/);
        expect(slot.TagId).toBe(`wb-${PageId.replace(/\//g, '-')}-${slot.SlotId}`);
        expect(slot.ScreenSizes.length).toBeGreaterThan(0);
        for (const [w, h] of slot.AdProviderConfig.sizes)
          expect(AD_SIZES.some(([sw, sh]) => sw === w && sh === h)).toBe(true);
      }
    }
    const tagIds = config.PageAdConfigs.flatMap((p) => p.Slots.map((s) => s.TagId));
    expect(new Set(tagIds).size).toBe(tagIds.length);
  });

  it('fills every place the frame reserves on every page with ads: no labelled box stays empty', () => {
    // The frame draws the top banner and the info section on every page that carries ads.
    const frameSlots = [...FRAME_SLOT_IDS.top, ...FRAME_SLOT_IDS.info];
    for (const { PageId, Slots } of config.PageAdConfigs) {
      const ids = Slots.map((s) => s.SlotId);
      expect([PageId, frameSlots.filter((id) => !ids.includes(id))]).toEqual([PageId, []]);
    }
  });

  it('uses the fixed sizes: hurricane top banner, info section and story section', () => {
    expect(sizesOf('hurricane', 'top-banner-mobile')).toMatchObject({
      ScreenSizes: ['mobile'],
      AdProviderConfig: { sizes: [[320, 50]] },
    });
    expect(sizesOf('hurricane', 'top-banner')).toMatchObject({
      ScreenSizes: ['tablet', 'desktop'],
      AdProviderConfig: { sizes: [[728, 90]] },
    });
    expect(sizesOf('hurricane', 'info-section')).toMatchObject({
      ScreenSizes: ['mobile', 'tablet', 'desktop'],
      AdProviderConfig: { sizes: [[300, 250]] },
    });
    expect(sizesOf('newsstory', 'story-mobile')).toMatchObject({
      ScreenSizes: ['mobile'],
      AdProviderConfig: { sizes: [[300, 250]] },
    });
    expect(sizesOf('newsstory', 'story')).toMatchObject({
      ScreenSizes: ['tablet', 'desktop'],
      AdProviderConfig: { sizes: [[300, 600]] },
    });
    // Every other page: the same top banner and a 300x250 info section.
    for (const id of ['home', 'forecasts/daily', 'maps', 'legal/privacy', 'sitemap']) {
      expect(sizesOf(id, 'top-banner-mobile')?.AdProviderConfig.sizes).toEqual([[320, 50]]);
      expect(sizesOf(id, 'top-banner')?.AdProviderConfig.sizes).toEqual([[728, 90]]);
      expect(sizesOf(id, 'info-section')?.AdProviderConfig.sizes).toEqual([[300, 250]]);
    }
  });

  it('repeats the news list slot for infinite scroll', () => {
    expect(config.baseInfiniteScrollAdSlotIds).toEqual(['news-infinite']);
    expect(sizesOf('news', 'news-infinite')?.AdProviderConfig.sizes).toEqual([[300, 250]]);
    expect(findAdSlot(config, 'news', 'news-infinite-3')?.SlotId).toBe('news-infinite');
    expect(findAdSlot(config, 'news', 'news-infinite-0')).toBeNull();
    expect(findAdSlot(config, 'home', 'news-infinite-1')).toBeNull();
    expect(findAdSlot(config, 'news', 'info-section-2')).toBeNull();
    expect(findAdSlot(config, 'no-such-page', 'info-section')).toBeNull();
  });

  it('takes the prebid, member, publisher, tag id and safe-frame settings from the site settings', () => {
    expect(config).toMatchObject({
      enablePreBid: false,
      disablePrebidOnPagesWithIds: ['weather-widgets'],
      memberId: '',
      publisherId: '',
      newsTagIds: [],
      safeFrame: { allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true },
      refreshIntervalSeconds: 300,
    });
    // No header-bidding script configured: none in the answer, so the browser bids on nothing.
    expect(config).not.toHaveProperty('prebidScriptUrl');
    const custom = getDisplayAdsConfig({
      ...defaults,
      enablePreBid: true,
      disablePrebidOnPagesWithIds: ['maps'],
      memberId: '1234',
      publisherId: 'pub-9',
      tagIdPrefix: 'acme',
      newsTagIds: ['n1'],
      newsStoryTagIds: ['s1', 's2'],
      weatherCameraTagIds: ['w1'],
      trafficCameraTagIds: ['t1'],
      safeFrame: { allowOverlayExpansion: false, allowPushExpansion: true, sandbox: false },
      prebidScriptUrl: 'https://cdn.example.net/prebid.js',
      refreshIntervalSeconds: 120,
    });
    expect(custom).toMatchObject({
      prebidScriptUrl: 'https://cdn.example.net/prebid.js',
      refreshIntervalSeconds: 120,
      enablePreBid: true,
      disablePrebidOnPagesWithIds: ['maps'],
      memberId: '1234',
      publisherId: 'pub-9',
      newsTagIds: ['n1'],
      newsStoryTagIds: ['s1', 's2'],
      weatherCameraTagIds: ['w1'],
      trafficCameraTagIds: ['t1'],
      safeFrame: { allowOverlayExpansion: false, allowPushExpansion: true, sandbox: false },
    });
    expect(custom.PageAdConfigs[0]?.Slots[0]?.TagId).toMatch(/^acme-/);
  });

  it('publishes the configured price granularity (medium by default)', () => {
    expect(config.priceGranularity).toBe('medium');
    expect(getDisplayAdsConfig({ ...defaults, priceGranularity: 'dense' }).priceGranularity).toBe(
      'dense',
    );
    const buckets = {
      buckets: [
        { max: 5, increment: 0.05 },
        { max: 20, increment: 0.5 },
      ],
    };
    expect(
      getDisplayAdsConfig({ ...defaults, priceGranularity: buckets }).priceGranularity,
    ).toEqual(buckets);
  });
});
