import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';
import { fetchAndActivateRemoteConfig } from '@/features/remote-config/remoteConfigSlice';
import type { HydrationPayload } from '@/store/hydrated';
import type { PublicConfig } from '@/types/config';

import { newYork } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { provideAdapter } from '../adapterRegistry';
import { fetchAdsConfig, pageAdsConfigured } from '../adsSlice';
import type { AdAdapter } from '../adsTypes';
import { FrameAdSide } from './FrameAds';

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
          SlotId: 'info-section',
          TagId: 'wb-home-info-section',
          ScreenSizes: ['desktop'],
          AdProviderConfig: { sizes: [[300, 250]] },
        },
      ],
    },
  ],
};

/** A store ready for ads on the home page, with a GPT-like adapter that records its requests. */
async function readyStore(testAd: Partial<PublicConfig['testAd']> = {}, multiSizeFlag?: string) {
  server.use(
    http.get('http://localhost/web2/api/ads/config/displayads', () => HttpResponse.json(adsConfig)),
    http.get('http://localhost/web2/api/pulse/api/ads/targeting/v1/parameters', () =>
      HttpResponse.json({ r: { keywords: {} } }),
    ),
  );
  const config = testPublicConfig();
  const payload: HydrationPayload = {
    config: { value: { ...config, testAd: { ...config.testAd, ...testAd } } },
    page: { pageId: 'home', query: {} },
    user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
    location: {
      activeLocation: { Locality: newYork, Station: null, DefaultStationRouteString: null },
    },
    privacy: { compliance, gpc: false, statePrivacyOptedOut: null, limitUseOptedOut: null },
  };
  const store = makeStore(payload, testDeps());
  await store.dispatch(fetchAdsConfig());
  store.dispatch(pageAdsConfigured({ pageId: 'home' }));
  if (multiSizeFlag !== undefined) {
    const values = { enableMultiSizeRightRailTestAd: multiSizeFlag };
    const result = { values, templateVersion: '1', fetched: true };
    store.dispatch(fetchAndActivateRemoteConfig.fulfilled({ ok: true, result }, 'r', undefined));
  }
  const adapter: AdAdapter & { requestAd: jest.Mock } = {
    name: 'gpt',
    requestAd: jest.fn((slot: { slotId: string }) =>
      Promise.resolve({ kind: 'vendor' as const, slotId: slot.slotId }),
    ),
    refresh: jest.fn().mockResolvedValue(undefined),
    destroy: jest.fn(),
  };
  provideAdapter(store, adapter);
  return { store, adapter };
}

const testAdRequests = (adapter: { requestAd: jest.Mock }) =>
  adapter.requestAd.mock.calls
    .map(([slot]) => slot as { slotId: string; tagId: string; sizes?: [number, number][] })
    .filter((slot) => slot.slotId !== 'info-section');

describe('the rail’s test ads', () => {
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('shows none while neither the test-ad block nor the multi-size flag is on', async () => {
    const { store, adapter } = await readyStore({}, 'false');
    renderWithProviders(<FrameAdSide />, { store });
    await waitFor(() => expect(adapter.requestAd).toHaveBeenCalled());
    expect(screen.getAllByRole('complementary', { name: /^Advertisement/ })).toHaveLength(1);
    expect(testAdRequests(adapter)).toEqual([]);
  });

  it('renders the test-ad block: its ad unit path in its size', async () => {
    const { store, adapter } = await readyStore({
      IsEnabled: true,
      AdUnitPath: '/6499/example/banner',
      Size: '300x600',
    });
    renderWithProviders(<FrameAdSide />, { store });
    const regions = screen.getAllByRole('complementary', { name: /^Advertisement/ });
    expect(regions).toHaveLength(2);
    // Its size is reserved before the ad arrives.
    expect(regions[1]?.className).toMatch(/desktop-300x600/);
    await waitFor(() =>
      expect(testAdRequests(adapter)).toEqual([
        expect.objectContaining({
          slotId: 'test-ad',
          tagId: '/6499/example/banner',
          sizes: [[300, 600]],
        }),
      ]),
    );
  });

  it('names each ad beside the content apart when both test ads are on', async () => {
    const { store } = await readyStore(
      { IsEnabled: true, AdUnitPath: '/6499/example/banner', Size: '300x600' },
      'true',
    );
    renderWithProviders(<FrameAdSide />, { store });
    expect(
      screen.getAllByRole('complementary', { name: /^Advertisement/ }).map((r) => r.ariaLabel),
    ).toEqual([
      'Advertisement beside the content',
      'Advertisement for testing',
      'Advertisement for testing in two sizes',
    ]);
  });

  it('renders the multi-size right-rail test ad once its remote flag is activated on', async () => {
    const { store, adapter } = await readyStore({}, 'true');
    renderWithProviders(<FrameAdSide />, { store });
    expect(screen.getAllByRole('complementary', { name: /^Advertisement/ })).toHaveLength(2);
    await waitFor(() =>
      expect(testAdRequests(adapter)).toEqual([
        expect.objectContaining({
          slotId: 'multi-size-test-ad',
          tagId: 'wb-home-info-section',
          sizes: [
            [300, 250],
            [300, 600],
          ],
        }),
      ]),
    );
  });

  it('renders no test ad where ads are off', () => {
    const config = testPublicConfig({ disableAds: true });
    const testAd = { IsEnabled: true, AdUnitPath: '/6499/x', Size: '300x250' };
    renderWithProviders(<FrameAdSide />, {
      preloadedState: { config: { value: { ...config, testAd } } },
    });
    expect(screen.queryAllByRole('complementary', { name: /^Advertisement/ })).toHaveLength(0);
  });
});
