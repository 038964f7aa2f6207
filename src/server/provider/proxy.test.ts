import { resetConfigForTests } from '@/server/config';
import { providerRoutes, type ProviderRequestContext } from '@/embedded/provider/routes';

import { callRoute } from '@tests/utils/apiRoute';

import route from '../../../pages/api/web2/pulse/[...path]';
import { isProxyAllowed, proxiedPath, proxyMethods } from './proxy';

describe('proxy allowlist', () => {
  it.each([
    ['GET', '/data/locations/v3/location'],
    ['GET', '/api/loc/v3/city/ipaddress/me'],
    ['GET', '/api/push/v1/notifications/status'],
    ['GET', '/api/push/v1/notifications/status/emLocationId=US10001'],
    ['POST', '/clog/v1/submit'],
    ['GET', '/api/ads/targeting/v1/parameters'],
    ['GET', '/api/legal/policies/v1'],
    ['GET', '/api/legal/policies/v1/current'],
    ['GET', '/api/legal/compliance/v3'],
    ['GET', '/data/weather/v1/hourly'],
    ['GET', '/data/alerts/v1/active'],
    ['GET', '/data/hurricanes/v1/outlook/basin=at'],
    ['GET', '/data/hurricanes/v1/gis/name=milton'],
    ['GET', '/data/hurricanes/v1/advisory/name=al142024'],
    ['GET', '/data/airquality/v1/current'],
    ['GET', '/data/airquality/v1/hourly'],
    ['GET', '/data/pollen/v1/forecast'],
    ['GET', '/data/uv/v1/forecast'],
    ['GET', '/data/almanac/v1/daily'],
    ['GET', '/data/snow/v1/forecast'],
    ['GET', '/data/airports/v1/conditions'],
  ])('allows %s %s', (method, path) => {
    expect(isProxyAllowed(method, path)).toBe(true);
  });

  it('names the methods a path takes (HEAD beside GET), none for a path it does not take', () => {
    expect(proxyMethods('/api/legal/compliance/v3')).toEqual(['GET', 'HEAD']);
    expect(proxyMethods('/clog/v1/submit')).toEqual(['POST']);
    expect(proxyMethods('/admin')).toEqual([]);
  });

  it.each([
    ['POST', '/data/locations/v3/location'],
    ['GET', '/clog/v1/submit'],
    ['GET', '/admin'],
    ['GET', '/data/locations/v3/location/extra'],
    ['DELETE', '/api/legal/compliance/v3'],
    ['GET', '/data/stations/v1/nearby'],
    ['GET', '/data/weather/v1/everything'],
    ['POST', '/data/pollen/v1/forecast'],
    ['GET', '/data/pollen/v1/forecast/extra'],
    ['GET', '/data/airquality/v1/daily'],
    ['GET', '/data/airports/v1/nearby'],
    ['GET', '/data/hurricanes/v1/gis'],
    ['POST', '/data/hurricanes/v1/advisory/name=milton'],
    ['GET', '/data/hurricanes/v1/gis/name=milton/extra'],
  ])('refuses %s %s', (method, path) => {
    expect(isProxyAllowed(method, path)).toBe(false);
  });

  it('reads the provider path from either form of the proxy URL', () => {
    expect(proxiedPath('/web2/api/pulse/api/legal/compliance/v3?x=1')).toBe(
      '/api/legal/compliance/v3',
    );
    expect(proxiedPath('/api/web2/pulse/clog/v1/submit')).toBe('/clog/v1/submit');
    expect(proxiedPath('/web2/api/pulse/../secret')).toBeNull();
    expect(proxiedPath('/web2/api/other')).toBeNull();
  });
});

describe('the signing proxy, end to end through the embedded provider', () => {
  const received: ProviderRequestContext[] = [];
  const routesBefore = providerRoutes.length;
  beforeAll(() => {
    // Stand-ins go first so they win over the real handlers of the same paths.
    providerRoutes.unshift({
      path: '/api/legal/compliance/v3',
      methods: {
        GET: (ctx) => {
          received.push(ctx);
          return { requiresGDPRCompliance: false };
        },
      },
    });
    providerRoutes.unshift({
      path: '/clog/v1/submit',
      methods: {
        POST: (ctx) => {
          received.push(ctx);
          return { accepted: 1 };
        },
      },
    });
  });
  afterAll(() => providerRoutes.splice(0, providerRoutes.length - routesBefore));
  beforeEach(() => received.splice(0));

  it('answers 404 for a path that is not on the allowlist, without calling the provider', async () => {
    const res = await callRoute(route, { url: '/web2/api/pulse/api/secret/things' });
    expect(res).toMatchObject({ status: 404, body: { error: 'Not found' } });
    expect(received).toHaveLength(0);
  });

  it.each([
    ['POST', '/web2/api/pulse/api/legal/compliance/v3', 'GET, HEAD'],
    ['GET', '/web2/api/pulse/clog/v1/submit', 'POST'],
    ['HEAD', '/web2/api/pulse/clog/v1/submit', 'POST'],
  ])(
    'answers %s %s with 405 and the methods that path takes, without calling the provider',
    async (method, url, allow) => {
      const res = await callRoute(route, {
        method,
        url,
        body: method === 'POST' ? {} : undefined,
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res).toMatchObject({
        status: 405,
        headers: { allow },
        body: { error: `Method ${method} not allowed` },
      });
      expect(received).toHaveLength(0);
    },
  );

  it('answers a HEAD where it answers a GET (the provider is asked the GET)', async () => {
    const res = await callRoute(route, {
      method: 'HEAD',
      url: '/web2/api/pulse/api/legal/compliance/v3',
    });
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('signs a GET on the server; the provider verifies it and sees the visitor’s IP', async () => {
    const res = await callRoute(route, {
      url: '/web2/api/pulse/api/legal/compliance/v3?verbose=true&hash=forged',
      socket: { remoteAddress: '198.51.100.7' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ r: { requiresGDPRCompliance: false } });
    expect(received[0]?.params).toEqual({ verbose: 'true' });
    expect(received[0]?.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it("passes the visitor's privacy signals (Do Not Track, Global Privacy Control) on", async () => {
    await callRoute(route, {
      url: '/web2/api/pulse/api/legal/compliance/v3?verbose=true',
      headers: { dnt: '1', 'sec-gpc': '1' },
    });
    expect(received[0]?.headers).toMatchObject({ dnt: '1', 'sec-gpc': '1' });
    await callRoute(route, { url: '/web2/api/pulse/api/legal/compliance/v3?verbose=false' });
    expect(received[1]?.headers).not.toHaveProperty('dnt');
    expect(received[1]?.headers).not.toHaveProperty('sec-gpc');
  });

  describe('X-Forwarded-For', () => {
    const saved = process.env.TRUST_PROXY;
    afterEach(() => {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
      resetConfigForTests();
    });
    // Newmarket, GB: a visitor who could name it would get another privacy regime.
    const forged = { 'x-forwarded-for': '81.2.69.160' };
    const compliance = (remoteAddress: string, headers: Record<string, string>) =>
      callRoute(route, {
        url: '/web2/api/pulse/api/legal/compliance/v3?verbose=true&forwarded-test=1',
        headers,
        socket: { remoteAddress },
      });

    it('is ignored without TRUST_PROXY: the provider sees the connection’s peer', async () => {
      delete process.env.TRUST_PROXY;
      resetConfigForTests();
      expect((await compliance('198.51.100.7', forged)).status).toBe(200);
      expect(received[0]?.headers['x-forwarded-for']).toBe('198.51.100.7');
    });

    it('is ignored from a peer TRUST_PROXY does not name', async () => {
      process.env.TRUST_PROXY = '10.0.0.0/8';
      resetConfigForTests();
      await compliance('198.51.100.8', forged);
      expect(received[0]?.headers['x-forwarded-for']).toBe('198.51.100.8');
    });

    it('names the client through trusted proxies (IPv4 and IPv6), right to left', async () => {
      process.env.TRUST_PROXY = '127.0.0.1/32,10.0.0.0/8,::1';
      resetConfigForTests();
      await compliance('::ffff:127.0.0.1', {
        'x-forwarded-for': '81.2.69.160, 203.0.113.9, 10.1.2.3',
      });
      expect(received[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
      received.splice(0);
      await compliance('::1', { 'x-forwarded-for': '2001:db8::5' });
      expect(received[0]?.headers['x-forwarded-for']).toBe('2001:db8::5');
    });
  });

  it('forwards a POST body once it passes the event log’s schema (the checked value)', async () => {
    const batch = {
      metadata: {
        appId: 'wbweb',
        appVersion: '1.0.0',
        formFactor: 'website',
        ts: 1_763_719_200_000,
      },
      events: [{ type: 'pageview', ts: 1_763_719_200_001, data: [{ key: 'page', value: 'home' }] }],
    };
    const res = await callRoute(route, {
      method: 'POST',
      url: '/web2/api/pulse/clog/v1/submit',
      body: { ...batch, extra: 'dropped' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res).toMatchObject({ status: 200, body: { r: { accepted: 1 } } });
    expect(received[0]?.body).toEqual(batch);
  });

  it.each([
    ['a JSON string', '"str"', /expected object, received string/],
    ['a list', '[1, 2]', /expected object, received array/],
    ['a batch without events', '{"metadata": {}}', /^metadata\.appId: .*events: /],
    [
      'a batch of two events (one event a body)',
      JSON.stringify({
        metadata: { appId: 'wbweb', appVersion: '1.0.0', formFactor: 'website', ts: 1 },
        events: [
          { type: 'a', ts: 2, data: [] },
          { type: 'b', ts: 3, data: [] },
        ],
      }),
      /^events: must hold exactly one event$/,
    ],
    [
      'a 5,000-deep list',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      /^Request body nested deeper than 32 levels$/,
    ],
  ])(
    'answers 400 JSON for %s, before anything is sent to the provider',
    async (_name, body, message) => {
      const res = await callRoute(route, {
        method: 'POST',
        url: '/web2/api/pulse/clog/v1/submit',
        body,
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
      expect(received).toHaveLength(0);
    },
  );
});
