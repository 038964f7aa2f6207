import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { http, passthrough } from 'msw';

import { getConfig, resetConfigForTests } from '@/server/config';
import { DEVICE_COOKIE, signDeviceId } from '@/server/devices/deviceCookie';

import { server as msw } from '@tests/msw/server';

import {
  isLoopback,
  rateKeysOf,
  refuseWhenOverLimit,
  resetRateLimitersForTests,
  withRateLimit,
} from './index';

/** Limits small enough to reach in a test. */
function useSettings(rateLimits: unknown, env: Record<string, string> = {}) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rl-settings-')), 'site.json');
  writeFileSync(file, JSON.stringify({ rateLimits }));
  process.env.SITE_SETTINGS_FILE = file;
  for (const [k, v] of Object.entries(env)) process.env[k] = v;
  resetConfigForTests();
  resetRateLimitersForTests();
}

const small = {
  writes: {
    perDevice: { points: 5, durationSeconds: 30 },
    perIp: { points: 8, durationSeconds: 60 },
  },
  signIn: {
    perDevice: { points: 2, durationSeconds: 60 },
    perIp: { points: 3, durationSeconds: 60 },
  },
};

let writes = 0;
/** A write route (POST counts a write) behind the limiter. */
const route = withRateLimit((req: IncomingMessage, res: ServerResponse) => {
  if (req.method === 'POST') writes += 1;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ ok: true }));
});

let server: Server;
let base: string;

beforeAll(async () => {
  // A proxy on loopback is trusted, so tests can name non-loopback clients in X-Forwarded-For.
  server = createServer((req, res) => void route(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  delete process.env.SITE_SETTINGS_FILE;
  delete process.env.TRUST_PROXY;
  resetConfigForTests();
  resetRateLimitersForTests();
});
beforeEach(() => {
  // The test's own server on loopback is real: msw lets its requests through.
  msw.use(http.all(`${base}/*`, () => passthrough()));
  writes = 0;
  useSettings(small, { TRUST_PROXY: '127.0.0.1' });
});

const cookieOf = (device: string) =>
  `${DEVICE_COOKIE}=${signDeviceId(device, getConfig().cookieKeys)}`;

function post(headers: Record<string, string> = {}) {
  return fetch(`${base}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...headers,
    },
    body: '{}',
  });
}

async function statuses(n: number, headers: Record<string, string>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await post(headers)).status);
  return out;
}

describe('withRateLimit on a write route', () => {
  it('answers 429 JSON with Retry-After once a device spends its window', async () => {
    const cookie = cookieOf('dev-abuse');
    const codes = await statuses(5, { cookie, 'x-forwarded-for': '198.51.100.1' });
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    const refused = await post({ cookie, 'x-forwarded-for': '198.51.100.1' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(30);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      error: `Too many requests. Try again in ${wait} seconds.`,
    });
    // The refused request never reached the handler.
    expect(writes).toBe(5);
  });

  it('never counts reads', async () => {
    const cookie = cookieOf('dev-reader');
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${base}/`, { headers: { cookie } });
      expect(res.status).toBe(200);
    }
    expect((await post({ cookie })).status).toBe(200);
  });

  it('limits an address across the devices behind it (a cookie per request buys nothing)', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.2' };
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await post({ ...ip, cookie: cookieOf(`d${i}`) })).status);
    expect(codes.filter((c) => c === 200)).toHaveLength(8);
    expect(codes.slice(8)).toEqual([429, 429]);
    // Another address is untouched.
    expect((await post({ 'x-forwarded-for': '198.51.100.3', cookie: cookieOf('x') })).status).toBe(
      200,
    );
  });

  it('counts a request without a valid device cookie under its address with the device window', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.4' };
    const forged = `${DEVICE_COOKIE}=dev-x.forged`;
    const codes = [...(await statuses(3, ip)), ...(await statuses(3, { ...ip, cookie: forged }))];
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts loopback visitors by device only: many devices on 127.0.0.1 are each within limits', async () => {
    useSettings(small); // no TRUST_PROXY: the client is the socket's peer, 127.0.0.1
    for (let v = 0; v < 4; v++)
      expect(await statuses(5, { cookie: cookieOf(`visitor-${v}`) })).toEqual([
        200, 200, 200, 200, 200,
      ]);
    // …while one device that goes on is refused.
    expect((await post({ cookie: cookieOf('visitor-0') })).status).toBe(429);
  });

  it('counts a loopback client without a device cookie under its address (a script sending none is limited)', async () => {
    useSettings(small); // no TRUST_PROXY: the client is the socket's peer, 127.0.0.1
    const codes = await statuses(6, {});
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
    // A forged cookie is no device: the same window.
    expect((await post({ cookie: `${DEVICE_COOKIE}=dev-x.forged` })).status).toBe(429);
    // A browser on the machine with its own device is not held by the cookie-less script.
    expect((await post({ cookie: cookieOf('loopback-browser') })).status).toBe(200);
    expect(writes).toBe(6);
  });

  it('counts loopback by address too when loopbackByDeviceOnly is off', async () => {
    useSettings({ ...small, loopbackByDeviceOnly: false });
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push((await post({ cookie: cookieOf(`lb${i}`) })).status);
    expect(codes.slice(0, 8).every((c) => c === 200)).toBe(true);
    expect(codes[8]).toBe(429);
  });

  it('lets everything through when disabled', async () => {
    useSettings({ ...small, enabled: false });
    const cookie = cookieOf('dev-free');
    expect((await statuses(8, { cookie })).every((c) => c === 200)).toBe(true);
  });
});

describe('rate keys', () => {
  it('knows loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.8.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback('')).toBe(false);
  });

  it('keys a loopback client by its device, or by `anon:<address>` without one, never by address', () => {
    useSettings(small);
    const loopback = (headers: Record<string, string>) =>
      rateKeysOf({ headers, socket: { remoteAddress: '127.0.0.1' } } as never, true);
    expect(loopback({})).toEqual({ device: 'anon:127.0.0.1', ip: null });
    expect(loopback({ cookie: cookieOf('dev-lb') })).toEqual({ device: 'dev-lb', ip: null });
    const v6 = rateKeysOf({ headers: {}, socket: { remoteAddress: '::1' } } as never, true);
    expect(v6).toEqual({ device: 'anon:::1', ip: null });
    expect(
      rateKeysOf({ headers: {}, socket: { remoteAddress: '127.0.0.1' } } as never, false),
    ).toEqual({ device: 'anon:127.0.0.1', ip: '127.0.0.1' });
  });

  it('counts an IPv6 client by its /64, where it picks addresses freely', () => {
    useSettings(small);
    const keysOf = (remoteAddress: string) =>
      rateKeysOf({ headers: {}, socket: { remoteAddress } } as never, true);
    expect(keysOf('2001:db8:1:2::a').ip).toBe(keysOf('2001:db8:1:2:ffff:1:2:3').ip);
    expect(keysOf('2001:db8:1:2::a').ip).not.toBe(keysOf('2001:db8:1:3::a').ip);
    expect(keysOf('2001:db8:1:2::a').device).toBe(`anon:${keysOf('2001:db8:1:2::a').ip}`);
    expect(keysOf('203.0.113.5').ip).toBe('203.0.113.5');
  });

  it('uses the trusted-proxy client address, not a spoofed X-Forwarded-For', () => {
    useSettings(small); // TRUST_PROXY empty
    const req = {
      headers: { 'x-forwarded-for': '198.51.100.9' },
      socket: { remoteAddress: '203.0.113.5' },
    } as never;
    expect(rateKeysOf(req, true)).toEqual({ device: 'anon:203.0.113.5', ip: '203.0.113.5' });
  });
});

describe('refuseWhenOverLimit for sign-in', () => {
  it('is stricter than writes', async () => {
    const req = {
      method: 'POST',
      headers: { cookie: cookieOf('dev-signin') },
      socket: { remoteAddress: '127.0.0.1' },
    } as never;
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = { statusCode: 200, headers: {} as Record<string, string>, body: '' };
      const refused = await refuseWhenOverLimit('signIn', req, {
        get statusCode() {
          return res.statusCode;
        },
        set statusCode(v: number) {
          res.statusCode = v;
        },
        setHeader(name: string, value: string) {
          res.headers[name.toLowerCase()] = value;
          return this as never;
        },
        end(body?: unknown) {
          res.body = String(body ?? '');
          return this as never;
        },
      } as never);
      answers.push(refused ? res.statusCode : 0);
      if (refused) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(JSON.parse(res.body)).toEqual({
          error: `Too many requests. Try again in ${res.headers['retry-after']} seconds.`,
        });
      }
    }
    expect(answers).toEqual([0, 0, 429]);
  });
});

describe('refuseWhenOverLimit for beacons', () => {
  /** How many of `count` posts from one device `policy` refuses, with the default limits. */
  async function refusedOf(policy: 'beacons' | 'writes', device: string, count: number) {
    useSettings({});
    const req = {
      method: 'POST',
      headers: { cookie: cookieOf(device) },
      socket: { remoteAddress: '127.0.0.1' },
    } as never;
    const res = { statusCode: 200, setHeader: () => res, end: () => res } as never;
    let refused = 0;
    for (let i = 0; i < count; i++) if (await refuseWhenOverLimit(policy, req, res)) refused += 1;
    return refused;
  }

  it('lets a reader clicking through pages send what writes would refuse', async () => {
    // A page a second for 10 s: four ad impressions a page.
    expect(await refusedOf('writes', 'dev-writes', 40)).toBe(10);
    expect(await refusedOf('beacons', 'dev-beacons', 40)).toBe(0);
    expect(await refusedOf('beacons', 'dev-beacons-many', 130)).toBe(10);
  });
});
