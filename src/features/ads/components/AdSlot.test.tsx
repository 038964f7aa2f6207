import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';
import { hydrated, type HydrationPayload } from '@/store/hydrated';

import { newYork } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { provideAdapter } from '../adapterRegistry';
import { fetchAdsConfig, pageAdsConfigured } from '../adsSlice';
import type { AdAdapter } from '../adsTypes';
import { AdSlot } from './AdSlot';
import { FeedAd, FrameAdSide, FrameAdTop } from './FrameAds';

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

const config = {
  baseInfiniteScrollAdSlotIds: ['news-infinite'],
  PageAdConfigs: [
    {
      PageId: 'news',
      Slots: [
        {
          SlotId: 'news-infinite',
          TagId: 'wb-news-infinite',
          ScreenSizes: ['mobile', 'tablet', 'desktop'],
          AdProviderConfig: { sizes: [[300, 250]] },
        },
      ],
    },
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
  ],
  enablePreBid: false,
};

const creative = {
  kind: 'house' as const,
  id: 'c1',
  width: 728,
  height: 90,
  imageUrl: '/web2/api/ads/creatives/c1.svg',
  alt: 'Get the app',
  clickUrl: '/web2/api/ads/click/token',
  impressionUrl: '/web2/api/ads/impression/token',
};

function fakeAdapter(): AdAdapter & { requestAd: jest.Mock } {
  return {
    name: 'house',
    requestAd: jest.fn().mockResolvedValue(creative),
    refresh: jest.fn().mockResolvedValue(undefined),
    destroy: jest.fn(),
  };
}

/** A store whose page is ready for ads (config loaded, slots set up), with a fake adapter. */
async function readyStore(payload = seed(), pageId = 'home') {
  server.use(
    http.get('http://localhost/web2/api/ads/config/displayads', () => HttpResponse.json(config)),
    http.get('http://localhost/web2/api/pulse/api/ads/targeting/v1/parameters', () =>
      HttpResponse.json({ r: { keywords: { PC: '10001' }, zip: '10001' } }),
    ),
  );
  const store = makeStore(payload, testDeps());
  await store.dispatch(fetchAdsConfig());
  store.dispatch(pageAdsConfigured({ pageId }));
  const adapter = fakeAdapter();
  provideAdapter(store, adapter);
  return { store, adapter };
}

describe('AdSlot', () => {
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('is a complementary region named for its place, labelled "Advertisement", reserving each device class size', () => {
    renderWithProviders(<FrameAdTop />, { preloadedState: seed() });
    const region = screen.getByRole('complementary', {
      name: 'Advertisement at the top of the page',
    });
    expect(region).toHaveTextContent('Advertisement');
    expect(region.className).toMatch(/mobile-320x50/);
    expect(region.className).toMatch(/tablet-728x90/);
    expect(region.className).toMatch(/desktop-728x90/);
  });

  it('has no class (takes no space) for a device class it is hidden on', () => {
    renderWithProviders(<FrameAdSide />, { preloadedState: seed() });
    const region = screen.getByRole('complementary', { name: 'Advertisement beside the content' });
    expect(region.className).toMatch(/desktop-300x250/);
    expect(region.className).not.toMatch(/mobile-|tablet-/);
  });

  it.each([
    ['a crawler', seed({ user: { deviceId: null, isBot: true, language: 'en-US' } })],
    [
      'compliance disabling ads',
      seed({
        privacy: {
          compliance: { ...compliance, disableAds: true },
          gpc: false,
          statePrivacyOptedOut: null,
          limitUseOptedOut: null,
        },
      }),
    ],
    [
      'a page switched off',
      seed({
        config: { value: testPublicConfig({ pagePlatformSwitches: { home: { Ads: false } } }) },
      }),
    ],
  ])('renders nothing for %s', (_, payload) => {
    renderWithProviders(<FrameAdTop />, { preloadedState: payload });
    expect(screen.queryByRole('complementary', { name: /^Advertisement/ })).toBeNull();
  });

  it('renders only the reserved box until the page is ready for ads', async () => {
    const store = makeStore(seed(), testDeps());
    const adapter = fakeAdapter();
    provideAdapter(store, adapter);
    renderWithProviders(<FrameAdTop />, { store });
    await act(async () => {});
    expect(adapter.requestAd).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("asks the adapter for the page's slot in the device class's size and shows the house creative", async () => {
    const { store, adapter } = await readyStore();
    renderWithProviders(<FrameAdTop />, { store });
    const region = screen.getByRole('complementary', { name: /^Advertisement/ });
    const image = await screen.findByRole('img', { name: 'Get the app' });
    expect(region).toContainElement(image);
    expect(image).toHaveAttribute('width', '728');
    expect(image).toHaveAttribute('height', '90');
    expect(screen.getByRole('link')).toHaveAttribute('href', creative.clickUrl);
    expect(adapter.requestAd).toHaveBeenCalledWith(
      {
        pageId: 'home',
        slotId: 'top-banner',
        tagId: 'wb-home-top-banner',
        elementId: 'wb-ad-top-banner',
      },
      [728, 90],
      expect.objectContaining({ DVC: 'd', PC: '10001', sourceProviderId: 'wb' }),
    );
  });

  it("fills a list's nth ad from the page's infinite-scroll slot, under its own id", async () => {
    const { store, adapter } = await readyStore(
      seed({ page: { pageId: 'news', query: {} } }),
      'news',
    );
    renderWithProviders(<FeedAd n={2} />, { store });
    await screen.findByRole('img', { name: 'Get the app' });
    expect(adapter.requestAd).toHaveBeenCalledWith(
      {
        pageId: 'news',
        slotId: 'news-infinite-2',
        tagId: 'wb-news-infinite',
        elementId: 'wb-ad-news-infinite-2',
      },
      [300, 250],
      expect.objectContaining({ DVC: 'd' }),
    );
  });

  it('warns of a list ad on a page with no infinite-scroll slot to fill it from', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { adapter, store } = await readyStore();
    renderWithProviders(<FeedAd n={1} />, { store });
    await act(async () => {});
    expect(warn).toHaveBeenCalledWith(
      'Infinite-scroll ad has no slot map for slotId: news-infinite-1',
    );
    expect(adapter.requestAd).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not warn for a list ad of the page being left when the store has moved to the next', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = await readyStore(seed({ page: { pageId: 'news', query: {} } }), 'news');
    renderWithProviders(<FeedAd n={1} />, { store });
    await screen.findByRole('img', { name: 'Get the app' });
    // A client navigation to the front page: its seed and its slots, before the news page goes.
    act(() => {
      store.dispatch(hydrated(seed()));
      store.dispatch(pageAdsConfigured({ pageId: 'home' }));
    });
    await act(async () => {});
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('asks nothing where the page has no slot for the device class', async () => {
    window.innerWidth = 400;
    const { store, adapter } = await readyStore();
    renderWithProviders(<AdSlot slotIds={['top-banner']} sizes={{ mobile: '320x50' }} />, {
      store,
    });
    await act(async () => {});
    expect(adapter.requestAd).not.toHaveBeenCalled();
  });
});
