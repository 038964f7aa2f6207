import { NextRequest } from 'next/server';

import { resetConfigForTests } from '@/server/config';

import { proxy } from '../../proxy';

/** A request as Next hands it to the middleware (its URL on Next's own address). */
function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    method: init.method ?? 'GET',
    headers: { host: 'localhost:3000', ...init.headers },
  });
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

describe('the request middleware (proxy.ts)', () => {
  it('serves the site’s host with a nonce CSP for scripts and styles', () => {
    // The production policy (development allows Next's dev-server style tags).
    Object.assign(process.env, { NODE_ENV: 'production' });
    const res = proxy(request('/', { headers: { host: 'localhost:3000' } }));
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it.each(['127.0.0.1:3000', '[::1]:3000'])(
    'hands a GET or HEAD on a loopback alias (%s) to the canonical-origin redirect, with its path and query',
    (host) => {
      for (const method of ['GET', 'HEAD']) {
        const res = proxy(request('/alerts?x=1&y=%C3%A9', { method, headers: { host } }));
        const rewrite = new URL(res.headers.get('x-middleware-rewrite') ?? '', 'http://x');
        expect(rewrite.pathname).toBe('/api/canonical-origin');
        expect(rewrite.searchParams.get('to')).toBe('/alerts?x=1&y=%C3%A9');
      }
    },
  );

  it('refuses a write on a loopback alias with a JSON 400 naming the site’s origin', async () => {
    process.env.SITE_URL = 'https://weather.example';
    resetConfigForTests();
    const read = proxy(request('/faq', { headers: { host: 'localhost:3000' } }));
    expect(new URL(read.headers.get('x-middleware-rewrite') ?? '').searchParams.get('to')).toBe(
      '/faq',
    );
    const write = proxy(
      request('/idp/interaction/abc/login', {
        method: 'POST',
        headers: { host: '127.0.0.1:3000' },
      }),
    );
    expect(write.status).toBe(400);
    expect(await write.json()).toEqual({
      error: 'This site is served at https://weather.example; send the request there',
    });
  });

  it.each(['evil.example', 'localhost:4000', 'www.weather.example'])(
    'answers 400 for another host (%s)',
    async (host) => {
      process.env.SITE_URL = 'https://weather.example';
      resetConfigForTests();
      const res = proxy(request('/', { headers: { host } }));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toMatch(/Unknown host/);
    },
  );

  it.each(['a b', 'localhost:abc', 'x"><script>', 'localhost:99999'])(
    'answers 400, never 500, for a malformed Host (%s)',
    (host) => {
      expect(proxy(request('/', { headers: { host } })).status).toBe(400);
    },
  );

  it('answers JSON for a refused host under /api', async () => {
    const res = proxy(
      request('/api/idp/.well-known/openid-configuration', { headers: { host: 'evil.example' } }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown host' });
  });

  it('checks X-Forwarded-Host only when TRUST_PROXY names proxies', () => {
    const headers = { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' };
    expect(proxy(request('/', { headers })).status).toBe(200);
    process.env.TRUST_PROXY = '127.0.0.1';
    resetConfigForTests();
    expect(proxy(request('/', { headers })).status).toBe(400);
  });

  it('drops the visitor’s own X-Forwarded-* headers when no proxy is trusted', () => {
    const res = proxy(
      request('/', {
        headers: { 'x-forwarded-for': '81.2.69.160', 'x-forwarded-proto': 'https' },
      }),
    );
    const kept = (res.headers.get('x-middleware-override-headers') ?? '').split(',');
    expect(kept).toContain('x-nonce');
    expect(kept).not.toContain('x-forwarded-for');
    expect(kept).not.toContain('x-forwarded-proto');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND'])(
    'answers %s on a page with 405, Allow: GET, HEAD and a JSON error',
    async (method) => {
      const res = proxy(request('/weather-forecast/now/paris-ile-de-france-fr', { method }));
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.json()).toEqual({ error: `Method ${method} not allowed` });
    },
  );

  it('leaves the identity provider’s methods to it', () => {
    expect(proxy(request('/idp/token', { method: 'POST' })).status).toBe(200);
  });

  it('redirects an upper-case place URL to its lower-case one, query kept', () => {
    const res = proxy(request('/weather-forecast/now/PARIS-ile-de-France-fr?station=metar-lfpg'));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      'http://localhost:3000/weather-forecast/now/paris-ile-de-france-fr?station=metar-lfpg',
    );
    expect(proxy(request('/weather-forecast/now/paris-ile-de-france-fr')).status).toBe(200);
  });

  it.each([
    '/weather-forecast/hourly/Denver-CO-US',
    '/weather-forecast/10-day-weather/Denver-CO-US',
    '/alerts/Denver-CO-US',
    '/air-quality/Denver-CO-US',
    '/life/pollen/Denver-CO-US',
    '/life/travel/Denver-CO-US',
  ])('redirects every place page: %s', (path) => {
    const res = proxy(request(path));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`http://localhost:3000${path.toLowerCase()}`);
  });

  it('redirects a place URL with escaped plain characters to the one the site links', () => {
    const res = proxy(request('/weather-forecast/now/new%2Dyork-city-ny-us'));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      'http://localhost:3000/weather-forecast/now/new-york-city-ny-us',
    );
    const mixed = proxy(request('/alerts/New%2dYork-City-NY-US?x=1'));
    expect(mixed.headers.get('location')).toBe(
      'http://localhost:3000/alerts/new-york-city-ny-us?x=1',
    );
  });

  it('leaves other escapes of a place URL as sent (no redirect to another malformed address)', () => {
    expect(proxy(request('/weather-forecast/now/%E0%A4')).status).toBe(200);
    expect(proxy(request('/weather-forecast/now/caf%C3%A9-fr')).status).toBe(200);
    const res = proxy(request('/weather-forecast/now/CAF%C3%A9-FR'));
    expect(res.headers.get('location')).toBe(
      'http://localhost:3000/weather-forecast/now/caf%C3%A9-fr',
    );
  });

  it('leaves other paths with capitals alone (they are not place slugs)', () => {
    expect(proxy(request('/Alerts')).status).toBe(200);
    expect(proxy(request('/sitemap/North-America/United-States/states')).status).toBe(200);
  });
});
