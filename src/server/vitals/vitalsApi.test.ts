import { callRoute } from '@tests/utils/apiRoute';
import { createTestDatabase, type TestDatabase } from '@tests/utils/testDatabases';

import { createRateLimiter } from './rateLimit';
import { vitalsBeaconHandler } from './vitalsApi';

const ORIGIN = 'http://localhost:3000';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const report = {
  name: 'LCP',
  value: 3120.5,
  rating: 'poor',
  navigationType: 'navigate',
  pageType: 'forecasts/current',
  path: '/weather-forecast/now/paris-fr',
  deviceClass: 'desktop',
};

describe('POST /web2/api/vitals', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase('sqlite');
  });
  afterEach(() => t.destroy());

  const route = (limit = 100) =>
    vitalsBeaconHandler({
      db: () => Promise.resolve(t.db),
      limiter: createRateLimiter({ limit, windowMs: 60_000 }),
      now: () => new Date('2026-03-02T10:00:00.000Z'),
    });
  const beacon = (
    handler: ReturnType<typeof vitalsBeaconHandler>,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    callRoute(handler, {
      method: 'POST',
      body,
      headers: {
        origin: ORIGIN,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME,
        ...headers,
      },
    });
  const rows = () => t.db.selectFrom('web_vitals').selectAll().execute();

  it("stores a beacon's report (text/plain, as sendBeacon sends it) and answers 204", async () => {
    const res = await beacon(route(), JSON.stringify(report));
    expect(res.status).toBe(204);
    expect(await rows()).toEqual([
      expect.objectContaining({
        day: '2026-03-02',
        page_type: 'forecasts/current',
        path: '/weather-forecast/now/paris-fr',
        metric: 'LCP',
        value: 3120.5,
        rating: 'poor',
        navigation_type: 'navigate',
        device_class: 'desktop',
      }),
    ]);
  });

  it('accepts application/json too', async () => {
    const res = await beacon(route(), report, { 'content-type': 'application/json' });
    expect(res.status).toBe(204);
    expect(await rows()).toHaveLength(1);
  });

  it('answers a crawler with 204 and stores nothing', async () => {
    const res = await beacon(route(), JSON.stringify(report), {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(res.status).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['an unknown metric', { ...report, name: 'FID' }, 'name'],
    ['a negative value', { ...report, value: -1 }, 'value'],
    ['a CLS beyond its bound', { ...report, name: 'CLS', value: 101 }, 'value'],
    ['a time beyond its bound', { ...report, value: 600_001 }, 'value'],
    ['a path with a query', { ...report, path: '/maps?x=1' }, 'path'],
    ['a protocol-relative path', { ...report, path: '//evil.example' }, 'path'],
    ['an odd page type', { ...report, pageType: 'Home Page' }, 'pageType'],
    ['an unknown device class', { ...report, deviceClass: 'watch' }, 'deviceClass'],
    ['an extra field', { ...report, deviceId: 'abc' }, 'deviceId'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const res = await beacon(route(), JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringContaining(field) });
    expect(await rows()).toEqual([]);
  });

  it('refuses bytes that are not JSON, an empty body, another type and an oversized body', async () => {
    expect(await beacon(route(), '{"name":')).toMatchObject({
      status: 400,
      body: { error: 'Request body is not valid JSON' },
    });
    expect(await beacon(route(), undefined)).toMatchObject({ status: 400 });
    expect(
      await beacon(route(), JSON.stringify(report), { 'content-type': 'application/xml' }),
    ).toMatchObject({ status: 415 });
    const big = JSON.stringify({ ...report, path: `/${'a'.repeat(3000)}` });
    expect(await beacon(route(), big)).toMatchObject({
      status: 413,
      body: { error: expect.any(String) },
    });
  });

  it("refuses another site's page (403) and other methods (405)", async () => {
    expect(
      await beacon(route(), JSON.stringify(report), { origin: 'https://evil.example' }),
    ).toMatchObject({ status: 403 });
    const get = await callRoute(route(), { method: 'GET' });
    expect(get).toMatchObject({ status: 405, headers: { allow: 'POST' } });
  });

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const handler = route(2);
    expect((await beacon(handler, JSON.stringify(report))).status).toBe(204);
    expect((await beacon(handler, JSON.stringify(report))).status).toBe(204);
    const third = await beacon(handler, JSON.stringify(report));
    expect(third).toMatchObject({ status: 429, headers: { 'retry-after': '60' } });
    expect(await rows()).toHaveLength(2);
  });
});
