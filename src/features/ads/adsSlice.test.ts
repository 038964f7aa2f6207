import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';
import { mapLayerChanged } from '@/features/maps/mapsSlice';
import { hydrated, type HydrationPayload } from '@/store/hydrated';
import type { AppStore } from '@/store/rootState';

import { newYork, paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';

import {
  adRequestCleared,
  adsSlice,
  configurePageSlots,
  fetchAdsConfig,
  pageAdsConfigured,
  refreshRequested,
  scriptLoaded,
  selectAdPageId,
  selectAdsEnabled,
  selectAdsReady,
  selectPageAdConfig,
  selectTargetingLayerId,
} from './adsSlice';

const CONFIG_URL = 'http://localhost/web2/api/ads/config/displayads';
const TARGETING_URL = 'http://localhost/web2/api/pulse/api/ads/targeting/v1/parameters';

const adsConfigAnswer = {
  PageAdConfigs: [
    {
      PageId: 'home',
      Slots: [
        {
          SlotId: 'top-banner',
          TagId: 'wb-home-top-banner',
          ScreenSizes: ['tablet', 'desktop'],
          AdProviderConfig: { sizes: [[728, 90]] },
        },
      ],
    },
    { PageId: 'maps', Slots: [] },
  ],
  baseInfiniteScrollAdSlotIds: ['news-infinite'],
  enablePreBid: false,
  disablePrebidOnPagesWithIds: ['weather-widgets'],
  safeFrame: { allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true },
  memberId: '',
  publisherId: '',
  newsTagIds: [],
  newsStoryTagIds: [],
  weatherCameraTagIds: [],
  trafficCameraTagIds: [],
};

const compliance = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
};

const seed = (overrides: Partial<HydrationPayload> = {}): HydrationPayload => ({
  config: { value: testPublicConfig() },
  page: { pageId: 'home', query: {} },
  user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
  location: {
    activeLocation: { Locality: newYork, Station: null, DefaultStationRouteString: null },
  },
  privacy: { compliance, gpc: false, statePrivacyOptedOut: null, limitUseOptedOut: null },
  ...overrides,
});

/** Records the targeting requests' queries. */
function recordTargeting(): Record<string, string>[] {
  const received: Record<string, string>[] = [];
  server.use(
    http.get(TARGETING_URL, ({ request }) => {
      received.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ r: { pageId: 'x', zip: '10001', keywords: { PC: '10001' } } });
    }),
  );
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('adsSlice reducer', () => {
  const reducer = adsSlice.reducer;

  it('moves the config from idle through fetching to loaded or failed', () => {
    let state = reducer(undefined, { type: 'init' });
    expect(state.config.status).toBe('idle');
    state = reducer(state, fetchAdsConfig.pending('r1', undefined));
    expect(state.config.status).toBe('fetching');
    state = reducer(state, fetchAdsConfig.rejected(null, 'r1', undefined, { message: 'timeout' }));
    expect(state.config).toEqual({ status: 'failed', value: null, error: 'timeout' });
    state = reducer(state, fetchAdsConfig.pending('r2', undefined));
    state = reducer(state, fetchAdsConfig.fulfilled(adsConfigAnswer as never, 'r2', undefined));
    expect(state.config.status).toBe('loaded');
    expect(state.config.error).toBeNull();
  });

  it('configures the page, and clearing the ad request resets it', () => {
    let state = reducer(undefined, pageAdsConfigured({ pageId: 'home' }));
    expect(state.page).toEqual({ pageId: 'home', configured: true, error: null });
    state = reducer(state, adRequestCleared());
    expect(state.page).toEqual({ pageId: null, configured: false, error: null });
  });

  it('flags scripts loaded and counts refreshes', () => {
    let state = reducer(undefined, scriptLoaded('gpt'));
    state = reducer(state, refreshRequested());
    expect(state.scripts).toEqual({ gpt: true, prebid: false, adBlockDetection: false });
    expect(state.refresh).toEqual({ count: 1, pending: true });
  });
});

describe('ads in the store', () => {
  let store: AppStore;
  const make = (payload = seed()) => {
    store = makeStore(payload, testDeps());
    return store;
  };

  it('sets consentReady once consent is ready, and never unsets it', async () => {
    make(seed({ privacy: undefined }));
    expect(store.getState().ads.consentReady).toBe(false);
    store.dispatch(
      hydrated({
        privacy: { compliance, gpc: false, statePrivacyOptedOut: null, limitUseOptedOut: null },
      }),
    );
    expect(store.getState().ads.consentReady).toBe(true);
    store.dispatch(
      hydrated({
        privacy: {
          compliance: { ...compliance, requiresGDPRCompliance: true },
          gpc: false,
          statePrivacyOptedOut: null,
          limitUseOptedOut: null,
        },
      }),
    );
    expect(store.getState().ads.consentReady).toBe(true);
  });

  it('knows from the seed whether the page shows ads', () => {
    expect(selectAdsEnabled(make().getState())).toBe(true);
    expect(
      selectAdsEnabled(
        make(seed({ user: { deviceId: null, isBot: true, language: 'en-US' } })).getState(),
      ),
    ).toBe(false);
  });

  it('fetches and checks the ad config; a malformed answer fails', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ PageAdConfigs: 'no' })));
    make();
    await store.dispatch(fetchAdsConfig());
    expect(store.getState().ads.config.status).toBe('failed');
    server.use(http.get(CONFIG_URL, () => HttpResponse.json(adsConfigAnswer)));
    recordTargeting();
    await store.dispatch(fetchAdsConfig());
    expect(store.getState().ads.config.status).toBe('loaded');
    expect(store.getState().ads.config.value?.PageAdConfigs[0]?.PageId).toBe('home');
  });

  it('sets up the page slots, or logs the exact message without a page config', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json(adsConfigAnswer)));
    recordTargeting();
    make(seed({ page: { pageId: 'faq', query: {} } }));
    await store.dispatch(fetchAdsConfig());
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.dispatch(configurePageSlots());
    expect(error).toHaveBeenCalledWith(
      'No pageAdConfig supplied for configurePageSlots request on pageId: faq',
    );
    error.mockRestore();
    expect(selectAdsReady(store.getState())).toBe(false);
    store.dispatch(hydrated({ page: { pageId: 'home', query: {} } }));
    await store.dispatch(configurePageSlots());
    expect(selectAdsReady(store.getState())).toBe(true);
  });

  it('clears the ad request when another page arrives, even one with the same page id', () => {
    make(seed({ page: { pageId: 'home', query: {} } }));
    store.dispatch(pageAdsConfigured({ pageId: 'home' }));
    expect(store.getState().ads.page).toEqual({ pageId: 'home', configured: true, error: null });
    store.dispatch(hydrated({ page: { pageId: 'home', query: {} } }));
    expect(store.getState().ads.page).toEqual({ pageId: null, configured: false, error: null });
    // A seed without a page (privacy answered, say) is not another page: nothing is cleared.
    store.dispatch(pageAdsConfigured({ pageId: 'home' }));
    store.dispatch(hydrated({ user: { deviceId: 'd1', isBot: false, language: 'en-US' } }));
    expect(store.getState().ads.page.configured).toBe(true);
  });

  it('sets up the slots of the page’s ad page id, which another page replaces', async () => {
    const story = {
      PageId: 'newsstory',
      Slots: [
        {
          SlotId: 'story',
          TagId: 'wb-newsstory-story',
          ScreenSizes: ['tablet', 'desktop'],
          AdProviderConfig: { sizes: [[300, 600]] },
        },
      ],
    };
    server.use(
      http.get(CONFIG_URL, () =>
        HttpResponse.json({
          ...adsConfigAnswer,
          PageAdConfigs: [...adsConfigAnswer.PageAdConfigs, story],
        }),
      ),
    );
    recordTargeting();
    make(seed({ page: { pageId: 'news', query: {} }, ads: { adPageId: 'newsstory' } }));
    await store.dispatch(fetchAdsConfig());
    await store.dispatch(configurePageSlots());
    expect(selectAdPageId(store.getState())).toBe('newsstory');
    expect(selectPageAdConfig(store.getState())?.Slots[0]?.TagId).toBe('wb-newsstory-story');
    expect(selectAdsReady(store.getState())).toBe(true);
    // A page that reports none goes by its page id.
    store.dispatch(hydrated({ page: { pageId: 'home', query: {} } }));
    expect(selectAdPageId(store.getState())).toBe('home');
  });

  it('turns ads off under the platform switch of the page id or of the ad page id', () => {
    const off = (page: string) =>
      seed({
        config: { value: testPublicConfig({ pagePlatformSwitches: { [page]: { Ads: false } } }) },
        page: { pageId: 'news', query: {} },
        ads: { adPageId: 'newsstory' },
      });
    expect(selectAdsEnabled(make(off('newsstory')).getState())).toBe(false);
    expect(selectAdsEnabled(make(off('news')).getState())).toBe(false);
    expect(selectAdsEnabled(make(off('home')).getState())).toBe(true);
  });

  describe('targeting', () => {
    beforeEach(async () => {
      server.use(http.get(CONFIG_URL, () => HttpResponse.json(adsConfigAnswer)));
    });

    it('is requested once the config is loaded, with the page, point and standard parameters', async () => {
      const received = recordTargeting();
      make();
      await settle();
      expect(received).toHaveLength(0);
      await store.dispatch(fetchAdsConfig());
      await settle();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        appId: 'wbweb',
        deviceId: 'device-1',
        locationType: 'latitudelongitude',
        location: `${newYork.Latitude},${newYork.Longitude}`,
        pageId: 'home',
        adServer: 'GAM',
        verbose: 'true',
      });
      expect(store.getState().ads.targeting.status).toBe('loaded');
      expect(store.getState().ads.targeting.params?.keywords).toEqual({ PC: '10001' });
    });

    it.each([
      ['sends Global Privacy Control', { gpc: true, statePrivacyOptedOut: null }],
      ['opted out of sale and sharing', { gpc: false, statePrivacyOptedOut: true }],
    ])(
      'for a visitor who %s, is asked for without the device id and with Do Not Track',
      async (_, choice) => {
        const asked: { query: Record<string, string>; dnt: string | null }[] = [];
        server.use(
          http.get(TARGETING_URL, ({ request }) => {
            const query = Object.fromEntries(new URL(request.url).searchParams);
            asked.push({ query, dnt: request.headers.get('dnt') });
            return HttpResponse.json({ r: { pageId: 'x', doNotTrack: true, keywords: {} } });
          }),
        );
        make(seed({ privacy: { compliance, limitUseOptedOut: null, ...choice } }));
        await store.dispatch(fetchAdsConfig());
        await settle();
        expect(asked).toHaveLength(1);
        expect(asked[0]?.query).not.toHaveProperty('deviceId');
        // As a field too: Chromium drops a DNT header a page's script sets.
        expect(asked[0]?.query).toMatchObject({ appId: 'wbweb', pageId: 'home', doNotTrack: '1' });
        expect(asked[0]?.dnt).toBe('1');
      },
    );

    it('is asked for again when the visitor opts back in: personalised, with the device id', async () => {
      const received = recordTargeting();
      make(
        seed({
          privacy: { compliance, gpc: false, statePrivacyOptedOut: true, limitUseOptedOut: null },
        }),
      );
      await store.dispatch(fetchAdsConfig());
      await settle();
      expect(received).toHaveLength(1);
      expect(received[0]).not.toHaveProperty('deviceId');
      store.dispatch({
        type: 'privacy/updateOptOut/fulfilled',
        payload: { kind: 'statePrivacy', optedOut: false },
        meta: { arg: { kind: 'statePrivacy', optedOut: false } },
      });
      await settle();
      expect(received).toHaveLength(2);
      expect(received[1]).toMatchObject({ deviceId: 'device-1' });
    });

    it('is not requested where ads are off', async () => {
      const received = recordTargeting();
      make(seed({ config: { value: testPublicConfig({ disableAds: true }) } }));
      await store.dispatch(fetchAdsConfig());
      await settle();
      expect(received).toHaveLength(0);
    });

    it('is requested again when the page id, the latitude or the longitude changes', async () => {
      const received = recordTargeting();
      make();
      await store.dispatch(fetchAdsConfig());
      await settle();
      store.dispatch(hydrated({ page: { pageId: 'forecasts/current', query: {} } }));
      await settle();
      store.dispatch(
        hydrated({
          location: {
            activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null },
          },
        }),
      );
      await settle();
      store.dispatch(
        hydrated({
          location: {
            activeLocation: {
              Locality: { ...paris, Longitude: paris.Longitude + 1 },
              Station: null,
              DefaultStationRouteString: null,
            },
          },
        }),
      );
      await settle();
      expect(received.map((q) => [q.pageId, q.location])).toEqual([
        ['home', `${newYork.Latitude},${newYork.Longitude}`],
        ['forecasts/current', `${newYork.Latitude},${newYork.Longitude}`],
        ['forecasts/current', `${paris.Latitude},${paris.Longitude}`],
        ['forecasts/current', `${paris.Latitude},${paris.Longitude + 1}`],
      ]);
    });

    it('is requested again when the map layer changes, with the layer on the maps page', async () => {
      const received = recordTargeting();
      make(seed({ page: { pageId: 'maps', query: {} } }));
      await store.dispatch(fetchAdsConfig());
      await settle();
      store.dispatch(mapLayerChanged({ layerId: 'Temperature.Global' }));
      await settle();
      expect(received).toHaveLength(2);
      expect(received[1]).toMatchObject({ pageId: 'maps', layerId: 'Temperature.Global' });
    });

    it('carries the default layer on the maps page’s first request, or the address’s layer', async () => {
      const received = recordTargeting();
      make(seed({ page: { pageId: 'maps', query: {} } }));
      await store.dispatch(fetchAdsConfig());
      await settle();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ pageId: 'maps', layerId: 'Radar.Global' });
      store.dispatch(
        hydrated({ page: { pageId: 'maps', query: { layerId: 'temperature.global' } } }),
      );
      await settle();
      expect(received[1]).toMatchObject({ pageId: 'maps', layerId: 'Temperature.Global' });
      // An unknown layer in the address is the default one, as the map opens on it.
      store.dispatch(hydrated({ page: { pageId: 'maps', query: { layerId: 'Snow.Global' } } }));
      expect(selectTargetingLayerId(store.getState())).toBe('Radar.Global');
      store.dispatch(hydrated({ page: { pageId: 'home', query: { layerId: 'Radar.Global' } } }));
      expect(selectTargetingLayerId(store.getState())).toBeNull();
    });

    it('sends the page’s ad page id, not its page id, where the page reports one', async () => {
      const received = recordTargeting();
      make(seed({ page: { pageId: 'news', query: {} }, ads: { adPageId: 'newsstory' } }));
      await store.dispatch(fetchAdsConfig());
      await settle();
      expect(received[0]).toMatchObject({ pageId: 'newsstory' });
    });

    it('is requested again on the refresh flag, past the local cache', async () => {
      const received = recordTargeting();
      make();
      await store.dispatch(fetchAdsConfig());
      await settle();
      store.dispatch(refreshRequested());
      await settle();
      expect(received).toHaveLength(2);
    });

    it('keeps the error of a refused request', async () => {
      server.use(
        http.get(TARGETING_URL, () => HttpResponse.json({ error: 'bad' }, { status: 400 })),
      );
      make();
      await store.dispatch(fetchAdsConfig());
      await settle();
      expect(store.getState().ads.targeting.status).toBe('failed');
      expect(store.getState().ads.targeting.error).toBeTruthy();
    });
  });
});
