import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';
import { fetchAndActivateRemoteConfig } from '@/features/remote-config/remoteConfigSlice';
import type { HydrationPayload } from '@/store/hydrated';

import { newYork } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';

import { activeSlotIds, provideAdapter } from './adapterRegistry';
import { adBlockDetected, fetchAdsConfig, pageAdsConfigured } from './adsSlice';
import { chooseAdapter, refreshAds } from './adsRuntime';
import type { AdAdapter } from './adsTypes';

const compliance = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
};
const adsConfig = {
  PageAdConfigs: [
    {
      PageId: 'home',
      Slots: [
        {
          SlotId: 'top-banner',
          TagId: 't',
          ScreenSizes: ['desktop' as const],
          AdProviderConfig: { sizes: [[728, 90] as [number, number]] },
        },
      ],
    },
  ],
  baseInfiniteScrollAdSlotIds: [],
  enablePreBid: true,
  disablePrebidOnPagesWithIds: [],
  safeFrame: { allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true },
  memberId: '',
  publisherId: '',
  newsTagIds: [],
  newsStoryTagIds: [],
  weatherCameraTagIds: [],
  trafficCameraTagIds: [],
  prebidScriptUrl: 'https://cdn.example.com/prebid.js',
};

function storeWith(options: { gpt: boolean; gdpr?: boolean; gpc?: boolean; flagKey?: string }) {
  const config = testPublicConfig();
  const adTagVendor = {
    ...config.adTagVendor,
    IsEnabled: options.gpt,
    FirebaseRemoteConfigKey: options.flagKey ?? '',
  };
  const payload: HydrationPayload = {
    config: { value: { ...config, adTagVendor } },
    page: { pageId: 'home', query: {} },
    user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
    location: {
      activeLocation: { Locality: newYork, Station: null, DefaultStationRouteString: null },
    },
    privacy: {
      compliance: { ...compliance, requiresGDPRCompliance: Boolean(options.gdpr) },
      gpc: Boolean(options.gpc),
      statePrivacyOptedOut: null,
      limitUseOptedOut: null,
    },
  };
  const store = makeStore(payload, testDeps());
  store.dispatch(fetchAdsConfig.fulfilled(adsConfig, 'r', undefined));
  store.dispatch(pageAdsConfigured({ pageId: 'home' }));
  return store;
}

const FLAGS_URL = 'http://localhost/remote-config/v1/projects/local/namespaces/firebase\\:fetch';

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.src);

describe('ads runtime', () => {
  beforeEach(() =>
    server.use(
      http.get('http://localhost/web2/api/pulse/api/ads/targeting/v1/parameters', () =>
        HttpResponse.json({ r: { keywords: {} } }),
      ),
    ),
  );
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { googletag?: unknown }).googletag;
    delete (window as { pbjs?: unknown }).pbjs;
  });

  it('uses the house adapter unless the configuration asks for the ad tag, and loads no script', async () => {
    const adapter = await chooseAdapter(storeWith({ gpt: false }));
    expect(adapter.name).toBe('house');
    expect(scripts()).toEqual([]);
  });

  it('uses GPT with header bidding when configured and allowed', async () => {
    const adapter = await chooseAdapter(storeWith({ gpt: true }));
    expect(adapter.name).toBe('gpt');
    expect(scripts()).toEqual([
      'https://securepagead2.googlesyndication.com/tag/js/gpt.js',
      'https://cdn.example.com/prebid.js',
    ]);
  });

  it('loads no header-bidding script for a visitor sending Global Privacy Control', async () => {
    const adapter = await chooseAdapter(storeWith({ gpt: true, gpc: true }));
    expect(adapter.name).toBe('gpt');
    expect(scripts()).toEqual(['https://securepagead2.googlesyndication.com/tag/js/gpt.js']);
  });

  it('loads no vendor script for a GDPR visitor who has not consented', async () => {
    const adapter = await chooseAdapter(storeWith({ gpt: true, gdpr: true }));
    expect(adapter.name).toBe('house');
    expect(scripts()).toEqual([]);
  });

  describe('the ad-tag vendor’s remote flag (a kill switch)', () => {
    const flagKey = 'enableAdTagVendor';
    const activated = (value: string) =>
      fetchAndActivateRemoteConfig.fulfilled(
        { ok: true, result: { values: { [flagKey]: value }, templateVersion: '1', fetched: true } },
        'r',
        undefined,
      );

    it('loads no vendor script when the flag was activated false', async () => {
      const store = storeWith({ gpt: true, flagKey });
      store.dispatch(activated('false'));
      expect((await chooseAdapter(store)).name).toBe('house');
      expect(scripts()).toEqual([]);
    });

    it('loads no vendor script when the flag fetch failed', async () => {
      const store = storeWith({ gpt: true, flagKey });
      store.dispatch(
        fetchAndActivateRemoteConfig.fulfilled(
          { ok: false, failure: { kind: 'fetch-status', message: 'HTTP 500', httpStatus: 500 } },
          'r',
          undefined,
        ),
      );
      expect((await chooseAdapter(store)).name).toBe('house');
      expect(scripts()).toEqual([]);
    });

    it('waits for the flag fetch, then loads GPT and Prebid when it is on', async () => {
      server.use(
        http.post(FLAGS_URL, () =>
          HttpResponse.json({
            entries: { [flagKey]: 'true' },
            state: 'UPDATE',
            templateVersion: '2',
          }),
        ),
      );
      const store = storeWith({ gpt: true, flagKey });
      expect((await chooseAdapter(store)).name).toBe('gpt');
      expect(store.getState().remoteConfig.fetchStatus).toBe('success');
      expect(scripts()).toEqual([
        'https://securepagead2.googlesyndication.com/tag/js/gpt.js',
        'https://cdn.example.com/prebid.js',
      ]);
    });

    it('passes the configured price granularity to Prebid', async () => {
      const store = storeWith({ gpt: true, flagKey });
      store.dispatch(
        fetchAdsConfig.fulfilled({ ...adsConfig, priceGranularity: 'dense' }, 'r', undefined),
      );
      store.dispatch(activated('true'));
      await chooseAdapter(store);
      const pbjs = (window as { pbjs?: { que: (() => void)[] } }).pbjs;
      const setConfig = jest.fn();
      Object.assign(pbjs ?? {}, { setConfig });
      for (const command of pbjs?.que ?? []) command();
      expect(setConfig).toHaveBeenCalledWith(
        expect.objectContaining({ priceGranularity: 'dense' }),
      );
    });
  });

  it('refreshes the valid slots on screen and logs the exact message for an invalid one', async () => {
    const store = storeWith({ gpt: false });
    const adapter: AdAdapter = {
      name: 'house',
      requestAd: jest.fn(),
      refresh: jest.fn().mockResolvedValue(undefined),
      destroy: jest.fn(),
    };
    provideAdapter(store, adapter);
    activeSlotIds(store).add('top-banner').add('gone');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await refreshAds(store);
    expect(error).toHaveBeenCalledWith(
      'Ad refresh failed for slotId: gone. Reason: Invalid SlotId',
    );
    error.mockRestore();
    expect(adapter.refresh).toHaveBeenCalledWith(['top-banner']);
    expect(store.getState().ads.refresh).toEqual({ count: 1, pending: false });
  });

  it('remembers a dismissed ad-block notice', () => {
    const store = storeWith({ gpt: false });
    store.dispatch(adBlockDetected({ dismissed: true }));
    expect(store.getState().ads.adBlock).toEqual({ detected: true, dismissed: true });
  });
});
