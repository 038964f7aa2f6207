import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';

import { newYork } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';

import { fetchAdsConfig, fetchTargeting } from './adsSlice';

const CONFIG_URL = 'http://localhost/web2/api/ads/config/displayads';
const TARGETING_URL = 'http://localhost/web2/api/pulse/api/ads/targeting/v1/parameters';

/** The ad targeting call's rejection (spec: "rejections pass on the server response data"). */
describe('a refused targeting request', () => {
  it("passes on the server's response data", async () => {
    const answer = { error: 'Invalid location', code: 'E_LOCATION' };
    server.use(
      http.get(CONFIG_URL, () =>
        HttpResponse.json({
          PageAdConfigs: [{ PageId: 'home', Slots: [] }],
          baseInfiniteScrollAdSlotIds: [],
          enablePreBid: false,
          disablePrebidOnPagesWithIds: [],
          safeFrame: { allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true },
          memberId: '',
          publisherId: '',
          newsTagIds: [],
          newsStoryTagIds: [],
          weatherCameraTagIds: [],
          trafficCameraTagIds: [],
        }),
      ),
      http.get(TARGETING_URL, () => HttpResponse.json(answer, { status: 400 })),
    );
    const store = makeStore(
      {
        config: { value: testPublicConfig() },
        page: { pageId: 'home', query: {} },
        user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
        location: {
          activeLocation: { Locality: newYork, Station: null, DefaultStationRouteString: null },
        },
        privacy: {
          compliance: {
            requiresGDPRCompliance: false,
            disableAds: false,
            dataPrivacyEnabled: false,
            sensitiveDataRestrictionEnabled: false,
          },
          gpc: false,
          statePrivacyOptedOut: null,
          limitUseOptedOut: null,
        },
      },
      testDeps(),
    );
    await store.dispatch(fetchAdsConfig());
    const result = await store.dispatch(fetchTargeting({ refresh: true }));
    expect(fetchTargeting.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ status: 400, data: answer });
    expect(store.getState().ads.targeting.status).toBe('failed');
  });
});
