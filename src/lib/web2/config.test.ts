import { delay, HttpResponse } from 'msw';

import { record, TEST_BASE, testClient } from '@tests/support/web2';

import { createWeb2Client } from './web2Client';

const adsConfig = {
  PageAdConfigs: [{ PageId: 'now' }],
  baseInfiniteScrollAdSlotIds: ['slot-1'],
  enablePreBid: true,
  disablePrebidOnPagesWithIds: [],
  memberId: 1234,
  publisherId: 'pub-1',
};

describe('configuration calls', () => {
  it('getConfiguration GETs configuration and returns it', async () => {
    const received = record(
      'get',
      '/configuration',
      HttpResponse.json({ appKey: 'k', AdBlockDetectionEnabled: true }),
    );
    await expect(testClient().getConfiguration()).resolves.toEqual({
      appKey: 'k',
      AdBlockDetectionEnabled: true,
    });
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url.pathname).toBe('/web2/api/configuration');
    expect(received[0]?.url.search).toBe('');
  });

  it('getDisplayAdsConfig GETs ads/config/displayads and returns the ad config', async () => {
    const received = record('get', '/ads/config/displayads', HttpResponse.json(adsConfig));
    await expect(testClient().getDisplayAdsConfig()).resolves.toEqual(adsConfig);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url.pathname).toBe('/web2/api/ads/config/displayads');
  });

  it('getDisplayAdsConfig uses its own 5000 ms timeout, not the client timeout', async () => {
    const slow = async () => {
      await delay(300);
      return HttpResponse.json(adsConfig);
    };
    record('get', '/ads/config/displayads', slow);
    record('get', '/configuration', slow);
    const client = createWeb2Client({ baseURL: TEST_BASE, timeout: 100 });
    await expect(client.getDisplayAdsConfig()).resolves.toEqual(adsConfig);
    await expect(client.getConfiguration()).rejects.toMatchObject({ code: 'ECONNABORTED' });
  });
});
