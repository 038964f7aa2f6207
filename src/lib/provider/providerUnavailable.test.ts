import { http, HttpResponse } from 'msw';

import type { HttpClient } from '@/lib/http/createHttpClient';

import { server } from '@tests/msw/server';

import { ProviderHttpError, ProviderUnavailableError } from './errors';
import { ProviderClient } from './providerClient';

const BASE = 'http://provider.test/pulse';
const PATH = '/data/weather/v1/current';

/** A browser-style client (proxied: no signing), optionally with a deadline. */
const client = (deadlineMs?: number) => {
  if (deadlineMs === undefined) return new ProviderClient({ mode: 'proxied', baseUrl: BASE });
  const signal = AbortSignal.timeout(deadlineMs);
  const endsAt = Date.now() + deadlineMs;
  return new ProviderClient({
    mode: 'proxied',
    baseUrl: BASE,
    deadline: () => ({ signal, timeoutMs: Math.max(0, endsAt - Date.now()) }),
  });
};

const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (err: unknown) => err,
  );

describe('provider failures', () => {
  it('a 5xx (after the retry) is a ProviderUnavailableError: server-error, with its status', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}${PATH}`, () => {
        calls++;
        return HttpResponse.json({ error: 'down' }, { status: 503 });
      }),
    );
    const err = await failure(client().get({ path: PATH }));
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect(err).toMatchObject({ outage: 'server-error', status: 503, data: { error: 'down' } });
    expect(calls).toBe(2);
  });

  it('a network error is unreachable', async () => {
    server.use(http.get(`${BASE}${PATH}`, () => HttpResponse.error()));
    expect(await failure(client().get({ path: PATH }))).toMatchObject({
      name: 'ProviderUnavailableError',
      outage: 'unreachable',
      status: null,
    });
  });

  it('no answer before the deadline is a timeout', async () => {
    server.use(http.get(`${BASE}${PATH}`, () => new Promise<never>(() => undefined)));
    expect(await failure(client(150).get({ path: PATH }))).toMatchObject({
      name: 'ProviderUnavailableError',
      outage: 'timeout',
      status: null,
    });
  });

  it('a 4xx is the provider’s answer, not an outage', async () => {
    server.use(http.get(`${BASE}${PATH}`, () => HttpResponse.json({}, { status: 404 })));
    const err = await failure(client().get({ path: PATH }));
    expect(err).toBeInstanceOf(ProviderHttpError);
    expect(err).not.toBeInstanceOf(ProviderUnavailableError);
    expect(err).toMatchObject({ status: 404 });
  });

  it('without a deadline (the browser) the timeout stays 60000 ms', () => {
    const { http: httpClient } = client() as unknown as { http: HttpClient };
    expect(httpClient.options.timeout).toBe(60000);
    expect(httpClient.options.deadline).toBeUndefined();
  });
});
