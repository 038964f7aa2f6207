import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { http, HttpResponse, passthrough } from 'msw';

import { server } from '@tests/msw/server';

import { createHttpClient, type Deadline, type HttpTransport } from './createHttpClient';
import { classifyUpstreamFailure } from './upstreamFailure';

const URL_ = 'http://api.test/thing';

/** A deadline `ms` from now, as the server's upstream budget hands it out. */
function deadlineIn(ms: number): () => Deadline {
  const signal = AbortSignal.timeout(ms);
  const endsAt = Date.now() + ms;
  return () => ({ signal, timeoutMs: Math.max(0, endsAt - Date.now()) });
}

/** The failure a rejected call classifies as. */
async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    return classifyUpstreamFailure(err);
  }
  throw new Error('the call succeeded');
}

describe('createHttpClient with a deadline', () => {
  it('ends a call the upstream never answers when the deadline passes: a timeout', async () => {
    server.use(http.get(URL_, () => new Promise<never>(() => undefined)));
    const client = createHttpClient({ timeout: 60_000, deadline: deadlineIn(150) });
    expect(await failureOf(client.get(URL_))).toMatchObject({ kind: 'timeout', status: null });
  });

  it('retries inside the deadline, and not after it', async () => {
    let calls = 0;
    server.use(
      http.get(URL_, () => {
        calls++;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    // The first attempt has time; the deadline is spent before the retry could start.
    const spent = AbortSignal.abort(new DOMException('spent', 'TimeoutError'));
    const live = deadlineIn(5_000)();
    const client = createHttpClient({
      timeout: 60_000,
      retry: { enableRetry: true, retryCount: 3 },
      deadline: () => (calls === 0 ? live : { signal: spent, timeoutMs: 0 }),
    });
    expect(await failureOf(client.get(URL_))).toMatchObject({ kind: 'timeout' });
    expect(calls).toBe(1);
  });

  it('caps the timeout of each attempt at the time left and keeps the caller’s signal', async () => {
    server.use(
      http.get(URL_, async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const client = createHttpClient({ timeout: 60_000, deadline: deadlineIn(5_000) });
    const pending = client.get(URL_, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    // The caller gave up (not the deadline): cancelled, not an outage.
    expect(await failureOf(pending)).toMatchObject({ kind: 'cancelled' });
  });
});

describe('a transport that ignores the signal', () => {
  it('is answered with a timeout when the deadline passes', async () => {
    const never: HttpTransport = () => new Promise<never>(() => undefined);
    const client = createHttpClient({
      timeout: 60_000,
      deadline: deadlineIn(100),
      transport: never,
    });
    expect(await failureOf(client.get('http://in-process.invalid/x'))).toMatchObject({
      kind: 'timeout',
    });
  });
});

describe('classifyUpstreamFailure over real sockets', () => {
  let hanging: Server;
  let base: string;
  beforeAll(async () => {
    hanging = createServer(() => undefined);
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    hanging.closeAllConnections();
    await new Promise((r) => hanging.close(r));
  });
  beforeEach(() => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

  it('a server that accepts and never answers is a timeout', async () => {
    const client = createHttpClient({ deadline: deadlineIn(200) });
    expect(await failureOf(client.get(`${base}/x`))).toMatchObject({ kind: 'timeout' });
  });

  it('a refused connection is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const client = createHttpClient({ deadline: deadlineIn(2_000) });
    expect(await failureOf(client.get(`http://127.0.0.1:${port}/x`))).toMatchObject({
      kind: 'unreachable',
    });
  });

  it('errors thrown outside the client: a system error is unreachable, others a server error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(classifyUpstreamFailure(refused)).toMatchObject({ kind: 'unreachable' });
    expect(classifyUpstreamFailure(new Error('bug'))).toMatchObject({ kind: 'server-error' });
    expect(classifyUpstreamFailure(new DOMException('budget spent', 'TimeoutError'))).toMatchObject(
      { kind: 'timeout' },
    );
  });

  it('a 5xx is a server error with its status, a 4xx the upstream’s answer', async () => {
    server.use(
      http.get(`${URL_}/5xx`, () => HttpResponse.json({ e: 1 }, { status: 502 })),
      http.get(`${URL_}/4xx`, () => HttpResponse.json({ e: 2 }, { status: 404 })),
    );
    const client = createHttpClient({ timeout: 1000 });
    expect(await failureOf(client.get(`${URL_}/5xx`))).toEqual({
      kind: 'server-error',
      status: 502,
      data: { e: 1 },
    });
    expect(await failureOf(client.get(`${URL_}/4xx`))).toEqual({
      kind: 'answered',
      status: 404,
      data: { e: 2 },
    });
  });
});
