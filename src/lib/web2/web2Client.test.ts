import { HttpResponse } from 'msw';

import { createHttpClient } from '@/lib/http/createHttpClient';

import { noContent, record, testClient } from '@tests/support/web2';

import { createWeb2Client } from './web2Client';

// Wrap the factory (still real) so the options the client passes can be checked.
jest.mock('@/lib/http/createHttpClient', () => {
  const actual = jest.requireActual<typeof import('@/lib/http/createHttpClient')>(
    '@/lib/http/createHttpClient',
  );
  return { ...actual, createHttpClient: jest.fn(actual.createHttpClient) };
});

describe('response rule over the wire', () => {
  it.each([404, 500])('a %i answer throws the response-code message', async (status) => {
    // POST: never retried, so a 500 fails at once.
    const received = record('post', '/auth/success', HttpResponse.json({ error: 'x' }, { status }));
    await expect(testClient().authSuccess({ accessToken: 'a', refreshToken: 'r' })).rejects.toThrow(
      new Error(`Invalid PulseAPI response code: ${status}`),
    );
    expect(received).toHaveLength(1);
  });

  it('a 404 of a GET throws the response-code message without retry', async () => {
    const received = record('get', '/units', new HttpResponse(null, { status: 404 }));
    await expect(testClient().getUnits('a')).rejects.toThrow(
      new Error('Invalid PulseAPI response code: 404'),
    );
    expect(received).toHaveLength(1);
  });

  it('a null or empty body of a call that needs one throws the NULL message', async () => {
    record('get', '/configuration', HttpResponse.json(null));
    record('get', '/units', noContent());
    const client = testClient();
    await expect(client.getConfiguration()).rejects.toThrow(
      new Error('Invalid PulseAPI response: NULL'),
    );
    await expect(client.getUnits('a')).rejects.toThrow(
      new Error('Invalid PulseAPI response: NULL'),
    );
  });
});

describe('retry', () => {
  it('a GET answered 503 then 200 succeeds through the retry', async () => {
    const received = record('get', '/configuration', (n) =>
      n === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ appKey: 'k' }),
    );
    await expect(testClient().getConfiguration()).resolves.toEqual({ appKey: 'k' });
    expect(received).toHaveLength(2);
  });

  it('a GET answered 500 every time fails after 3 retries with the response-code message', async () => {
    const received = record('get', '/stations', new HttpResponse(null, { status: 500 }));
    await expect(testClient().getStations({ lat: 1, lon: 2 })).rejects.toThrow(
      new Error('Invalid PulseAPI response code: 500'),
    );
    expect(received).toHaveLength(4);
  });

  it('a POST answered 503 fails without a second request', async () => {
    const received = record('post', '/locations/query', (n) =>
      n === 1
        ? new HttpResponse(null, { status: 503 })
        : HttpResponse.json({ Id: 'x', Locality: {} }),
    );
    await expect(testClient().queryLocation('slug')).rejects.toThrow(
      new Error('Invalid PulseAPI response code: 503'),
    );
    expect(received).toHaveLength(1);
  });
});

describe('AbortSignal', () => {
  it('cancels a request in flight', async () => {
    let reached!: () => void;
    const inHandler = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    record('get', '/units', async () => {
      reached();
      await gate;
      return HttpResponse.json({ unitval: 1 });
    });
    const controller = new AbortController();
    const pending = testClient().getUnits('a', { signal: controller.signal });
    await inHandler;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    release();
  });

  it('sends nothing when the signal is already aborted', async () => {
    const received = record('post', '/privacy/gpc', noContent());
    const controller = new AbortController();
    controller.abort();
    await expect(
      testClient().postGpcSignal(
        { appInstanceId: 'a', gpcSignal: false },
        { signal: controller.signal },
      ),
    ).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(received).toHaveLength(0);
  });

  it('stops a pending retry', async () => {
    const controller = new AbortController();
    const received = record('get', '/configuration', () => {
      setTimeout(() => controller.abort(), 10);
      return new HttpResponse(null, { status: 503 });
    });
    await expect(
      testClient().getConfiguration({ signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    expect(received).toHaveLength(1);
  });
});

describe('createWeb2Client', () => {
  it('builds on createHttpClient: base URL /web2/api, 10000 ms, exponential retry, the site transport', () => {
    const factory = jest.mocked(createHttpClient);
    factory.mockClear();
    createWeb2Client();
    createWeb2Client({ baseURL: 'http://example.test/web2/api', timeout: 2500 });
    expect(factory.mock.calls.map(([options]) => options)).toEqual([
      {
        baseURL: '/web2/api',
        timeout: 10000,
        retry: { enableRetry: true, delay: 'exponential' },
        transport: expect.any(Function),
      },
      {
        baseURL: 'http://example.test/web2/api',
        timeout: 2500,
        retry: { enableRetry: true, delay: 'exponential' },
        transport: expect.any(Function),
      },
    ]);
  });
});
