import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { NextApiRequest, NextApiResponse } from 'next';

import { getConfig, resetConfigForTests } from '@/server/config';
import { answerNonPageError } from '@/server/pages/errorPageProps';
import { resetRateLimitersForTests } from '@/server/rate-limit';
import { signRequest } from '@/server/provider/signing';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { callRoute, type RouteResult } from '@tests/utils/apiRoute';

import providerRoute from '../../pages/api/provider/[...path]';
import remoteConfigRoute from '../../pages/api/remote-config/[...path]';
import displayAds from '../../pages/api/web2/ads/config/displayads';
import signOut from '../../pages/api/web2/auth/signout';
import authSuccess from '../../pages/api/web2/auth/success';
import configuration from '../../pages/api/web2/configuration';
import favoriteById from '../../pages/api/web2/favorite-locations/[id]';
import favorites from '../../pages/api/web2/favorite-locations/index';
import locationQuery from '../../pages/api/web2/locations/query';
import gpc from '../../pages/api/web2/privacy/gpc';
import pulse from '../../pages/api/web2/pulse/[...path]';
import stations from '../../pages/api/web2/stations';
import units from '../../pages/api/web2/units/index';
import unitsUpdate from '../../pages/api/web2/units/update';
import limitUse from '../../pages/api/web2/user/[id]/limituseofpi';
import statePrivacy from '../../pages/api/web2/user/[id]/stateprivacy';
import profile from '../../pages/api/web2/user/profile';

type Route = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** Every route under /web2/api, with a URL it answers at, and the embedded provider's. */
const routes: [string, Route][] = [
  ['/web2/api/ads/config/displayads', displayAds],
  ['/web2/api/auth/signout', signOut],
  ['/web2/api/auth/success', authSuccess],
  ['/web2/api/configuration', configuration],
  ['/web2/api/favorite-locations/abc', favoriteById],
  ['/web2/api/favorite-locations', favorites],
  ['/web2/api/locations/query', locationQuery],
  ['/web2/api/privacy/gpc', gpc],
  ['/web2/api/pulse/clog/v1/submit', pulse],
  ['/web2/api/stations', stations],
  ['/web2/api/units', units],
  ['/web2/api/units/update', unitsUpdate],
  ['/web2/api/user/x/limituseofpi', limitUse],
  ['/web2/api/user/x/stateprivacy', statePrivacy],
  ['/web2/api/user/profile', profile],
  ['/provider/clog/v1/submit', providerRoute as Route],
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

/** Requests a browser would never send, and a hostile client would. */
const hostile: [string, (method: string, url: string) => Parameters<typeof callRoute>[1]][] = [
  ['invalid JSON', (method, url) => ({ method, url, body: '{"bad": ' })],
  [
    'a body over every limit (200 kB)',
    (method, url) => ({ method, url, body: { x: 'a'.repeat(200_000) } }),
  ],
  [
    'a declared length over every limit',
    (method, url) => ({ method, url, body: '{}', headers: { 'content-length': '10000000' } }),
  ],
  [
    'a non-JSON content type',
    (method, url) => ({ method, url, body: 'a=1', headers: { 'content-type': 'text/plain' } }),
  ],
  ['a malformed Host', (method, url) => ({ method, url, headers: { host: 'localhost:abc' } })],
  ['a foreign Host', (method, url) => ({ method, url, headers: { host: 'evil.example' } })],
  ['a script in the Host', (method, url) => ({ method, url, headers: { host: 'x"><script>' } })],
  [
    'a foreign Origin',
    (method, url) => ({ method, url, body: {}, headers: { origin: 'https://evil.example' } }),
  ],
];

// The routes' answers to hostile input are the subject here, not the rate limits: every request
// comes from one client on 127.0.0.1 without a device cookie, which the limits count, and would
// soon answer 429 before the checks under test run (the limits have tests of their own:
// src/server/rate-limit, tests/api/renderLimits.test.ts).
const envBefore = { ...process.env };
let undo: () => void;
beforeAll(() => {
  const settings = path.join(mkdtempSync(path.join(tmpdir(), 'hostile-')), 'site.json');
  writeFileSync(settings, JSON.stringify({ rateLimits: { enabled: false } }));
  process.env.SITE_SETTINGS_FILE = settings;
  resetConfigForTests();
  resetRateLimitersForTests();
  undo = installProviderStandIns();
});
afterAll(() => {
  undo();
  process.env = envBefore;
  resetConfigForTests();
  resetRateLimitersForTests();
});

/** A JSON client error: 4xx and `{ "error": "<message>" }`. */
function expectJsonClientError(res: RouteResult, label: string) {
  const ok = res.status >= 400 && res.status < 500;
  const body = res.body as { error?: unknown } | undefined;
  if (!ok || typeof body?.error !== 'string') {
    throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

describe('hostile requests to every /web2/api and /provider route', () => {
  it.each(routes)('%s answers each with a JSON 4xx', async (url, route) => {
    for (const [label, build] of hostile) {
      for (const method of METHODS) {
        const res = await callRoute(route, build(method, url));
        // A read ignores a body and any Origin; only a read with a good Host may succeed.
        const read = ['GET', 'HEAD'].includes(method) && !label.includes('Host');
        if (!(read && res.status < 400))
          expectJsonClientError(res, `${method} ${url} with ${label}`);
      }
    }
  });

  it('refuses an oversized body with 413 and closes the connection, a bad body with 400 or 415', async () => {
    const big = await callRoute(favorites, {
      method: 'POST',
      url: '/web2/api/favorite-locations',
      body: { x: 'a'.repeat(40_000) },
    });
    expect(big).toMatchObject({
      status: 413,
      body: { error: 'Request body larger than 32768 bytes' },
    });
    expect(big.headers.connection).toBe('close');
    const bad = await callRoute(locationQuery, { method: 'POST', body: '{"Query": ' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Request body is not valid JSON' } });
    const form = await callRoute(locationQuery, {
      method: 'POST',
      body: 'Query=paris',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form).toMatchObject({
      status: 415,
      body: { error: 'Content-Type must be application/json' },
    });
    const provider = await callRoute(providerRoute as Route, {
      method: 'POST',
      url: '/provider/clog/v1/submit',
      body: '{nope',
    });
    expect(provider).toMatchObject({
      status: 400,
      body: { error: 'Request body is not valid JSON' },
    });
  });

  it('answers a body nested thousands deep 400 on a signed provider call, not a 500', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { authId, secret } = getConfig().provider;
    const signed = signRequest(
      { method: 'POST', path: '/clog/v1/submit', params: {} },
      { authId, secret },
    );
    const res = await callRoute(providerRoute as Route, {
      method: 'POST',
      url: `/provider/clog/v1/submit?${new URLSearchParams(signed)}`,
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Request body nested deeper than 32 levels' },
    });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('answers TRACE 405 JSON with Allow on the provider and remote-config routes, whatever the path', async () => {
    const provider = await callRoute(providerRoute as Route, {
      method: 'TRACE',
      url: '/provider/clog/v1/submit',
    });
    expect(provider).toMatchObject({ status: 405, body: { error: 'Method TRACE not allowed' } });
    expect(provider.headers.allow).toBe('GET, HEAD, POST');
    const remote = await callRoute(remoteConfigRoute as Route, {
      method: 'TRACE',
      url: '/remote-config/v1/anything',
    });
    expect(remote).toMatchObject({ status: 405, body: { error: 'Method TRACE not allowed' } });
    expect(remote.headers.allow).toBe('POST');
  });

  it('answers TRACE and other unknown methods 405 with the route’s own Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const res = await callRoute(configuration, { method });
      expect(res).toMatchObject({ status: 405, body: { error: `Method ${method} not allowed` } });
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('errors Next answers before a route (the error page)', () => {
  function answer(method: string, url: string, statusCode: number) {
    const sent: { status?: number; headers: Record<string, unknown>; body?: string } = {
      headers: {},
    };
    const res = {
      headersSent: false,
      writableEnded: false,
      set statusCode(v: number) {
        sent.status = v;
      },
      get statusCode() {
        return sent.status ?? 200;
      },
      setHeader: (n: string, v: unknown) => void (sent.headers[n.toLowerCase()] = v),
      end: (b: string) => void (sent.body = b),
    };
    const answered = answerNonPageError({ method, url }, res as never, statusCode);
    return { answered, ...sent, json: sent.body ? (JSON.parse(sent.body) as unknown) : undefined };
  }

  it.each([
    ['/web2/api/%E0%A4%A', 400, 'Malformed request URL'],
    ['/web2/api/locations/query?x=%E0%A4%A', 400, 'Malformed request URL'],
    ['/provider/%E0%A4%A', 400, 'Malformed request URL'],
    ['/tiles/%ED%A0%80/abc', 400, 'Malformed request URL'],
    ['/remote-config/%E0%A4%A', 400, 'Malformed request URL'],
    ['/web2/api/no-such-route', 404, 'Not found'],
    ['/provider', 404, 'Not found'],
    ['/api/web2/no-such-route', 404, 'Not found'],
  ])('%s (%i) is JSON', (url, status, error) => {
    const out = answer('GET', url, status);
    expect(out).toMatchObject({ answered: true, status, json: { error } });
    expect(out.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers TRACE on a page 405 with Allow: GET, HEAD (Next cannot run the middleware for it)', () => {
    expect(answer('TRACE', '/', 500)).toMatchObject({
      answered: true,
      status: 405,
      headers: { allow: 'GET, HEAD' },
      json: { error: 'Method TRACE not allowed' },
    });
    expect(answer('TRACK', '/idp/auth', 500)).toMatchObject({ status: 405 });
    // The identity provider as Next serves it, behind its rewrite (next.config.js).
    expect(answer('TRACE', '/api/idp/x%/abc', 500)).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD, POST' },
      json: { error: 'Method TRACE not allowed' },
    });
  });

  it.each([
    ['/idp/%E0%A4%A', 400, 'Malformed request URL'],
    ['/idp/token', 500, 'Internal server error'],
    ['/idp/interaction/x/login', 500, 'Internal server error'],
  ])('%s (%i) under the identity provider’s endpoints is JSON', (url, status, error) => {
    expect(answer('POST', url, status)).toMatchObject({ answered: true, status, json: { error } });
  });

  it('leaves page errors to the error page', () => {
    expect(answer('GET', '/no/such/page', 404).answered).toBe(false);
    expect(answer('POST', '/idp/interaction/x', 500).answered).toBe(false);
    expect(answer('GET', '/idp/interaction/x?mode=login', 500).answered).toBe(false);
  });
});
