import { http, HttpResponse } from 'msw';

import { server } from '@tests/msw/server';

import {
  backoffDelay,
  createHttpClient,
  isHttpError,
  isRetryable,
  type HttpError,
  type HttpTransport,
  type TransportRequest,
} from './createHttpClient';

const URL_ = 'http://api.test/thing';

/** The error a call rejected with. */
async function rejection(call: Promise<unknown>): Promise<HttpError> {
  try {
    await call;
  } catch (err) {
    if (isHttpError(err)) return err;
    throw err;
  }
  throw new Error('the call succeeded');
}

describe('backoffDelay', () => {
  it('doubles from 100 ms with at most 20% jitter', () => {
    expect(backoffDelay(1, () => 0)).toBe(100);
    expect(backoffDelay(1, () => 0.999999)).toBeLessThan(120);
    expect(backoffDelay(2, () => 0)).toBe(200);
    expect(backoffDelay(3, () => 1)).toBe(480);
  });
});

describe('createHttpClient retry', () => {
  const counted = (method: 'get' | 'post' | 'put' | 'delete', status: number) => {
    const calls = { n: 0 };
    server.use(
      http[method](URL_, () => {
        calls.n++;
        return new HttpResponse(null, { status });
      }),
    );
    return calls;
  };

  it.each(['get', 'put', 'delete'] as const)(
    'retries %s up to 3 times on a 5xx',
    async (method) => {
      const calls = counted(method, 503);
      const client = createHttpClient({ timeout: 1000, retry: { enableRetry: true } });
      await expect(client.request({ url: URL_, method })).rejects.toThrow('503');
      expect(calls.n).toBe(4);
    },
  );

  it('never retries a POST, neither a 5xx nor a network error', async () => {
    const calls = counted('post', 503);
    const client = createHttpClient({ timeout: 1000, retry: { enableRetry: true, retryCount: 3 } });
    await expect(client.request({ method: 'POST', url: URL_, data: {} })).rejects.toThrow('503');
    expect(calls.n).toBe(1);
    let failed = 0;
    server.use(
      http.post(URL_, () => {
        failed++;
        return HttpResponse.error();
      }),
    );
    expect(await rejection(client.request({ method: 'POST', url: URL_ }))).toMatchObject({
      code: 'ERR_NETWORK',
    });
    expect(failed).toBe(1);
  });

  it('does not retry a 4xx, nor when retry is off', async () => {
    const calls = counted('get', 404);
    await expect(
      createHttpClient({ timeout: 1000, retry: { enableRetry: true } }).get(URL_),
    ).rejects.toThrow('404');
    expect(calls.n).toBe(1);
    const off = counted('get', 500);
    await expect(createHttpClient({ timeout: 1000 }).get(URL_)).rejects.toThrow('500');
    expect(off.n).toBe(1);
  });

  it('retries a network error', async () => {
    let n = 0;
    server.use(
      http.get(URL_, () => (++n < 2 ? HttpResponse.error() : HttpResponse.json({ ok: 1 }))),
    );
    const res = await createHttpClient({
      timeout: 1000,
      retry: { enableRetry: true, retryCount: 1 },
    }).get(URL_);
    expect(res.data).toEqual({ ok: 1 });
    expect(n).toBe(2);
  });

  it('does not retry a timeout', async () => {
    let n = 0;
    server.use(
      http.get(URL_, async () => {
        n++;
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
    );
    const client = createHttpClient({ timeout: 50, retry: { enableRetry: true } });
    expect(await rejection(client.get(URL_))).toMatchObject({ code: 'ECONNABORTED' });
    expect(n).toBe(1);
  });

  it('gives each attempt its own timeout', async () => {
    let n = 0;
    server.use(
      http.get(URL_, async () => {
        n++;
        await new Promise((r) => setTimeout(r, 300));
        return n === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ n });
      }),
    );
    // Two attempts of 300 ms each: more than one timeout in total, less than one each (with room
    // for a busy machine's late timers).
    const client = createHttpClient({ timeout: 550, retry: { enableRetry: true, retryCount: 1 } });
    expect((await client.get(URL_)).data).toEqual({ n: 2 });
  });

  it('waits the exponential backoff between retries', async () => {
    const times: number[] = [];
    server.use(
      http.get(URL_, () => {
        times.push(Date.now());
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const client = createHttpClient({
      timeout: 1000,
      retry: { enableRetry: true, retryCount: 2, delay: 'exponential' },
      random: () => 0,
    });
    await expect(client.get(URL_)).rejects.toThrow();
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(95);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(195);
  });

  it('passes an AbortSignal through and does not retry a cancelled call', async () => {
    const calls = { n: 0 };
    server.use(
      http.get(URL_, async () => {
        calls.n++;
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = createHttpClient({ timeout: 1000, retry: { enableRetry: true } }).get(URL_, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(calls.n).toBe(1);
  });

  it('isRetryable: network errors and 5xx of idempotent methods only', () => {
    const error = (method: string, code: HttpError['code'], status?: number) =>
      ({
        code,
        request: { method, url: URL_ },
        response: status ? { status, data: undefined, headers: {} } : undefined,
      }) as HttpError;
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']) {
      expect(isRetryable(error(method, 'ERR_NETWORK'))).toBe(true);
      expect(isRetryable(error(method, 'ERR_BAD_RESPONSE', 503))).toBe(true);
      expect(isRetryable(error(method, 'ERR_BAD_REQUEST', 429))).toBe(false);
      expect(isRetryable(error(method, 'ECONNABORTED'))).toBe(false);
      expect(isRetryable(error(method, 'ERR_CANCELED'))).toBe(false);
    }
    expect(isRetryable(error('POST', 'ERR_NETWORK'))).toBe(false);
    expect(isRetryable(error('POST', 'ERR_BAD_RESPONSE', 500))).toBe(false);
  });
});

describe('createHttpClient requests', () => {
  /** Records what arrives at `URL_` (any method) and answers `answer`. */
  function receive(answer: () => Response = () => HttpResponse.json({ ok: true })) {
    const seen: { method: string; url: URL; headers: Headers; body: string }[] = [];
    server.use(
      http.all(/^http:\/\/api\.test\//, async ({ request }) => {
        seen.push({
          method: request.method,
          url: new URL(request.url),
          headers: request.headers,
          body: await request.text(),
        });
        return answer();
      }),
    );
    return seen;
  }

  it('joins the base URL with one slash, and leaves an absolute URL alone', async () => {
    const seen = receive();
    const client = createHttpClient({ baseURL: 'http://api.test/base/' });
    await client.get('/a/b');
    await client.get('c');
    await client.get('http://api.test/elsewhere');
    expect(seen.map((s) => s.url.pathname)).toEqual(['/base/a/b', '/base/c', '/elsewhere']);
  });

  it('appends query params, leaving out undefined and null', async () => {
    const seen = receive();
    await createHttpClient({}).get(`${URL_}?fixed=1`, {
      params: { a: 'x y', list: '1,2', flag: true, n: 0, gone: undefined, none: null },
    });
    const { url } = seen[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fixed: '1',
      a: 'x y',
      list: '1,2',
      flag: 'true',
      n: '0',
    });
    // Readable commas, spaces as `+`, as the usual clients send them.
    expect(url.search).toBe('?fixed=1&a=x+y&list=1,2&flag=true&n=0');
  });

  it('sends a JSON body with its content type, a string body as is, and merged headers', async () => {
    const seen = receive();
    const client = createHttpClient({ headers: { 'X-Client': 'site', Accept: 'text/plain' } });
    await client.request({
      method: 'put',
      url: URL_,
      data: { a: 1 },
      headers: { accept: 'application/json' },
    });
    await client.request({ method: 'POST', url: URL_, data: 'raw', headers: { 'X-Call': '1' } });
    expect(seen[0]).toMatchObject({ method: 'PUT', body: '{"a":1}' });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('accept')).toBe('application/json');
    expect(seen[0]!.headers.get('x-client')).toBe('site');
    expect(seen[1]).toMatchObject({ method: 'POST', body: 'raw' });
    expect(seen[1]!.headers.get('x-call')).toBe('1');
    expect(seen[1]!.headers.get('accept')).toBe('text/plain');
  });

  it('parses JSON, answers an empty body as undefined, and text or bytes when asked', async () => {
    const client = createHttpClient({});
    receive(() => HttpResponse.json({ a: [1] }, { headers: { 'X-Answer': 'yes' } }));
    const json = await client.get(URL_);
    expect(json).toMatchObject({ status: 200, data: { a: [1] } });
    expect(json.headers['x-answer']).toBe('yes');

    receive(() => new HttpResponse(null, { status: 204 }));
    expect(await client.get(URL_)).toMatchObject({ status: 204, data: undefined });

    receive(() => HttpResponse.text('{"not": "parsed"}'));
    expect((await client.get(URL_, { responseType: 'text' })).data).toBe('{"not": "parsed"}');

    receive(() => HttpResponse.text('<html>not json</html>'));
    expect((await client.get(URL_)).data).toBe('<html>not json</html>');

    receive(() => new HttpResponse(new Uint8Array([1, 2, 3])));
    const bytes = await client.get<ArrayBuffer>(URL_, { responseType: 'arraybuffer' });
    expect([...new Uint8Array(bytes.data)]).toEqual([1, 2, 3]);
  });

  it('rejects a 5xx as ERR_BAD_RESPONSE and a 4xx as ERR_BAD_REQUEST, with the response', async () => {
    const client = createHttpClient({});
    receive(() => HttpResponse.json({ e: 'down' }, { status: 502 }));
    const bad = await rejection(client.get(URL_));
    expect(bad).toMatchObject({
      name: 'HttpError',
      code: 'ERR_BAD_RESPONSE',
      message: 'Request failed with status code 502',
      request: { method: 'GET', url: URL_ },
      response: { status: 502, data: { e: 'down' } },
    });
    receive(() => HttpResponse.json({ e: 'no' }, { status: 404 }));
    expect(await rejection(client.get(URL_))).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 404, data: { e: 'no' } },
    });
  });

  it('resolves the statuses validateStatus accepts (null: every status)', async () => {
    const client = createHttpClient({});
    receive(() => HttpResponse.json({ e: 1 }, { status: 401 }));
    expect(await client.get(URL_, { validateStatus: null })).toMatchObject({ status: 401 });
    expect(await client.get(URL_, { validateStatus: (s) => s < 500 })).toMatchObject({
      status: 401,
      data: { e: 1 },
    });
  });

  it('names a timeout ECONNABORTED and no answer ERR_NETWORK, keeping the cause', async () => {
    server.use(http.get(URL_, () => new Promise<never>(() => undefined)));
    expect(await rejection(createHttpClient({ timeout: 50 }).get(URL_))).toMatchObject({
      code: 'ECONNABORTED',
      message: 'timeout of 50ms exceeded',
    });
    server.use(http.get(URL_, () => HttpResponse.error()));
    const failed = await rejection(createHttpClient({}).get(URL_));
    expect(failed.code).toBe('ERR_NETWORK');
    expect(failed.cause).toBeInstanceOf(TypeError);
  });
});

describe('createHttpClient transport', () => {
  it('hands the transport the request as it travels and reads its answer', async () => {
    const sent: TransportRequest[] = [];
    const transport: HttpTransport = (request) => {
      sent.push(request);
      return Promise.resolve({ status: 200, headers: {}, data: '{"r":1}' });
    };
    const client = createHttpClient({ baseURL: 'http://in-process.invalid/p', transport });
    const res = await client.request({
      method: 'post',
      url: '/x',
      params: { q: 'a b', skip: undefined },
      data: { v: 1 },
      headers: { Authorization: 'Bearer t' },
    });
    expect(res.data).toEqual({ r: 1 });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://in-process.invalid/p/x?q=a+b',
      body: '{"v":1}',
      headers: {
        accept: 'application/json, text/plain, */*',
        authorization: 'Bearer t',
        'content-type': 'application/json',
      },
    });
    expect(sent[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('takes a parsed value from the transport as the body, and applies the status rule', async () => {
    const transport: HttpTransport = () =>
      Promise.resolve({ status: 503, headers: {}, data: { error: 'busy' } });
    const client = createHttpClient({ transport, retry: { enableRetry: true, retryCount: 1 } });
    expect(await rejection(client.get('http://in-process.invalid/x'))).toMatchObject({
      code: 'ERR_BAD_RESPONSE',
      response: { status: 503, data: { error: 'busy' } },
    });
  });

  it('answers a transport that never settles when the caller gives up or the timeout passes', async () => {
    const never: HttpTransport = () => new Promise<never>(() => undefined);
    const controller = new AbortController();
    const pending = createHttpClient({ transport: never }).get('http://x.invalid/', {
      signal: controller.signal,
    });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ code: 'ERR_CANCELED' });
    expect(
      await rejection(createHttpClient({ transport: never, timeout: 30 }).get('http://x.invalid/')),
    ).toMatchObject({ code: 'ECONNABORTED' });
  });

  it('a transport that rejects is a network error', async () => {
    const boom = new Error('socket hang up');
    const client = createHttpClient({ transport: () => Promise.reject(boom) });
    const err = await rejection(client.get('http://x.invalid/'));
    expect(err).toMatchObject({
      code: 'ERR_NETWORK',
      message: 'Network Error: socket hang up',
      cause: boom,
    });
  });
});
