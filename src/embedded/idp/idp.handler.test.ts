import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { resetConfigForTests } from '@/server/config';
import { resetRateLimitersForTests } from '@/server/rate-limit';

import { readForm } from './formBody';
import { handleIdpRequest, stripIdpPrefix } from './idp.handler';
import { matchInteractionPost } from './interactions.handler';
import { asSiteRequest } from './provider';

/** A response that records its status, headers and body (`fake` is what the handler writes to). */
function recordingResponse() {
  const res = { statusCode: 200, headers: {} as Record<string, string>, body: '' };
  const fake = {
    headersSent: false,
    setHeader: (k: string, v: string) => void (res.headers[k.toLowerCase()] = v),
    end: (b: string) => void (res.body = b),
    get statusCode() {
      return res.statusCode;
    },
    set statusCode(v: number) {
      res.statusCode = v;
    },
  } as unknown as ServerResponse;
  return { res, fake };
}

function request(body: string, headers: Record<string, string>): IncomingMessage {
  return Object.assign(Readable.from([Buffer.from(body)]), {
    headers,
    socket: { remoteAddress: '10.9.8.7' },
  }) as unknown as IncomingMessage;
}

describe('stripIdpPrefix', () => {
  it.each([
    ['/api/idp/auth?client_id=x', '/auth?client_id=x'],
    ['/idp/.well-known/openid-configuration', '/.well-known/openid-configuration'],
    ['/idp', '/'],
    ['/idp?x=1', '/?x=1'],
    ['/idpx/auth', '/idpx/auth'],
  ])('%s → %s', (url, path) => expect(stripIdpPrefix(url)).toBe(path));
});

describe('matchInteractionPost', () => {
  it('recognises the three form posts and nothing else', () => {
    expect(matchInteractionPost('POST', '/interaction/abc_D-1/login')).toEqual({
      uid: 'abc_D-1',
      action: 'login',
    });
    expect(matchInteractionPost('post', '/interaction/u/register?x=1')).toEqual({
      uid: 'u',
      action: 'register',
    });
    expect(matchInteractionPost('POST', '/interaction/u/abort')).toEqual({
      uid: 'u',
      action: 'abort',
    });
    expect(matchInteractionPost('GET', '/interaction/u/login')).toBeUndefined();
    expect(matchInteractionPost('POST', '/interaction/u/delete')).toBeUndefined();
    expect(matchInteractionPost('POST', '/interaction/a%2Fb/login')).toBeUndefined();
  });
});

describe('readForm', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
  it('parses a urlencoded body', async () => {
    const fields = await readForm(request('email=a%40b.co&password=p+w', form));
    expect(Object.fromEntries(fields)).toEqual({ email: 'a@b.co', password: 'p w' });
  });
  it('refuses another content type (415) and more than 8 kB (413)', async () => {
    await expect(
      readForm(request('{}', { 'content-type': 'application/json' })),
    ).rejects.toMatchObject({ status: 415 });
    await expect(readForm(request(`x=${'a'.repeat(9000)}`, form))).rejects.toMatchObject({
      status: 413,
    });
    await expect(
      readForm(request('x=1', { ...form, 'content-length': '9000' })),
    ).rejects.toMatchObject({ status: 413 });
  });
});

describe('asSiteRequest', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });
  const forged = () =>
    request('', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.5, 10.0.0.1',
    });

  it('names the configured origin and the socket peer, whatever the request says', () => {
    delete process.env.TRUST_PROXY;
    resetConfigForTests();
    const req = forged();
    asSiteRequest(req, 'http://localhost:3000');
    expect(req.headers).toMatchObject({
      host: 'localhost:3000',
      'x-forwarded-host': 'localhost:3000',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '10.9.8.7',
    });
  });

  it('believes X-Forwarded-For through the proxies TRUST_PROXY names', () => {
    process.env.TRUST_PROXY = '10.0.0.0/8';
    resetConfigForTests();
    const req = forged();
    asSiteRequest(req, 'https://weather.example');
    expect(req.headers).toMatchObject({
      host: 'weather.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.5',
    });
  });
});

describe('handleIdpRequest with an external identity provider', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  it('answers 404 when OIDC_AUTHORITY is set', async () => {
    process.env.OIDC_AUTHORITY = 'https://login.example.com';
    process.env.OIDC_CLIENT_ID = 'weather';
    resetConfigForTests();
    const res = { statusCode: 200, headers: {} as Record<string, string>, body: '' };
    const fake = {
      setHeader: (k: string, v: string) => void (res.headers[k.toLowerCase()] = v),
      end: (b: string) => void (res.body = b),
      set statusCode(v: number) {
        res.statusCode = v;
      },
    } as unknown as ServerResponse;
    await handleIdpRequest(
      {
        url: '/idp/.well-known/openid-configuration',
        method: 'GET',
        headers: { host: 'localhost' },
      } as IncomingMessage,
      fake,
    );
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: expect.stringContaining('OIDC_AUTHORITY') });
  });
});

describe('handleIdpRequest limits sign-in and registration posts', () => {
  afterEach(() => {
    resetConfigForTests();
    resetRateLimitersForTests();
  });

  /** Posts the form from one client (10.9.8.7, no device cookie) and records the answer. */
  async function post(action: string) {
    const { res, fake } = recordingResponse();
    const req = Object.assign(request('email=a%40b.co&password=x', {}), {
      url: `/idp/interaction/uid1/${action}`,
      method: 'POST',
      // A foreign origin: the handler refuses it (403) without touching the database.
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
    }) as IncomingMessage;
    await handleIdpRequest(req, fake);
    return res;
  }

  it('answers 429 JSON with Retry-After past the per-device window (10 a minute)', async () => {
    resetConfigForTests();
    resetRateLimitersForTests();
    for (let i = 0; i < 10; i++)
      expect((await post(i % 2 ? 'login' : 'register')).statusCode).toBe(403);
    const refused = await post('login');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({
      error: `Too many requests. Try again in ${refused.headers['retry-after']} seconds.`,
    });
    // Leaving the sign-in page (abort) is never limited.
    expect((await post('abort')).statusCode).toBe(403);
  });
});

describe('handleIdpRequest refuses what no endpoint answers, as JSON', () => {
  afterEach(() => resetConfigForTests());

  async function call(method: string, headers: Record<string, string>) {
    const { res, fake } = recordingResponse();
    const req = Object.assign(request('', {}), { url: '/idp/token', method, headers });
    await handleIdpRequest(req as IncomingMessage, fake);
    return { ...res, json: JSON.parse(res.body) as unknown };
  }

  it('answers TRACE 405 with Allow', async () => {
    expect(await call('TRACE', { host: 'localhost:3000' })).toMatchObject({
      statusCode: 405,
      headers: { allow: 'GET, HEAD, POST', 'content-type': 'application/json; charset=utf-8' },
      json: { error: 'Method TRACE not allowed' },
    });
  });

  it('answers a Host the site is not 400, as every API route does', async () => {
    expect(await call('GET', { host: 'evil.example' })).toMatchObject({
      statusCode: 400,
      json: { error: 'Unknown host' },
    });
  });
});
