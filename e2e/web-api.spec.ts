import { createHmac } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';

import { rawExchange } from '../tests/utils/loopback';
import { expect, test } from './fixtures';
import { mainSite, startSite } from './support/sites';

/** Sends `request` as raw bytes and resolves everything the server wrote until it closed. */
function rawAnswer(baseURL: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

interface Locality {
  CityId: string;
  SlugName: string;
  DisplayCompositeName: string;
  Latitude: number;
  Longitude: number;
}
interface Favorite {
  Id: string;
  Position: number;
  Location: { Locality: Locality };
}
interface User {
  DeviceId: string;
  FavoriteLocations: Favorite[];
  ActiveLocation: { Locality: Locality } | null;
}

// The product web API and the provider, over HTTP against `next start` with nothing mocked.
test.describe('web API over HTTP', () => {
  test('search, profile and favourites for one visitor', async ({ request }) => {
    const search = await request.get('/web2/api/pulse/data/locations/v3/location', {
      params: { searchString: 'paris', maxResults: 5, appId: 'wbweb' },
    });
    expect(search.status()).toBe(200);
    const results = ((await search.json()) as { r: Locality[] }).r;
    expect(results[0]?.DisplayCompositeName).toMatch(/^Paris, .*France$/);
    expect(results.length).toBeLessThanOrEqual(5);

    const zip = await request.get('/web2/api/pulse/data/locations/v3/location', {
      params: { searchString: '10001' },
    });
    expect(((await zip.json()) as { r: Locality[] }).r[0]?.DisplayCompositeName).toMatch(
      /New York/,
    );

    const first = await request.get('/web2/api/user/profile');
    expect(first.status()).toBe(200);
    const user = ((await first.json()) as { user: User }).user;
    expect(user.DeviceId).toMatch(/^[0-9a-f-]{36}$/);
    // Loopback has no GeoLite answer: the configured default place (New York City).
    expect(user.ActiveLocation?.Locality.SlugName).toMatch(/^new-york/);

    const paris = results[0]!;
    const created = await request.post('/web2/api/favorite-locations', {
      data: {
        favoriteLocation: {
          Location: { Locality: paris, Station: null, DefaultStationRouteString: null },
        },
        appInstanceId: user.DeviceId,
      },
    });
    expect(created.status()).toBe(200);
    const favorite = (await created.json()) as Favorite;
    expect(favorite.Position).toBe(0);

    const again = ((await (await request.get('/web2/api/user/profile')).json()) as { user: User })
      .user;
    expect(again.DeviceId).toBe(user.DeviceId);
    expect(again.FavoriteLocations.map((f) => f.Location.Locality.SlugName)).toEqual([
      paris.SlugName,
    ]);

    const stations = await request.get('/web2/api/stations', {
      params: { lat: paris.Latitude, lon: paris.Longitude },
    });
    expect(Array.isArray(await stations.json())).toBe(true);

    const deleted = await request.delete(`/web2/api/favorite-locations/${favorite.Id}`, {
      params: {
        appInstanceId: user.DeviceId,
        favoriteLocationId: favorite.Id,
        favoriteLocationLatitude: paris.Latitude,
        favoriteLocationLongitude: paris.Longitude,
      },
    });
    expect(deleted.status()).toBe(204);
  });

  test('bad input gets a 4xx with a message, never a 500', async ({ request }) => {
    await request.get('/web2/api/user/profile');
    const notJson = await request.post('/web2/api/favorite-locations', {
      headers: { 'content-type': 'application/json' },
      data: '{not json',
    });
    expect(notJson.status()).toBe(400);
    const wrong = await request.post('/web2/api/favorite-locations', {
      data: { favoriteLocation: 'paris' },
    });
    expect(wrong.status()).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBeTruthy();
    const sqlish = await request.post('/web2/api/locations/query', {
      data: { Query: "'; DROP TABLE devices; --" },
    });
    expect(sqlish.status()).toBe(404);
    const huge = await request.get('/web2/api/pulse/data/locations/v3/location', {
      params: { searchString: 'x'.repeat(5000) },
    });
    expect(huge.status()).toBe(400);
  });

  test('every 4xx of the APIs is JSON: bodies, escapes, unknown routes and methods', async ({
    request,
  }) => {
    const expectJsonError = async (
      res: Awaited<ReturnType<typeof request.get>>,
      status: number,
    ) => {
      expect(res.status()).toBe(status);
      expect(res.headers()['content-type']).toMatch(/^application\/json/);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    };
    // The bytes as given (Playwright would send a string as a JSON string).
    const post = (url: string, data: string) =>
      request.post(url, {
        headers: { 'content-type': 'application/json' },
        data: Buffer.from(data),
      });
    await expectJsonError(await post('/web2/api/locations/query', '{"Query": '), 400);
    await expectJsonError(await post('/provider/clog/v1/submit', '{nope'), 400);
    await expectJsonError(await request.get('/web2/api/pulse/%E0%A4%A'), 400);
    await expectJsonError(await request.get('/web2/api/%E0%A4%A'), 404);
    await expectJsonError(await request.get('/web2/api/no-such-route'), 404);
    await expectJsonError(await request.get('/provider/%E0%A4%A'), 400);
    const query = await request.post('/web2/api/locations/query?x=%E0%A4%A', {
      data: { Query: 'nowhere-xx' },
    });
    expect(query.headers()['content-type']).toMatch(/^application\/json/);
    const trace = await request.fetch('/web2/api/configuration', { method: 'TRACE' });
    await expectJsonError(trace, 405);
    expect(trace.headers().allow).toBe('GET, HEAD');
    // Last: a refused body is not read to its end, so the answer closes the connection.
    await expectJsonError(
      await post('/web2/api/locations/query', JSON.stringify({ Query: 'x'.repeat(10_000) })),
      413,
    );
  });

  test('pages answer only GET and HEAD; TRACE never reaches a 500', async ({ request }) => {
    for (const method of ['TRACE', 'POST', 'PROPFIND']) {
      const res = await request.fetch('/', { method });
      expect(res.status()).toBe(405);
      expect(res.headers().allow).toBe('GET, HEAD');
      expect(await res.json()).toEqual({ error: `Method ${method} not allowed` });
    }
  });

  test('TRACE is a 405 JSON with Allow everywhere: pages, robots.txt, static files, the APIs, /idp', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/', 'GET, HEAD'],
      ['/robots.txt', 'GET, HEAD'],
      ['/favicon.svg', 'GET, HEAD'],
      ['/sitemap.xml', 'GET, HEAD'],
      ['/web2/api/configuration', 'GET, HEAD'],
      ['/provider/clog/v1/submit', 'GET, HEAD, POST'],
      ['/remote-config/v1/projects/x/namespaces/y:fetch', 'POST'],
      ['/idp/token', 'GET, HEAD, POST'],
      ['/idp/interaction/x', 'GET, HEAD, POST'],
    ];
    for (const [path, allow] of cases) {
      const res = await request.fetch(path, { method: 'TRACE' });
      expect(res.status(), path).toBe(405);
      expect(res.headers().allow, path).toBe(allow);
      expect(res.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(await res.json(), path).toEqual({ error: 'Method TRACE not allowed' });
    }
  });

  test('TRACE on pages, /idp and static files is refused without a stack trace in the log', async () => {
    // Next would log a TypeError for it before any site code runs; server.mts refuses it first.
    const site = await startSite({}, { captureLog: true });
    try {
      for (const path of ['/', '/news', '/idp/interaction/x', '/_next/static/x.js', '/healthz']) {
        // (Node's fetch will not send TRACE: a raw request.)
        const answer = await rawExchange(
          Number(new URL(site.url).port),
          `TRACE ${path} HTTP/1.1\r\nHost: ${new URL(site.url).host}\r\nConnection: close\r\n\r\n`,
        );
        expect(answer.status, path).toBe(405);
      }
      expect(site.serverLog()).not.toMatch(/TypeError|HTTP method is unsupported/);
    } finally {
      await site.stop();
    }
  });

  test("a request with no Host gets Node's own empty 400 before Next (HTTP/1.1 requires one)", async ({
    baseURL,
  }) => {
    // Documented in docs/architecture.md ("The request pipeline") as an accepted exception.
    const res = await rawExchange(Number(new URL(baseURL!).port), 'GET / HTTP/1.1\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['content-type']).toBeUndefined();
  });

  test('the identity provider’s endpoints answer JSON errors; a browser still gets its error page', async ({
    request,
  }) => {
    const unknown = await request.get('/idp/no-such-endpoint');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
    const api = await request.get('/idp/auth', { headers: { accept: 'application/json' } });
    expect(api.status()).toBe(400);
    expect(((await api.json()) as { error: string }).error).toBe('invalid_request');
    const form = await request.post('/idp/interaction/x/login', {
      headers: { 'content-type': 'application/json' },
      data: { email: 'a@b.co' },
    });
    expect(form.status()).toBe(415);
    expect(await form.json()).toEqual({ error: 'Expected a form submission' });
    const page = await request.get('/idp/auth', {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.status()).toBe(400);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
  });

  test('bodies the provider paths forward are checked: 400, never a 5xx', async ({ request }) => {
    const post = (url: string, data: string) =>
      request.post(url, {
        headers: { 'content-type': 'application/json' },
        data: Buffer.from(data),
      });
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const body of ['"str"', deep, '{"metadata":{},"events":[]}']) {
      const res = await post('/web2/api/pulse/clog/v1/submit', body);
      expect(res.status(), body.slice(0, 20)).toBe(400);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    }
    // The same deep body on the signed provider route (a RangeError and a 500 before).
    const { authId, secret } = mainSite();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const canonical = ['POST', '/clog/v1/submit', timestamp].join('\n');
    const hash = createHmac('sha256', secret).update(canonical, 'utf8').digest('base64');
    const query = new URLSearchParams({ authid: authId, timestamp, hash });
    const signed = await post(`/provider/clog/v1/submit?${query}`, deep);
    expect(signed.status()).toBe(400);
    expect(await signed.json()).toEqual({ error: 'Request body nested deeper than 32 levels' });
  });

  test('a body shorter than its Content-Length is a 408 JSON within seconds, and the connection closes', async ({
    baseURL,
  }) => {
    const { host, port } = new URL(baseURL!);
    // Not under /idp or a page: for those (the proxy's matcher) Next reads the whole body itself
    // before the proxy runs, and waits for Node's own 300 s (docs/architecture.md, "Request bodies").
    for (const path of ['/web2/api/pulse/clog/v1/submit', '/provider/clog/v1/submit']) {
      const res = await rawExchange(
        Number(port),
        `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: 100\r\n\r\n`,
        ['{"Query": "par'],
        { waitMs: 10_000 },
      );
      expect(res.status, path).toBe(408);
      expect(res.headers.connection, path).toBe('close');
      expect(JSON.parse(res.body), path).toEqual({ error: 'Request body not received in time' });
      expect(res.answeredAfterMs, path).toBeLessThan(8_000);
    }
  });

  test('uploads of 2 to 10 MB to an API all read the 413 JSON, none a reset', async ({
    baseURL,
  }) => {
    const base = new URL(baseURL!);
    const upload = (size: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: base.hostname,
            port: base.port,
            method: 'POST',
            path: '/web2/api/pulse/clog/v1/submit',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': String(size) },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString('utf8')));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const write = () => {
          while (sent < size) {
            const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
            sent += piece.length;
            if (!req.write(piece)) return void req.once('drain', write);
          }
          req.end();
        };
        write();
      });
    for (let i = 0; i < 12; i++) {
      const size = 2_000_000 + Math.floor((8_000_000 * i) / 11);
      const res = await upload(size);
      expect(res.status, `${size} bytes`).toBe(413);
      expect(JSON.parse(res.body), `${size} bytes`).toEqual({
        error: expect.stringMatching(/^Request body larger than/),
      });
    }
  });

  test("what Node's HTTP parser refuses before Next (a made-up method, huge headers) gets Node's own 400 and 431", async ({
    baseURL,
  }) => {
    // Documented in docs/architecture.md ("The request pipeline"): the site patches nothing of
    // Node, so what its parser cannot read is answered by Node and the connection closed.
    const { hostname, port } = new URL(baseURL!);
    const send = (request: string) => rawAnswer(baseURL!, request);
    const made = await send(`FOO / HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
    expect(made).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(made).toMatch(/\r\nConnection: close\r\n/i);
    const huge = await send(
      `GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  });

  test('a request line in absolute form is served as its path, never redirected to the host it names', async ({
    baseURL,
  }) => {
    // server.mts: Next's own router would answer `GET http://evil.example/` with a 308 to it.
    const { hostname, port } = new URL(baseURL!);
    const send = (request: string) => rawAnswer(baseURL!, request);
    const host = `Host: ${hostname}:${port}`;
    for (const target of [
      'http://evil.example/',
      'http://evil.example/news?x=1',
      'https://evil.example//x',
    ]) {
      const answer = await send(`GET ${target} HTTP/1.1\r\n${host}\r\nConnection: close\r\n\r\n`);
      const head = answer.split('\r\n\r\n')[0] ?? '';
      expect(head, target).not.toMatch(/\r\nlocation: *(https?:)?\/\/evil\.example/i);
      expect(head, target).toMatch(/^HTTP\/1\.1 (200|301|308|404) /);
    }
    const star = await send(`OPTIONS * HTTP/1.1\r\n${host}\r\nConnection: close\r\n\r\n`);
    expect(star).toMatch(/^HTTP\/1\.1 400 /);
    expect(star).toContain('{"error":"Malformed request target"}');
  });

  test('a page request whose body never arrives is answered and closed within seconds', async ({
    baseURL,
  }) => {
    // server.mts limits a whole request to 10 s (Node's default is 300 s, which `next start` keeps).
    const { hostname, port } = new URL(baseURL!);
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(
          `POST / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nshort`,
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a Host the site is not, or a malformed one, answers 400', async ({ request }) => {
    for (const host of ['evil.example', 'localhost:abc', 'x"><script>']) {
      const page = await request.get('/', { headers: { host } });
      expect(page.status()).toBe(400);
      const api = await request.get('/web2/api/configuration', { headers: { host } });
      expect(api.status()).toBe(400);
      expect(((await api.json()) as { error: string }).error).toMatch(/host/i);
    }
  });

  test('a visitor cannot choose the address the site locates (no TRUST_PROXY)', async ({
    request,
  }) => {
    // 81.2.69.160 is in Newmarket, GB: believing it would also change the privacy regime.
    const res = await request.get('/web2/api/pulse/api/loc/v3/city/ipaddress/me', {
      headers: { 'x-forwarded-for': '81.2.69.160' },
    });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { r: Locality }).r.SlugName).toMatch(/^new-york/);
  });

  test('place URLs: upper case redirects to lower case, a bad slug is a 404', async ({
    request,
  }) => {
    const upper = await request.get('/weather-forecast/now/PARIS-ile-de-france-fr?station=x', {
      maxRedirects: 0,
    });
    expect(upper.status()).toBe(301);
    expect(upper.headers().location).toMatch(
      /\/weather-forecast\/now\/paris-ile-de-france-fr\?station=x$/,
    );
    const long = await request.get(`/weather-forecast/now/${'a'.repeat(201)}`);
    expect(long.status()).toBe(404);
  });
});
