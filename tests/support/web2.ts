/** Test-only helpers of the web2 client tests: an absolute base URL, a recorder, fixtures. */
import { http, HttpResponse } from 'msw';

import type { StoreDeps } from '@/application/store';
import { createMemoryBackend, StorageManager } from '@/lib/storage';
import type { FavoriteLocation, Location, Station } from '@/types/location';
import { createWeb2Client, type Web2Client } from '@/lib/web2/web2Client';

import { server } from '@tests/msw/server';

/** Absolute base URL of the tests (Node has no page origin). */
export const TEST_BASE = 'http://localhost/web2/api';

/** A client on {@link TEST_BASE}. */
export function testClient(): Web2Client {
  return createWeb2Client({ baseURL: TEST_BASE });
}

/**
 * The dependencies a test store is made with: a web2 client on {@link TEST_BASE} and a fresh
 * in-memory storage manager (so no test sees another's cache); the provider client is built on
 * that storage by `makeStore`. `overrides` replaces any of them.
 */
export function testDeps(overrides: StoreDeps = {}): StoreDeps {
  return {
    web2: testClient(),
    storage: new StorageManager({ backend: createMemoryBackend() }),
    ...overrides,
  };
}

/** What the server received for one request. */
export interface Received {
  method: string;
  url: URL;
  query: Record<string, string>;
  /** Parsed JSON body, `undefined` when the request had none. */
  body: unknown;
  contentType: string | null;
}

/** Answers the recorder gives: a Response, or a function of the request number (1-based). */
export type Answer = Response | ((count: number) => Response | Promise<Response>);

/** Registers a handler for `method path` that records every request and answers `answer`. */
export function record(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  answer: Answer,
): Received[] {
  const received: Received[] = [];
  server.use(
    http[method](`${TEST_BASE}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      received.push({
        method: request.method,
        url,
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        contentType: request.headers.get('content-type'),
      });
      return typeof answer === 'function' ? answer(received.length) : answer.clone();
    }),
  );
  return received;
}

/** An empty 204 answer. */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/** A station fixture. */
export const station: Station = {
  StationId: 'KNYC',
  StationName: 'Central Park',
  RouteString: null,
  ProviderId: 3,
  ProviderName: 'NWS',
  Distance: 1.2,
  ElevationAboveSeaLevelMeters: 40,
  Latitude: 40.78,
  Longitude: -73.97,
};

/** A location fixture. */
export const location: Location = {
  Locality: {
    CityId: 'US36N0001',
    CityName: 'New York',
    CountryIso2Code: 'US',
    CountryIso3Code: 'USA',
    CountryShortName: 'United States',
    DisplayCompositeName: 'New York, NY',
    Dma: '501',
    GeographicCompositeName: 'New York, New York',
    Label: 'New York',
    Latitude: 40.71,
    Longitude: -74.01,
    PostalCode: '10007',
    RouteString: null,
    SlugName: 'new-york-ny-10007',
    TerritoryAbbr: 'NY',
    TerritoryName: 'New York',
    Units: 1,
  },
  Station: station,
  DefaultStationRouteString: null,
};

/** A favourite fixture. */
export const favorite: FavoriteLocation = { Id: 'fav-1', Position: 0, Location: location };
