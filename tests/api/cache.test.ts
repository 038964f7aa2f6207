import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { createClient } from 'redis';

import { providerRoutes, type ProviderRequestContext } from '@/embedded/provider/routes';
import {
  createServerCache,
  createServerStorageBackend,
  setServerCacheForTests,
  type ServerCache,
} from '@/server/cache';
import { buildConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { HttpError } from '@/server/http/httpError';
import { findLocality, nearbyStations } from '@/server/locations/locations.service';
import { currentWeatherFor } from '@/server/weather/weather.service';

import { callRoute } from '@tests/utils/apiRoute';
import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { newYork, paris } from '@tests/fixtures/localities';

import proxyRoute from '../../pages/api/web2/pulse/[...path]';

/** Calls the provider saw, per path. */
const calls = new Map<string, ProviderRequestContext[]>();
const seen = (p: string) => calls.get(p)?.length ?? 0;
let failWeather = false;

let undoPlaces: () => void;
const routesBefore = providerRoutes.length;
beforeAll(() => {
  undoPlaces = installProviderStandIns();
  // Counting stand-ins go in front of everything (the place stand-ins included).
  const counted = (p: string, answer: (ctx: ProviderRequestContext) => unknown) => ({
    path: p,
    methods: {
      GET: (ctx: ProviderRequestContext) => {
        calls.set(p, [...(calls.get(p) ?? []), ctx]);
        return answer(ctx);
      },
    },
  });
  const places = providerRoutes.find((r) => r.path === '/data/locations/v3/location');
  const stations = providerRoutes.find((r) => r.path === '/data/stations/v1/nearby');
  providerRoutes.unshift(
    counted('/data/weather/v1/current', () => {
      if (failWeather) throw new HttpError(503, 'upstream down');
      return { current: { temperature: 21 } };
    }),
    counted('/data/locations/v3/location', (ctx) => places?.methods.GET?.(ctx)),
    counted('/data/stations/v1/nearby', (ctx) => stations?.methods.GET?.(ctx)),
    counted('/api/legal/compliance/v3', () => ({ requiresGDPRCompliance: false })),
  );
});
afterAll(() => {
  providerRoutes.splice(0, providerRoutes.length - routesBefore - 3);
  undoPlaces();
});

let cache: ServerCache;
beforeEach(() => {
  calls.clear();
  failWeather = false;
  cache = createServerCache(createServerStorageBackend());
  setServerCacheForTests(cache);
});
afterEach(() => setServerCacheForTests(undefined));

/** A proxied call from a visitor at `remoteAddress` (the socket's peer: no proxy is trusted). */
const proxied = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  callRoute(proxyRoute, { url, headers, socket: { remoteAddress } });

describe('shared reads go through the server cache', () => {
  it('current conditions: one provider call per place for every visitor; failures are not kept', async () => {
    await expect(currentWeatherFor(paris)).resolves.toEqual({ current: { temperature: 21 } });
    await expect(currentWeatherFor({ ...paris })).resolves.toEqual({
      current: { temperature: 21 },
    });
    expect(seen('/data/weather/v1/current')).toBe(1);

    failWeather = true;
    jest.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    await expect(currentWeatherFor(newYork)).resolves.toBeNull();
    failWeather = false;
    await expect(currentWeatherFor(newYork)).resolves.toEqual({ current: { temperature: 21 } });
    // 1 for Paris, 2 for the failure (the client retries a 5xx once), 1 after it: nothing kept.
    expect(seen('/data/weather/v1/current')).toBe(4);
  });

  it('places by slug and stations by place; an unknown slug is asked again', async () => {
    await findLocality(paris.SlugName);
    await findLocality(paris.SlugName);
    await nearbyStations(paris.Latitude, paris.Longitude);
    await nearbyStations(paris.Latitude, paris.Longitude);
    expect(seen('/data/locations/v3/location')).toBe(1);
    expect(seen('/data/stations/v1/nearby')).toBe(1);
    await expect(findLocality('atlantis-xx')).resolves.toBeNull();
    await expect(findLocality('atlantis-xx')).resolves.toBeNull();
    expect(seen('/data/locations/v3/location')).toBe(3);
  });

  it('proxied location search: one answer for every device; never for a bearer token', async () => {
    const search = '/web2/api/pulse/data/locations/v3/location?searchString=par&maxResults=10';
    const first = await proxied(`${search}&deviceId=device-1`);
    const second = await proxied(`${search}&deviceId=device-2`);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(seen('/data/locations/v3/location')).toBe(1);
    await proxied(`${search}&maxResults=5`);
    expect(seen('/data/locations/v3/location')).toBe(2);
    await proxied(search, { authorization: 'Bearer some-em-token' });
    await proxied(search, { authorization: 'Bearer some-em-token' });
    expect(seen('/data/locations/v3/location')).toBe(4);
  });

  it('proxied compliance: kept per visitor address', async () => {
    const compliance = '/web2/api/pulse/api/legal/compliance/v3?verbose=true';
    await proxied(compliance, {}, '203.0.113.9');
    // The same visitor (an IPv4-mapped peer is its IPv4 address); a forged X-Forwarded-For is no other.
    await proxied(
      `${compliance}&deviceId=other`,
      { 'x-forwarded-for': '81.2.69.160' },
      '::ffff:203.0.113.9',
    );
    expect(seen('/api/legal/compliance/v3')).toBe(1);
    await proxied(compliance, {}, '198.51.100.7');
    expect(seen('/api/legal/compliance/v3')).toBe(2);
    expect(calls.get('/api/legal/compliance/v3')?.[1]?.headers['x-forwarded-for']).toBe(
      '198.51.100.7',
    );
  });

  it('the published configuration: built once per configuration and origin', () => {
    const config = buildConfig({ DATA_DIR: path.join(process.env.DATA_DIR ?? '', 'pub') });
    const one = buildPublicConfig(config, 'https://weather.test');
    expect(buildPublicConfig(config, 'https://weather.test')).toBe(one);
    expect(buildPublicConfig(config, 'https://other.test')).not.toBe(one);
    expect(buildPublicConfig(config, 'https://other.test').authClientSettings.Authority).toBe(
      'https://other.test/idp',
    );
  });
});

// Runs only against a real Redis (TEST_REDIS_URL=redis://127.0.0.1:6379), which may be absent.
const maybe = process.env.TEST_REDIS_URL ? describe : describe.skip;

maybe('shared reads across instances through Redis', () => {
  const url = process.env.TEST_REDIS_URL ?? '';
  const prefix = `site-cache-test-${randomUUID()}:`;
  const admin = createClient({ url });
  const instances: ServerCache[] = [];
  /** A new server instance: its own memory, the shared Redis. */
  const instance = () => {
    const one = createServerCache(createServerStorageBackend(url, { prefix }));
    instances.push(one);
    setServerCacheForTests(one);
    return one;
  };

  beforeAll(() => admin.connect());
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    const keys: string[] = [];
    for await (const batch of admin.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 }))
      keys.push(...batch);
    if (keys.length > 0) await admin.del(keys);
    await admin.close();
  });

  it('a second instance serves current conditions, stations and searches the first one fetched', async () => {
    instance();
    await currentWeatherFor(paris);
    await nearbyStations(paris.Latitude, paris.Longitude);
    await proxied('/web2/api/pulse/data/locations/v3/location?searchString=new');
    instance();
    await expect(currentWeatherFor(paris)).resolves.toEqual({ current: { temperature: 21 } });
    await expect(nearbyStations(paris.Latitude, paris.Longitude)).resolves.toHaveLength(2);
    const search = await proxied('/web2/api/pulse/data/locations/v3/location?searchString=new');
    expect(search.status).toBe(200);
    expect(seen('/data/weather/v1/current')).toBe(1);
    expect(seen('/data/stations/v1/nearby')).toBe(1);
    expect(seen('/data/locations/v3/location')).toBe(1);
    const ttl = await admin.pTTL(`${prefix}weather:current:48.853,2.349`);
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });
});
