import { setBodyTimeoutForTests } from '@/server/http/body';

import { startIdpServer } from '@tests/idp/harness';
import { allowLocalServer, TestRelyingParty } from '@tests/idp/relyingParty';
import { rawExchange } from '@tests/utils/loopback';

/**
 * What a client sees of the embedded identity provider's errors over a real connection: JSON on
 * every endpoint (`{ error }`, OAuth's `{ error, error_description }` for oidc-provider's own),
 * the error page only for a browser's page load, TRACE refused, and its bodies read within the
 * site's time limit.
 */

let origin: string;
let port: number;
let stop: () => Promise<void>;

allowLocalServer();
beforeAll(async () => {
  ({ origin, close: stop } = await startIdpServer());
  port = Number(new URL(origin).port);
  setBodyTimeoutForTests(300);
});
afterAll(async () => {
  setBodyTimeoutForTests();
  await stop();
});

async function expectJsonError(res: Response, status: number): Promise<Record<string, unknown>> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.error).toEqual(expect.any(String));
  return body;
}

const head = (method: string, path: string, headers: string) =>
  `${method} ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n${headers}\r\n`;

describe('the identity provider’s errors', () => {
  it('answers a path no endpoint serves 404 JSON (not Koa’s plain text)', async () => {
    const res = await fetch(`${origin}/idp/no-such-endpoint`);
    expect(await expectJsonError(res, 404)).toEqual({ error: 'Not found' });
    await expectJsonError(await fetch(`${origin}/idp/token`), 404);
  });

  it('answers an authorization error JSON to an API-style request, the error page to a browser', async () => {
    const api = await fetch(`${origin}/idp/auth`, { headers: { accept: 'application/json' } });
    expect(await expectJsonError(api, 400)).toMatchObject({ error: 'invalid_request' });
    const any = await fetch(`${origin}/idp/auth?client_id=nobody`);
    expect(await expectJsonError(any, 400)).toMatchObject({ error: 'invalid_client' });
    const browser = await fetch(`${origin}/idp/auth`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(browser.status).toBe(400);
    expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await browser.text()).toContain('Sign-in could not continue');
  });

  it('answers the token and userinfo endpoints’ errors as OAuth JSON', async () => {
    const token = await fetch(`${origin}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await expectJsonError(token, 400)).toMatchObject({ error: 'invalid_request' });
    await expectJsonError(await fetch(`${origin}/idp/me`), 401);
    const jwks = await fetch(`${origin}/idp/jwks`);
    expect(jwks.status).toBe(200);
  });

  it('answers the sign-in form posts’ refusals JSON (415 for a body that is not a form, 403 for a foreign Origin)', async () => {
    const rp = new TestRelyingParty(origin);
    await rp.discover();
    const start = await rp.authorize();
    const json = await fetch(`${start.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: '{"email":"a@b.co"}',
    });
    expect(await expectJsonError(json, 415)).toEqual({ error: 'Expected a form submission' });
    const foreign = await fetch(`${start.url}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'email=a%40b.co&password=whatever1',
    });
    expect(await expectJsonError(foreign, 403)).toEqual({
      error: 'Cross-origin request refused',
    });
  });

  it('refuses TRACE with 405 JSON and Allow (TRACK is not HTTP to Node: its own 400)', async () => {
    const res = await rawExchange(port, head('TRACE', '/idp/token', ''), [], { waitMs: 500 });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: 'Method TRACE not allowed' });
    const track = await rawExchange(port, head('TRACK', '/idp/token', ''), [], { waitMs: 500 });
    expect(track).toMatchObject({ status: 400, closedByServer: true });
  });
});

describe('the identity provider’s request bodies', () => {
  it.each([
    ['the token endpoint', '/idp/token'],
    ['a sign-in form post', '/idp/interaction/abc/login'],
  ])(
    'answers %s a body shorter than its Content-Length 408 JSON in time, and closes',
    async (_name, path) => {
      const res = await rawExchange(
        port,
        head(
          'POST',
          path,
          `Content-Type: application/x-www-form-urlencoded\r\nOrigin: ${origin}\r\nContent-Length: 100\r\n`,
        ),
        ['grant_type=x'],
        { waitMs: 2_000 },
      );
      expect(res.status).toBe(408);
      expect(res.headers.connection).toBe('close');
      expect(JSON.parse(res.body)).toEqual({ error: 'Request body not received in time' });
      expect(res.closedByServer).toBe(true);
      expect(res.answeredAfterMs).toBeLessThan(1_500);
    },
  );

  it('answers a token request too large 413 JSON after reading it, and closes', async () => {
    const size = 200 * 1024;
    const res = await rawExchange(
      port,
      head(
        'POST',
        '/idp/token',
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n`,
      ),
      Array.from({ length: size / 1024 }, () => Buffer.alloc(1024, 0x61)),
      { pauseMs: 20 },
    );
    expect(res.error).toBeUndefined();
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toEqual({ error: expect.stringMatching(/larger than/) });
  });
});
