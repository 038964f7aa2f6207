import { http, HttpResponse } from 'msw';

import { server } from '@tests/msw/server';

import { ProviderResponseError } from './errors';
import { ProviderClient, type ProviderCache, type ProviderClientOptions } from './providerClient';

const BASE = 'http://provider.test/pulse';

/** A signer that marks requests so tests can see what was signed. */
const signer: ProviderClientOptions['signer'] = (req) => ({
  authid: 'id',
  timestamp: '1',
  hash: `${req.method} ${req.path} ${Object.keys(req.params).sort().join(',')}`,
});

const signing = (extra: Partial<ProviderClientOptions> = {}) =>
  new ProviderClient({
    mode: 'signing',
    baseUrl: BASE,
    authId: 'id',
    secret: 'secret',
    signer,
    ...extra,
  });

/** Records every request msw sees for a path and answers with `reply`. */
function capture(
  path: string,
  reply: () => Response,
  method: 'get' | 'post' | 'put' | 'delete' = 'get',
) {
  const seen: Request[] = [];
  server.use(
    http[method](`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

class MapCache implements ProviderCache {
  readonly map = new Map<string, unknown>();
  private k = (e: { key: string; id?: string }) => `${e.key}_${e.id ?? ''}`;
  async read(e: { key: string; id?: string }) {
    return this.map.get(this.k(e));
  }
  async save(e: { key: string; id?: string; data: unknown }) {
    this.map.set(this.k(e), e.data);
  }
  async remove(e: { key: string; id?: string }) {
    this.map.delete(this.k(e));
  }
}

describe('setup', () => {
  it('requires baseUrl, authId and secret in signing mode', () => {
    expect(
      () => new ProviderClient({ mode: 'signing', baseUrl: BASE, authId: '', secret: 's', signer }),
    ).toThrow('Provider setup requires non-empty baseUrl, authId and secret');
    expect(
      () =>
        new ProviderClient({ mode: 'signing', baseUrl: BASE, authId: 'a', secret: ' ', signer }),
    ).toThrow();
    expect(() => new ProviderClient({ mode: 'proxied', baseUrl: '' })).toThrow(/baseUrl/);
  });

  it('runs proxied without any secret and adds no signature fields', async () => {
    const seen = capture('/x', () => HttpResponse.json({ r: 1 }));
    await new ProviderClient({ mode: 'proxied', baseUrl: BASE }).get({
      path: '/x',
      params: { a: 'b' },
    });
    const url = new URL(seen[0]!.url);
    expect([...url.searchParams.keys()]).toEqual(['a']);
  });
});

describe('reads', () => {
  it.each([
    [{ r: { a: 1 } }, { a: 1 }],
    [{ result: { a: 1 } }, { a: 1 }],
    [{ Result: { a: 1 } }, { a: 1 }],
    [
      { code: 200, a: 1 },
      { code: 200, a: 1 },
    ],
    [
      { code: 299, a: 1 },
      { code: 299, a: 1 },
    ],
  ])('accepts the envelope %j and extracts its payload', async (body, payload) => {
    capture('/e', () => HttpResponse.json(body));
    const result = await signing().get<Record<string, unknown>>({ path: '/e' });
    expect(result).toMatchObject(payload);
    expect(typeof result.responseTime).toBe('number');
  });

  it.each([[{ code: 300 }], [{ code: '200' }], [{ data: 1 }], [[1, 2]]])(
    'rejects %j with the serialised response',
    async (body) => {
      capture('/bad', () => HttpResponse.json(body));
      const failure = signing().get({ path: '/bad' });
      await expect(failure).rejects.toBeInstanceOf(ProviderResponseError);
      await expect(signing().get({ path: '/bad' })).rejects.toThrow(
        `Provider response failed validation or did not contain a valid Response object: ${JSON.stringify(body)}`,
      );
    },
  );

  it('adds responseTime to object payloads only', async () => {
    capture('/arr', () => HttpResponse.json({ r: [1, 2] }));
    expect(await signing().get({ path: '/arr' })).toEqual([1, 2]);
  });

  it('lets a caller validation replace the envelope check', async () => {
    capture('/v', () => HttpResponse.json([{ CityId: '1' }]));
    expect(await signing().get({ path: '/v', validate: Boolean })).toEqual([{ CityId: '1' }]);
    capture('/v2', () => HttpResponse.json({ r: 1 }));
    await expect(signing().get({ path: '/v2', validate: () => false })).rejects.toThrow(
      /failed validation/,
    );
  });

  it('appends path parameters as /name=value segments and removes them from the query', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/status/*`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ r: {} });
      }),
    );
    await signing().get({
      path: 'status',
      params: { emLocationId: 'US 1', lat: 1 },
      pathParams: ['emLocationId'],
    });
    const url = new URL(seen[0]!);
    expect(url.pathname).toBe('/pulse/status/emLocationId=US%201');
    expect(url.searchParams.get('emLocationId')).toBeNull();
    expect(url.searchParams.get('lat')).toBe('1');
    expect(url.searchParams.get('hash')).toBe('GET /status/emLocationId=US%201 lat');
  });

  it('sends a fresh X-RID UUID with every call, and a bearer token from emToken', async () => {
    const seen = capture('/h', () => HttpResponse.json({ r: {} }));
    const client = signing({ emToken: 'default-token' });
    await client.get({ path: '/h' });
    await client.get({ path: '/h', params: { emToken: 'param-token', x: 1 } });
    const rid = seen.map((r) => r.headers.get('x-rid'));
    expect(rid[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rid[0]).not.toBe(rid[1]);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer default-token');
    expect(seen[1]!.headers.get('authorization')).toBe('Bearer param-token');
    expect(new URL(seen[1]!.url).searchParams.get('emToken')).toBeNull();
    await signing().get({ path: '/h' });
    expect(seen[2]!.headers.get('authorization')).toBeNull();
  });

  it('does not sign when hmac is false', async () => {
    const seen = capture('/nosign', () => HttpResponse.json({ r: {} }));
    await signing().get({ path: '/nosign', hmac: false });
    expect(new URL(seen[0]!.url).searchParams.has('hash')).toBe(false);
  });

  it('retries a GET once after a 503 (one retry for the provider)', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/flaky`, () =>
        ++calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ r: 'ok' }),
      ),
    );
    expect(await signing().get({ path: '/flaky' })).toBe('ok');
    expect(calls).toBe(2);
  });

  it('shares identical in-flight GETs: one request for two calls', async () => {
    const seen = capture('/shared', () => HttpResponse.json({ r: { n: 1 } }));
    const client = signing();
    const [a, b] = await Promise.all([
      client.get({ path: '/shared', params: { q: 1 } }),
      client.get({ path: '/shared', params: { q: 1 } }),
    ]);
    expect(seen).toHaveLength(1);
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    await client.get({ path: '/shared', params: { q: 2 } });
    expect(seen).toHaveLength(2);
  });

  it('serves a cached read, and refresh drops the entry and asks again', async () => {
    let n = 0;
    server.use(http.get(`${BASE}/cached`, () => HttpResponse.json({ r: { n: ++n } })));
    const cache = new MapCache();
    const client = signing({ cache: () => cache });
    const read = { path: '/cached', cache: { key: 'locationSearch', id: 'paris' } };
    expect(await client.get(read)).toMatchObject({ n: 1 });
    expect(await client.get(read)).toMatchObject({ n: 1 });
    expect(cache.map.get('locationSearch_paris')).toMatchObject({ n: 1 });
    expect(await client.get({ ...read, refresh: true })).toMatchObject({ n: 2 });
    expect(n).toBe(2);
  });

  it('reshapes and converts a deep copy, leaving the cached original untouched', async () => {
    capture('/units', () => HttpResponse.json({ r: { obs: { tempF: 50 } } }));
    const cache = new MapCache();
    const client = signing({ cache: () => cache });
    const result = await client.get<{ obs: { tempF: number }; temperature: number }>({
      path: '/units',
      cache: { key: 'k' },
      mapping: { 'obs.tempF': 'temperature' },
      convertUnits: (copy) => {
        const c = copy as { temperature: number; obs: { tempF: number } };
        c.temperature = Math.round(((c.temperature - 32) * 5) / 9);
        c.obs.tempF = -1;
        return c;
      },
    });
    expect(result.temperature).toBe(10);
    expect(cache.map.get('k_')).toMatchObject({ obs: { tempF: 50 } });
    expect(cache.map.get('k_')).not.toHaveProperty('temperature');
  });
});

describe('writes', () => {
  it('throws Unsupported method for anything but POST, PUT and DELETE', () => {
    expect(() => signing().write('PATCH', { path: '/w' })).toThrow('Unsupported method');
    expect(() => signing().write('GET', { path: '/w' })).toThrow('Unsupported method');
  });

  it('posts JSON once, signed, with no retry after a 503', async () => {
    const seen = capture('/w', () => new HttpResponse(null, { status: 503 }), 'post');
    await expect(signing().write('POST', { path: '/w', data: { a: 1 } })).rejects.toThrow();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('content-type')).toContain('application/json');
    expect(await seen[0]!.json()).toEqual({ a: 1 });
    expect(new URL(seen[0]!.url).searchParams.get('hash')).toBe('POST /w ');
  });

  it('sends no body with request type none, and throws on an invalid envelope', async () => {
    const seen = capture('/d', () => HttpResponse.json({ nope: true }), 'delete');
    await expect(signing().write('DELETE', { path: '/d', requestType: 'none' })).rejects.toThrow(
      'Provider write response failed validation or did not contain a valid Response object: {"nope":true}',
    );
    expect(await seen[0]!.text()).toBe('');
  });

  it('answers the payload of a valid write', async () => {
    capture('/put', () => HttpResponse.json({ Result: { ok: true } }), 'put');
    expect(await signing().write('PUT', { path: '/put', data: {} })).toMatchObject({ ok: true });
  });
});

describe('with the storage manager as cache', () => {
  it('saves a read under key and id with its expiry, and reads again once it expired', async () => {
    const { StorageManager, createMemoryBackend } = await import('@/lib/storage');
    let now = 1_000_000;
    const storage = new StorageManager({ backend: createMemoryBackend(), now: () => now });
    let n = 0;
    server.use(http.get(`${BASE}/status`, () => HttpResponse.json({ r: { n: ++n } })));
    const client = signing({ cache: () => storage });
    const read = {
      path: '/status',
      cache: { key: 'getNotificationsStatusCacheKey', id: 'US10001', expires: 60_000 },
    };
    await client.get(read);
    expect(
      await storage.read({ key: 'getNotificationsStatusCacheKey', id: 'US10001' }),
    ).toMatchObject({ n: 1 });
    now += 59_999;
    expect(await client.get(read)).toMatchObject({ n: 1 });
    now += 2;
    expect(await client.get(read)).toMatchObject({ n: 2 });
  });
});
