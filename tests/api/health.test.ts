import { resetConfigForTests } from '@/server/config';
import { setDrainingForTests } from '@/server/lifecycle';

import { callRoute } from '@tests/utils/apiRoute';

import liveRoute from '../../pages/api/health/live';
import readyRoute from '../../pages/api/health/ready';

afterEach(() => setDrainingForTests(false));

describe('GET /healthz', () => {
  it('answers 200 JSON, never cached, whatever Host the probe sends', async () => {
    const res = await callRoute(liveRoute, { headers: { host: '10.1.2.3:3000' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'alive' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses other methods with 405 and Allow', async () => {
    const res = await callRoute(liveRoute, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('GET /readyz', () => {
  it('is ready when the database answers (Redis not configured)', async () => {
    const res = await callRoute(readyRoute, { headers: { host: '10.1.2.3:3000' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ready',
      draining: false,
      checks: { database: 'ok', redis: 'not configured' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503) once the instance drains', async () => {
    setDrainingForTests(true);
    const res = await callRoute(readyRoute);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not ready', draining: true });
  });
});

// Runs only against a real Redis (TEST_REDIS_URL=redis://127.0.0.1:6379), which may be absent.
const withRedis = process.env.TEST_REDIS_URL ? describe : describe.skip;

withRedis('GET /readyz with Redis configured', () => {
  const before = process.env.REDIS_URL;
  beforeAll(() => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    resetConfigForTests();
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = before;
    resetConfigForTests();
    // The checks' Redis client, and whatever else the instance would close when it stops.
    const lifecycle = (globalThis as { [key: symbol]: { closers: (() => Promise<void>)[] } })[
      Symbol.for('weather.lifecycle')
    ];
    for (const close of lifecycle?.closers ?? []) await close();
  });

  it('reports a Redis that is up as ok from the first check after the start', async () => {
    const res = await callRoute(readyRoute);
    expect(res.body).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });
});
