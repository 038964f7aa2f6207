import { testPublicConfig } from '@tests/support/publicConfig';

import {
  adBlockDetectionAllowed,
  adsEnabled,
  configurePageSlotsError,
  configuredSlot,
  deviceClassForWidth,
  deviceClassKeyword,
  gptConfigured,
  infiniteScrollSlot,
  infiniteScrollSlotId,
  infiniteScrollWarning,
  isPriceGranularity,
  mayLoadVendorScripts,
  prebidAllowed,
  priceGranularityOf,
  refreshAdError,
  refreshIntervalMs,
  shouldRequestTargeting,
  targetingKeywords,
  type PrebidInput,
  type TargetingInput,
} from './adsRules';
import type { AdsGlobalConfig, PageAdConfig } from './adsTypes';

const page: PageAdConfig = {
  PageId: 'forecasts/current',
  Slots: [
    {
      SlotId: 'top-banner-mobile',
      TagId: 't-m',
      ScreenSizes: ['mobile'],
      AdProviderConfig: { sizes: [[320, 50]] },
    },
    {
      SlotId: 'top-banner',
      TagId: 't',
      ScreenSizes: ['tablet', 'desktop'],
      AdProviderConfig: { sizes: [[728, 90]] },
    },
  ],
};

const adsConfig: AdsGlobalConfig = {
  PageAdConfigs: [page],
  baseInfiniteScrollAdSlotIds: ['news-infinite'],
  enablePreBid: true,
  disablePrebidOnPagesWithIds: ['weather-widgets'],
  safeFrame: { allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true },
  memberId: '',
  publisherId: '',
  newsTagIds: [],
  newsStoryTagIds: [],
  weatherCameraTagIds: [],
  trafficCameraTagIds: [],
  prebidScriptUrl: '/ads/prebid.js',
};

describe('adsEnabled', () => {
  const base = {
    compliance: { disableAds: false },
    config: testPublicConfig(),
    pageId: 'home',
    isBot: false,
  };

  it('is on when nothing disables ads', () => {
    expect(adsEnabled(base)).toBe(true);
  });
  it('is off when the compliance result disables ads', () => {
    expect(adsEnabled({ ...base, compliance: { disableAds: true } })).toBe(false);
  });
  it('is off when the configuration disables ads', () => {
    expect(adsEnabled({ ...base, config: testPublicConfig({ disableAds: true }) })).toBe(false);
  });
  it("is off when the page's platform switch is false, on when true or absent", () => {
    const switches = { home: { Ads: false }, faq: { Ads: true } };
    const config = testPublicConfig({ pagePlatformSwitches: switches });
    expect(adsEnabled({ ...base, config })).toBe(false);
    expect(adsEnabled({ ...base, config, pageId: 'faq' })).toBe(true);
    expect(adsEnabled({ ...base, config, pageId: 'maps' })).toBe(true);
  });
  it('is never on a page without ads (a 404, an error, signing in), whatever the switches say', () => {
    const config = testPublicConfig({ pagePlatformSwitches: { 'not-found': { Ads: true } } });
    expect(adsEnabled({ ...base, config, pageId: 'not-found' })).toBe(false);
    expect(adsEnabled({ ...base, pageId: 'error' })).toBe(false);
    expect(adsEnabled({ ...base, pageId: 'signin' })).toBe(false);
  });
  it('is never on for a crawler', () => {
    expect(adsEnabled({ ...base, isBot: true })).toBe(false);
  });
  it('is on while the compliance result is unknown, off without configuration', () => {
    expect(adsEnabled({ ...base, compliance: null })).toBe(true);
    expect(adsEnabled({ ...base, config: null })).toBe(false);
  });
});

describe('mayLoadVendorScripts', () => {
  const base = { isBot: false, consentReady: true, gdprRequired: false, consented: false };
  it('allows a visitor outside GDPR once consent is ready', () => {
    expect(mayLoadVendorScripts(base)).toBe(true);
  });
  it('refuses a GDPR visitor who has not consented, allows one who has', () => {
    expect(mayLoadVendorScripts({ ...base, gdprRequired: true })).toBe(false);
    expect(mayLoadVendorScripts({ ...base, gdprRequired: true, consented: true })).toBe(true);
  });
  it('waits for consent and never loads for a crawler', () => {
    expect(mayLoadVendorScripts({ ...base, consentReady: false })).toBe(false);
    expect(mayLoadVendorScripts({ ...base, isBot: true })).toBe(false);
  });
});

describe('gptConfigured', () => {
  it('is true with the ad-tag vendor or the test ad enabled', () => {
    const config = testPublicConfig();
    expect(gptConfigured(config)).toBe(false);
    expect(
      gptConfigured({ ...config, adTagVendor: { ...config.adTagVendor, IsEnabled: true } }),
    ).toBe(true);
    expect(gptConfigured({ ...config, testAd: { ...config.testAd, IsEnabled: true } })).toBe(true);
    expect(gptConfigured(null)).toBe(false);
  });
});

describe('prebidAllowed', () => {
  const base: PrebidInput = {
    adsConfig,
    pageId: 'home',
    cookie: null,
    doNotSell: null,
    limitUseOfPI: null,
    gpc: false,
  };
  it('allows header bidding when enabled, configured and not opted out', () => {
    expect(prebidAllowed(base)).toBe(true);
  });
  it('refuses when the config disables it or names no script', () => {
    expect(prebidAllowed({ ...base, adsConfig: { ...adsConfig, enablePreBid: false } })).toBe(
      false,
    );
    expect(
      prebidAllowed({ ...base, adsConfig: { ...adsConfig, prebidScriptUrl: undefined } }),
    ).toBe(false);
  });
  it('refuses on a page listed in disablePrebidOnPagesWithIds', () => {
    expect(prebidAllowed({ ...base, pageId: 'weather-widgets' })).toBe(false);
  });
  it('refuses when the privacy cookie has do-not-sell or limit-use', () => {
    expect(prebidAllowed({ ...base, cookie: { doNotSell: true } })).toBe(false);
    expect(prebidAllowed({ ...base, cookie: { limitUseOfPI: true } })).toBe(false);
    expect(prebidAllowed({ ...base, cookie: { doNotSell: false, limitUseOfPI: false } })).toBe(
      true,
    );
  });
  it("refuses when the store's opt-outs or Global Privacy Control say so", () => {
    expect(prebidAllowed({ ...base, doNotSell: true })).toBe(false);
    expect(prebidAllowed({ ...base, limitUseOfPI: true })).toBe(false);
    expect(prebidAllowed({ ...base, gpc: true })).toBe(false);
  });
});

describe('shouldRequestTargeting', () => {
  const base: TargetingInput = {
    adsEnabled: true,
    pageId: 'home',
    latitude: 40.7,
    longitude: -74,
    credentials: true,
    stdParameters: { appId: 'wbweb', appVersion: '1', formFactor: 'website' },
    adTargetingBaseUrl: '/web2/api/pulse',
    adsConfig,
  };
  it('requests when everything is present', () => {
    expect(shouldRequestTargeting(base)).toBe(true);
  });
  it.each([
    ['ads disabled', { adsEnabled: false }],
    ['no page id', { pageId: '' }],
    ['no latitude', { latitude: null }],
    ['no longitude', { longitude: undefined }],
    ['no credentials (proxy)', { credentials: false }],
    ['no standard parameters', { stdParameters: null }],
    ['no ad targeting base URL', { adTargetingBaseUrl: '' }],
    ['no ad global config', { adsConfig: null }],
  ])('does not request with %s', (_, change) => {
    expect(shouldRequestTargeting({ ...base, ...change })).toBe(false);
  });
  it('accepts a latitude or longitude of 0', () => {
    expect(shouldRequestTargeting({ ...base, latitude: 0, longitude: 0 })).toBe(true);
  });
});

describe('price granularity', () => {
  it.each(['low', 'medium', 'high', 'auto', 'dense'])('accepts %s', (name) => {
    expect(isPriceGranularity(name)).toBe(true);
  });
  it('accepts a bucket object', () => {
    expect(isPriceGranularity({ buckets: [{ precision: 2, max: 20, increment: 0.1 }] })).toBe(true);
  });
  it('refuses anything else and falls back to medium', () => {
    for (const bad of ['ultra', '', 5, null, {}, { buckets: [] }, { buckets: [{ max: 5 }] }]) {
      expect(isPriceGranularity(bad)).toBe(false);
      expect(priceGranularityOf(bad)).toBe('medium');
    }
    expect(priceGranularityOf('dense')).toBe('dense');
  });
});

describe('refresh and slot setup messages', () => {
  it('refuses a refresh for a slot id the page does not have', () => {
    expect(refreshAdError('nope', page, 'forecasts/current')).toBe(
      'Ad refresh failed for slotId: nope. Reason: Invalid SlotId',
    );
    expect(refreshAdError('', page, 'forecasts/current')).toBe(
      'Ad refresh failed for slotId: . Reason: Invalid SlotId',
    );
    expect(refreshAdError('top-banner', page, 'forecasts/current')).toBeNull();
  });
  it('refuses a refresh without a valid pageAdConfig', () => {
    expect(refreshAdError('top-banner', null, 'maps')).toBe(
      'Invalid pageAdConfig supplied for refreshAd request on pageId: maps',
    );
    expect(refreshAdError('top-banner', { PageId: 'maps' }, 'maps')).toBe(
      'Invalid pageAdConfig supplied for refreshAd request on pageId: maps',
    );
  });
  it('refuses to set up slots without a pageAdConfig', () => {
    expect(configurePageSlotsError(null, 'faq')).toBe(
      'No pageAdConfig supplied for configurePageSlots request on pageId: faq',
    );
    expect(configurePageSlotsError(page, 'forecasts/current')).toBeNull();
  });
  it('warns of an infinite-scroll ad with no slot map', () => {
    expect(infiniteScrollWarning('news-infinite-3', adsConfig, {})).toMatch(
      /no slot map for slotId: news-infinite-3/,
    );
    expect(infiniteScrollWarning('news-infinite-3', adsConfig, { 'news-infinite': {} })).toBeNull();
    expect(infiniteScrollWarning('top-banner', adsConfig, null)).toBeNull();
  });
});

describe('adBlockDetectionAllowed', () => {
  const base = { enabled: true, hasSParam: false, isBot: false, complianceDisablesAds: false };
  it('runs only when enabled', () => {
    expect(adBlockDetectionAllowed(base)).toBe(true);
    expect(adBlockDetectionAllowed({ ...base, enabled: false })).toBe(false);
  });
  it('is suppressed by ?s=', () => {
    expect(adBlockDetectionAllowed({ ...base, hasSParam: true })).toBe(false);
  });
  it('never runs for a crawler or where compliance disables ads', () => {
    expect(adBlockDetectionAllowed({ ...base, isBot: true })).toBe(false);
    expect(adBlockDetectionAllowed({ ...base, complianceDisablesAds: true })).toBe(false);
  });
});

describe('refreshIntervalMs', () => {
  const base = { configuredSeconds: undefined, override: null, environment: 'Production' as const };
  it('defaults to 300 s', () => {
    expect(refreshIntervalMs(base)).toBe(300_000);
  });
  it('takes the configured seconds, at least 30', () => {
    expect(refreshIntervalMs({ ...base, configuredSeconds: 120 })).toBe(120_000);
    expect(refreshIntervalMs({ ...base, configuredSeconds: 10 })).toBe(300_000);
  });
  it('honours ?adRefresh= only outside production, within 5 to 3600 s', () => {
    expect(refreshIntervalMs({ ...base, override: '5' })).toBe(300_000);
    const staging = { ...base, environment: 'Staging' as const };
    expect(refreshIntervalMs({ ...staging, override: '5' })).toBe(5_000);
    expect(refreshIntervalMs({ ...staging, override: '1' })).toBe(300_000);
    expect(refreshIntervalMs({ ...staging, override: 'soon' })).toBe(300_000);
    expect(refreshIntervalMs({ ...staging, override: '7200' })).toBe(300_000);
  });
});

describe('device classes and slots', () => {
  it('splits widths at 720 and 1030 px', () => {
    expect(deviceClassForWidth(720)).toBe('mobile');
    expect(deviceClassForWidth(721)).toBe('tablet');
    expect(deviceClassForWidth(1030)).toBe('tablet');
    expect(deviceClassForWidth(1031)).toBe('desktop');
    expect(deviceClassKeyword('mobile')).toBe('s');
    expect(deviceClassKeyword('tablet')).toBe('t');
    expect(deviceClassKeyword('desktop')).toBe('d');
  });
  it("finds the page's slot for the device class", () => {
    const ids = ['top-banner-mobile', 'top-banner'];
    expect(configuredSlot(page, ids, 'mobile')?.SlotId).toBe('top-banner-mobile');
    expect(configuredSlot(page, ids, 'desktop')?.SlotId).toBe('top-banner');
    expect(configuredSlot(page, ['info-section'], 'desktop')).toBeNull();
    expect(configuredSlot(null, ids, 'desktop')).toBeNull();
  });

  describe('infinite-scroll repetitions', () => {
    const news: PageAdConfig = {
      PageId: 'news',
      Slots: [
        {
          SlotId: 'news-infinite',
          TagId: 'wb-news-infinite',
          ScreenSizes: ['mobile', 'tablet', 'desktop'],
          AdProviderConfig: { sizes: [[300, 250]] },
        },
      ],
    };
    const bases = ['news-infinite'];

    it('numbers the repetitions of a base slot from 1', () => {
      expect(infiniteScrollSlotId('news-infinite', 3)).toBe('news-infinite-3');
    });

    it("take the base slot's tag and sizes under their own id", () => {
      expect(configuredSlot(news, ['news-infinite-3'], 'mobile', bases)).toEqual({
        ...news.Slots[0],
        SlotId: 'news-infinite-3',
      });
      expect(infiniteScrollSlot(news, 'news-infinite-12', bases)?.TagId).toBe('wb-news-infinite');
    });

    it('are no slot without the base id in the config, on a page without the base slot, or when malformed', () => {
      expect(configuredSlot(news, ['news-infinite-3'], 'mobile')).toBeNull();
      expect(configuredSlot(page, ['news-infinite-3'], 'mobile', bases)).toBeNull();
      expect(infiniteScrollSlot(news, 'news-infinite-0', bases)).toBeNull();
      expect(infiniteScrollSlot(news, 'news-infinite-x', bases)).toBeNull();
      expect(infiniteScrollSlot(news, 'news-infinite-1000', bases)).toBeNull();
    });
  });
});

describe('targetingKeywords', () => {
  const base = {
    keywords: { PC: '10001', sourceProviderId: 'x', layerId: 'stale' },
    zip: null,
    deviceClass: 'tablet' as const,
    pageId: 'maps',
    layerId: 'Radar.Global',
    sourceProviderId: 'wb',
  };
  it('sets DVC, PC, layerId on maps and sourceProviderId from configuration', () => {
    expect(targetingKeywords(base)).toEqual({
      PC: '10001',
      DVC: 't',
      layerId: 'Radar.Global',
      sourceProviderId: 'wb',
    });
  });
  it('takes PC from the place’s own postal code when targeting has none, and sends none without', () => {
    const none = { ...base, keywords: {}, pageId: 'home' };
    expect(targetingKeywords({ ...none, placePostalCode: '80202' }).PC).toBe('80202');
    expect(targetingKeywords({ ...none, zip: '10001', placePostalCode: '80202' }).PC).toBe('10001');
    expect(targetingKeywords({ ...none, placePostalCode: null })).not.toHaveProperty('PC');
  });
  it('drops layerId off the maps page and takes PC from the zip', () => {
    expect(targetingKeywords({ ...base, keywords: {}, zip: '75001', pageId: 'home' })).toEqual({
      PC: '75001',
      DVC: 't',
      sourceProviderId: 'wb',
    });
  });
});
