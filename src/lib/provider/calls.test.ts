import { http, HttpResponse } from 'msw';

import { server } from '@tests/msw/server';

import {
  eventLogBody,
  getCompliance,
  logEvent,
  normaliseSearchText,
  searchLocations,
} from './calls';
import { ProviderClient } from './providerClient';

const BASE = 'http://proxy.test/web2/api/pulse';
const client = () => new ProviderClient({ mode: 'proxied', baseUrl: BASE });
const std = { appId: 'wbweb', appVersion: '1.0.0', formFactor: 'website' as const };

describe('location search', () => {
  it('turns plus signs into spaces and apostrophes into the typographic apostrophe entity', () => {
    expect(normaliseSearchText("st+john's")).toBe('st john&#8217;s');
  });

  it('does not call the provider for an empty string', async () => {
    // Any request would be unhandled and fail the test (onUnhandledRequest: 'error').
    expect(await searchLocations(client(), { searchString: ' + ', stdParameters: std })).toEqual(
      [],
    );
  });

  it('asks for 10 results by default and accepts a bare list', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/data/locations/v3/location`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([{ CityId: '1', SlugName: 'paris' }]);
      }),
    );
    const results = await searchLocations(client(), { searchString: "o'hare", stdParameters: std });
    expect(results).toEqual([{ CityId: '1', SlugName: 'paris' }]);
    expect(url?.searchParams.get('maxResults')).toBe('10');
    expect(url?.searchParams.get('searchString')).toBe('o&#8217;hare');
    expect(url?.searchParams.get('appId')).toBe('wbweb');
  });
});

describe('event logging', () => {
  it('builds metadata with ts and one event with key/value data', () => {
    expect(eventLogBody(std, { type: 'search', data: { q: 'paris', n: 3 } }, 42)).toEqual({
      metadata: { ...std, ts: 42 },
      events: [
        {
          type: 'search',
          ts: 42,
          data: [
            { key: 'q', value: 'paris' },
            { key: 'n', value: 3 },
          ],
        },
      ],
    });
  });

  it('posts to /clog/v1/submit', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/clog/v1/submit`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ r: { accepted: 1 } });
      }),
    );
    await logEvent(client(), { stdParameters: std, event: { type: 'x', data: {} } });
    expect(body).toMatchObject({ events: [{ type: 'x', data: [] }] });
  });
});

describe('compliance', () => {
  it('reads the compliance requirements', async () => {
    server.use(
      http.get(`${BASE}/api/legal/compliance/v3`, () =>
        HttpResponse.json({ r: { requiresGDPRCompliance: true } }),
      ),
    );
    expect(await getCompliance(client(), { stdParameters: std })).toMatchObject({
      requiresGDPRCompliance: true,
    });
  });
});
