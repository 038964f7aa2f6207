import { http, HttpResponse } from 'msw';

import { server } from '@tests/msw/server';

import { backoffDelay, createHttpClient } from './createHttpClient';

const URL_ = 'http://api.test/thing';

describe('backoffDelay', () => {
  it('doubles from 100 ms with at most 20% jitter', () => {
    expect(backoffDelay(1, () => 0)).toBe(100);
    expect(backoffDelay(1, () => 0.999999)).toBeLessThan(120);
    expect(backoffDelay(2, () => 0)).toBe(200);
    expect(backoffDelay(3, () => 1)).toBe(480);
  });
});

describe('createHttpClient', () => {
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

  it('never retries a POST', async () => {
    const calls = counted('post', 503);
    const client = createHttpClient({ timeout: 1000, retry: { enableRetry: true, retryCount: 3 } });
    await expect(client.post(URL_, {})).rejects.toThrow('503');
    expect(calls.n).toBe(1);
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
});
