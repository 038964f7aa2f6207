import { providerRoutes } from '@/embedded/provider/routes';
import { setServerCacheForTests } from '@/server/cache';
import { HttpError } from '@/server/http/httpError';

import { newYork, paris } from '@tests/fixtures/localities';

import { localityForIp } from './locations.service';

/** The embedded provider's "place of this address" route, answering from a table and counting. */
function ipLocationStandIn(byAddress: Record<string, typeof paris>) {
  const asked: string[] = [];
  const params: Record<string, string>[] = [];
  const route = {
    path: '/api/loc/v3/city/ipaddress/me',
    methods: {
      GET: (request: {
        headers: Record<string, string | undefined>;
        params: Record<string, string>;
      }) => {
        const { headers } = request;
        params.push(request.params);
        const address = String(headers['x-forwarded-for'] ?? '')
          .split(',')
          .pop()
          ?.trim();
        asked.push(address ?? '');
        const place = address ? byAddress[address] : undefined;
        if (!place) throw new HttpError(503, 'gazetteer down');
        return place;
      },
    },
  };
  providerRoutes.unshift(route);
  return {
    asked,
    params,
    undo: () => void providerRoutes.splice(providerRoutes.indexOf(route), 1),
  };
}

describe('the place of a visitor’s address', () => {
  let standIn: ReturnType<typeof ipLocationStandIn>;
  beforeEach(() => {
    // A fresh in-process cache for each test.
    setServerCacheForTests(undefined);
    standIn = ipLocationStandIn({ '203.0.113.7': paris, '198.51.100.20': newYork });
  });
  afterEach(() => {
    standIn.undo();
    setServerCacheForTests(undefined);
  });

  it('is asked of the provider once per address, however many pages that address views', async () => {
    const places = await Promise.all(
      ['203.0.113.7', '203.0.113.7', '198.51.100.20', '203.0.113.7'].map(localityForIp),
    );
    expect(places.map((p) => p.SlugName)).toEqual([
      paris.SlugName,
      paris.SlugName,
      newYork.SlugName,
      paris.SlugName,
    ]);
    expect((await localityForIp('198.51.100.20')).SlugName).toBe(newYork.SlugName);
    expect([...standIn.asked].sort()).toEqual(['198.51.100.20', '203.0.113.7']);
  });

  it('carries the standard parameters and verbose, as every provider query does', async () => {
    await localityForIp('203.0.113.7');
    expect(standIn.params[0]).toMatchObject({
      appId: 'wbweb',
      appVersion: expect.stringMatching(/^\d+\.\d+/),
      formFactor: 'website',
      verbose: 'true',
    });
    // Shared per address: no device id in a call whose answer every device behind it gets.
    expect(standIn.params[0]).not.toHaveProperty('deviceId');
  });

  it('is not kept when the provider fails: the next page asks again', async () => {
    await expect(localityForIp('192.0.2.1')).rejects.toThrow();
    // The provider client retries a 5xx: count what one failed read asks.
    const oneRead = standIn.asked.length;
    expect(oneRead).toBeGreaterThan(0);
    await expect(localityForIp('192.0.2.1')).rejects.toThrow();
    expect(standIn.asked).toHaveLength(2 * oneRead);
  });
});
