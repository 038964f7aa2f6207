import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { getConfig, resetConfigForTests } from '@/server/config';
import { DEVICE_COOKIE, signDeviceId } from '@/server/devices/deviceCookie';
import { RENDERS_BUSY_MESSAGE, resetRateLimitersForTests, verdictOf } from '@/server/rate-limit';

import { callRoute, type RouteResult } from '@tests/utils/apiRoute';
import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { paris } from '@tests/fixtures/localities';

import tilesRoute from '../../pages/api/tiles/[...path]';
import basemapRoute from '../../pages/api/web2/hurricanes/basemap/[file]';
import queryRoute from '../../pages/api/web2/locations/query';

/**
 * The limits of on-demand renders and searches as a client meets them over HTTP: a 429 with
 * Retry-After and JSON `{ error }` for the request past a client's window (only tiles and boxes
 * the server must draw are counted), a 503 with Retry-After when the render queue is full, and
 * none of it for honest use under the default limits.
 */

const envBefore = { ...process.env };

/** Site settings with these rate limits (the rest default); a proxy on loopback is trusted. */
function useLimits(rateLimits: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'render-limits-')), 'site.json');
  writeFileSync(file, JSON.stringify({ rateLimits }));
  process.env = { ...envBefore, SITE_SETTINGS_FILE: file, TRUST_PROXY: '127.0.0.1' };
  resetConfigForTests();
  resetRateLimitersForTests();
}

afterAll(() => {
  process.env = envBefore;
  resetConfigForTests();
  resetRateLimitersForTests();
});

const cookieOf = (device: string) =>
  `${DEVICE_COOKIE}=${signDeviceId(device, getConfig().cookieKeys)}`;

/** The latest frame's tile template of a layer, `/tiles/<layer>/<frame>/{z}/{x}/{y}.png`. */
async function templateOf(layer: 'radar' | 'temperature'): Promise<string> {
  const frames = await callRoute(tilesRoute, { url: `/tiles/${layer}/frames` });
  const list = (frames.body as { frames: { url: string }[] }).frames;
  return list.at(-1)?.url ?? '';
}

/** Tiles no other test asks for: each test takes its own band of columns at zoom 9. */
let nextColumn = 0;
function freshTiles(template: string, n: number): string[] {
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = nextColumn++;
    urls.push(template.replace('{z}/{x}/{y}', `9/${x % 512}/${200 + Math.floor(x / 512)}`));
  }
  return urls;
}

const tile = (url: string, headers: Record<string, string> = {}) =>
  callRoute(tilesRoute, { url, headers });

function expectTooManyRequests(answer: RouteResult, windowSeconds: number) {
  expect(answer.status).toBe(429);
  const wait = Number(answer.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body).toEqual({ error: `Too many requests. Try again in ${wait} seconds.` });
}

const small = {
  tileRenders: {
    perDevice: { points: 3, durationSeconds: 60 },
    perIp: { points: 5, durationSeconds: 60 },
  },
  basemapRenders: {
    perDevice: { points: 2, durationSeconds: 60 },
    perIp: { points: 4, durationSeconds: 60 },
  },
  search: {
    perDevice: { points: 3, durationSeconds: 30 },
    perIp: { points: 5, durationSeconds: 60 },
  },
};

describe('/tiles/* render limits', () => {
  beforeEach(() => useLimits(small));

  it('refuses the render past a client’s window with 429 JSON and Retry-After', async () => {
    const client = { 'x-forwarded-for': '198.51.100.10' };
    const urls = freshTiles(await templateOf('radar'), 4);
    const answers = [];
    for (const url of urls) answers.push(await tile(url, client));
    expect(answers.slice(0, 3).map((a) => [a.status, a.headers['content-type']])).toEqual([
      [200, 'image/png'],
      [200, 'image/png'],
      [200, 'image/png'],
    ]);
    expectTooManyRequests(answers[3]!, 60);
    // Another client is not held by this one.
    const [other] = freshTiles(await templateOf('radar'), 1);
    expect((await tile(other!, { 'x-forwarded-for': '198.51.100.11' })).status).toBe(200);
  });

  it('counts radar summaries at random points like renders', async () => {
    const client = { 'x-forwarded-for': '198.51.100.30' };
    const summary = (i: number) =>
      callRoute(tilesRoute, {
        url: `/tiles/radar/summary?latitude=${10 + i}&longitude=${20 + i}&name=Somewhere`,
        headers: client,
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await summary(i));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expectTooManyRequests(answers[3]!, 60);
  });

  it('never counts a tile the server holds: only cache misses cost', async () => {
    const client = { 'x-forwarded-for': '198.51.100.12' };
    const [held, ...others] = freshTiles(await templateOf('temperature'), 4);
    for (let i = 0; i < 20; i++) expect((await tile(held!, client)).status).toBe(200);
    expect((await tile(others[0]!, client)).status).toBe(200);
    expect((await tile(others[1]!, client)).status).toBe(200);
    expectTooManyRequests(await tile(others[2]!, client), 60);
    // A tile drawn before is still served past the limit.
    expect((await tile(held!, client)).status).toBe(200);
  });

  it('limits an address across the devices behind it', async () => {
    const urls = freshTiles(await templateOf('radar'), 6);
    const codes: number[] = [];
    for (const [i, url] of urls.entries())
      codes.push(
        (await tile(url, { 'x-forwarded-for': '198.51.100.13', cookie: cookieOf(`t${i}`) })).status,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts a loopback client without a device cookie (this machine is limited too)', async () => {
    const urls = freshTiles(await templateOf('radar'), 4);
    const codes: number[] = [];
    for (const url of urls) codes.push((await tile(url)).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('answers 503 with Retry-After when the render queue is full', async () => {
    useLimits({ ...small, renderQueue: { concurrency: 1, maxQueue: 0, maxWaitMs: 2000 } });
    const urls = freshTiles(await templateOf('radar'), 2);
    const answers = await Promise.all(
      urls.map((url, i) => tile(url, { 'x-forwarded-for': `198.51.100.${20 + i}` })),
    );
    const busy = answers.find((a) => a.status !== 200);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 503]);
    expect(busy?.headers['retry-after']).toBe('2');
    expect(busy?.headers['cache-control']).toBe('no-store');
    expect(busy?.body).toEqual({ error: RENDERS_BUSY_MESSAGE });
  });

  it('never refuses a map panned at 60 new tiles a second for 10 s under the default limits', async () => {
    // The default points per device; the window lengthened so that a slow machine taking more
    // than 10 s over these 600 tiles does not see it start again before the last one.
    useLimits({ tileRenders: { perDevice: { durationSeconds: 600 } } });
    const visitor = { 'x-forwarded-for': '198.51.100.30', cookie: cookieOf('panner') };
    // Ten seconds of panning, both layers, all inside one window: 600 tiles nobody drew before.
    // The first 580 are counted as the route counts them (drawing them all would take a test
    // minutes); the last screen, 20 tiles, is drawn through the route.
    const req = { headers: visitor, socket: { remoteAddress: '127.0.0.1' } } as never;
    for (let i = 0; i < 580; i++)
      expect(await verdictOf('tileRenders', req)).toEqual({ allowed: true });
    const screen = [
      ...freshTiles(await templateOf('radar'), 10),
      ...freshTiles(await templateOf('temperature'), 10),
    ];
    const codes: number[] = [];
    for (const url of screen) codes.push((await tile(url, visitor)).status);
    expect(codes).toEqual(Array(20).fill(200));
    // A client forcing renders past that is refused.
    const [more] = freshTiles(await templateOf('radar'), 1);
    expectTooManyRequests(await tile(more!, visitor), 600);
  }, 30_000);
});

describe('/web2/api/hurricanes/basemap render limits', () => {
  beforeEach(() => useLimits(small));

  let nextWest = -100;
  /** A box no other request asked for. */
  const freshBox = () => {
    const west = (nextWest += 1);
    return `${west},10,${west + 20},30.svg`;
  };
  const basemap = (file: string, headers: Record<string, string>) =>
    callRoute(basemapRoute, {
      url: `/web2/api/hurricanes/basemap/${file}`,
      query: { file },
      headers,
    });

  it('refuses the box past a client’s window with 429 JSON and Retry-After; a drawn box stays free', async () => {
    const client = { 'x-forwarded-for': '198.51.100.40' };
    const boxes = [freshBox(), freshBox(), freshBox()];
    const first = await basemap(boxes[0]!, client);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect((await basemap(boxes[1]!, client)).status).toBe(200);
    expectTooManyRequests(await basemap(boxes[2]!, client), 60);
    // The boxes it drew are answered from memory, not counted.
    for (let i = 0; i < 5; i++) expect((await basemap(boxes[0]!, client)).status).toBe(200);
  });

  it('lets a visitor of the hurricane pages through under the default limits', async () => {
    useLimits({});
    const visitor = { 'x-forwarded-for': '198.51.100.41', cookie: cookieOf('storm-watcher') };
    // A few pages of a few maps each, within seconds.
    for (let i = 0; i < 12; i++) expect((await basemap(freshBox(), visitor)).status).toBe(200);
  });
});

describe('POST /web2/api/locations/query search limits', () => {
  let undo: () => void;
  beforeAll(() => {
    undo = installProviderStandIns();
  });
  afterAll(() => undo());
  beforeEach(() => useLimits(small));

  const query = (headers: Record<string, string>) =>
    callRoute(queryRoute, { method: 'POST', body: { Query: paris.SlugName }, headers });

  it('refuses the search past a client’s window with 429 JSON and Retry-After', async () => {
    const client = { 'x-forwarded-for': '198.51.100.50' };
    // A malformed body is no search: a 400, not counted.
    for (let i = 0; i < 3; i++) {
      const bad = await callRoute(queryRoute, {
        method: 'POST',
        body: { Query: '' },
        headers: client,
      });
      expect(bad.status).toBe(400);
    }
    for (let i = 0; i < 3; i++) expect((await query(client)).status).toBe(200);
    expectTooManyRequests(await query(client), 30);
  });

  it('counts a loopback client without a device cookie', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await query({})).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('never refuses a visitor typing under the default limits', async () => {
    // The default points per device, in a window no slow machine outlasts (see the tiles' test).
    useLimits({ search: { perDevice: { durationSeconds: 600 } } });
    const visitor = { 'x-forwarded-for': '198.51.100.51', cookie: cookieOf('typist') };
    // Every keystroke of a fast typist for ten seconds: 6 a second.
    for (let i = 0; i < 60; i++) expect((await query(visitor)).status).toBe(200);
    expect((await query(visitor)).status).toBe(429);
  });
});
