import type { GetServerSidePropsContext } from 'next';

import { getConfig } from '@/server/config';
import { dayOf, signDeviceId } from '@/server/devices/deviceCookie';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { startIdpServer } from '@tests/idp/harness';
import { allowLocalServer, TestRelyingParty } from '@tests/idp/relyingParty';
import { callRoute, type RouteResult } from '@tests/utils/apiRoute';

import signOutRoute from '../../pages/api/web2/auth/signout';
import successRoute from '../../pages/api/web2/auth/success';
import { getServerSideProps as homeProps } from '../../pages/index';

let origin: string;
let host: string;
let port: number;
let stop: () => Promise<void>;
let tokens: { access: string; refresh: string };
let mallory: { access: string; refresh: string };
let undo: () => void;

allowLocalServer();
beforeAll(async () => {
  undo = installProviderStandIns();
  ({ origin, close: stop } = await startIdpServer());
  ({ host } = new URL(origin));
  port = Number(new URL(origin).port);
  const rp = new TestRelyingParty(origin);
  await rp.discover();
  const signedIn = await rp.signIn('register', {
    name: 'Grace',
    email: 'grace@example.com',
    password: 'hopper-1906',
  });
  tokens = { access: signedIn.access_token, refresh: signedIn.refresh_token ?? '' };
  const other = new TestRelyingParty(origin);
  await other.discover();
  const hers = await other.signIn('register', {
    name: 'Mallory',
    email: 'mallory@example.com',
    password: 'planted-1234',
  });
  mallory = { access: hers.access_token, refresh: hers.refresh_token ?? '' };
});
afterAll(async () => {
  undo();
  await stop();
});

/** The cookies a response sets, by name (value and attributes). */
function setCookies(res: RouteResult): Map<string, string> {
  const set = res.headers['set-cookie'];
  const lines = Array.isArray(set) ? set : set ? [String(set)] : [];
  return new Map(lines.map((line) => [line.split('=')[0] ?? '', String(line)]));
}

/** POST /web2/api/auth/success as the browser sends it, arriving on the test server's socket. */
function postTokens(body: unknown, siteHost = host, cookie = '') {
  return callRoute(successRoute, {
    method: 'POST',
    url: '/web2/api/auth/success',
    headers: { host: siteHost, origin: `http://${siteHost}`, cookie },
    body,
    socket: { localAddress: '127.0.0.1', localPort: port },
  });
}

/** The home page's auth state for a browser with these cookies. */
async function authOnHome(cookie: string) {
  const ctx = {
    params: {},
    query: {},
    req: {
      headers: { host, cookie },
      socket: { remoteAddress: '127.0.0.1', localAddress: '127.0.0.1', localPort: port },
    },
    res: {
      getHeader: () => undefined,
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    },
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
  const headers = new Map<string, unknown>();
  const result = (await homeProps(ctx)) as {
    props: { initialState: { auth: { isLoggedIn: boolean; userName: string | null } } };
  };
  const { auth } = result.props.initialState;
  // The offline worker is told which pages greet an account (public/sw.js).
  expect(headers.get('x-signed-in')).toBe(auth.isLoggedIn ? '1' : undefined);
  return auth;
}

describe('POST /web2/api/auth/success against the embedded identity provider', () => {
  let device = '';
  /** The browser's link cookie (`name=value`), as the last sign-in set it. */
  let link = '';
  const linkOf = (res: RouteResult) => (setCookies(res).get('wb_link') ?? '').split(';')[0] ?? '';

  it('verifies the access token over the provider’s HTTP contract and sets the auth cookies', async () => {
    const res = await postTokens({ accesstoken: tokens.access, refreshtoken: tokens.refresh });
    expect(res).toMatchObject({ status: 200, body: { userName: 'Grace' } });
    const cookies = setCookies(res);
    expect(cookies.get('accesstoken')).toMatch(/HttpOnly/i);
    expect(cookies.get('refreshtoken')).toMatch(/HttpOnly/i);
    expect(cookies.get('Username')).toMatch(/^Username=Grace;/);
    expect(cookies.get('wb_login_ui')).toMatch(/^wb_login_ui=1;/);
    // The published OIDC client settings, readable by the page, with the others' lifetime.
    const settings = cookies.get('wb_oidc_settings') ?? '';
    expect(settings).not.toMatch(/HttpOnly/i);
    expect(settings).toMatch(/; Path=\//);
    expect(settings.match(/Max-Age=\d+/)?.[0]).toBe(
      cookies.get('Username')?.match(/Max-Age=\d+/)?.[0],
    );
    expect(JSON.parse(decodeURIComponent(settings.split(';')[0]?.split('=')[1] ?? ''))).toEqual({
      Authority: `${origin}/idp`,
      ClientId: 'weather-web',
      Scope: expect.stringContaining('openid'),
    });
    device = (cookies.get('wb_device') ?? '').split(';')[0] ?? '';
    expect(device).toMatch(/^wb_device=/);
    expect(cookies.get('wb_link')).toMatch(/^wb_link=[\w-]{43};.*HttpOnly/i);
    expect(cookies.get('wb_link')).not.toMatch(/Domain=/i);
    link = linkOf(res);
  });

  it('signing in keeps the browser’s device, and writes its cookie again only when it is due', async () => {
    const tokensBody = { accesstoken: tokens.access, refreshtoken: tokens.refresh };
    const dated = await postTokens(tokensBody, host, `${device}; wb_device_written=${dayOf()}`);
    expect(dated.status).toBe(200);
    expect(setCookies(dated).has('wb_device')).toBe(false);
    // Undated (a cookie from before the date was kept): the same device, its cookie written again.
    const undated = await postTokens(tokensBody, host, device);
    expect(undated.status).toBe(200);
    expect(setCookies(undated).get('wb_device')?.split(';')[0]).toBe(device);
    expect(setCookies(undated).get('wb_device_written')).toMatch(
      new RegExp(`^wb_device_written=${dayOf()};.*HttpOnly`, 'i'),
    );
    // A renewal of the same link proves the same link, with the cookie or without it...
    expect(linkOf(dated)).toBe(link);
    expect(linkOf(undated)).toBe(link);
    // ...so tabs renewing their tokens at the same moment all end with the cookie that holds.
    const tabs = await Promise.all([1, 2, 3].map(() => postTokens(tokensBody, host, device)));
    expect(tabs.map(linkOf)).toEqual([link, link, link]);
  });

  it('a device cookie planted before the sign-in does not carry the account afterwards', async () => {
    // Mallory signs in on a device of her own and keeps its cookies, the link's proof too...
    const planted = `wb_device=${signDeviceId('planted-device-1', getConfig().cookieKeys)}`;
    const mallorys = await postTokens(
      { accesstoken: mallory.access, refreshtoken: mallory.refresh },
      host,
      planted,
    );
    const malloryLink = linkOf(mallorys);
    // ...then gets the device cookie into Grace's browser, which signs in.
    const res = await postTokens(
      { accesstoken: tokens.access, refreshtoken: tokens.refresh },
      host,
      planted,
    );
    expect(res.status).toBe(200);
    const victimLink = linkOf(res);
    expect(victimLink).not.toBe(malloryLink);
    const session = `accesstoken=${tokens.access}; refreshtoken=${tokens.refresh}`;
    expect(await authOnHome(`${planted}; ${session}; ${victimLink}`)).toEqual({
      isLoggedIn: true,
      userName: 'Grace',
    });
    // Mallory has the device cookie, not the proof of Grace's link: no proof, an old proof of her
    // own, or another device's proof all read as signed out.
    for (const proof of ['', `; ${malloryLink}`, `; ${link}`]) {
      expect(await authOnHome(`${planted}; refreshtoken=anything-at-all${proof}`)).toEqual({
        isLoggedIn: false,
        userName: null,
      });
    }
    // Nor can she sign Grace out there: her sign-out clears her own cookies, not Grace's link.
    const signOut = await callRoute(signOutRoute, {
      method: 'POST',
      url: '/web2/api/auth/signout',
      headers: { host, origin: `http://${host}`, cookie: `${planted}; ${malloryLink}` },
      socket: { localAddress: '127.0.0.1', localPort: port },
    });
    expect(signOut.status).toBe(204);
    expect(await authOnHome(`${planted}; ${session}; ${victimLink}`)).toMatchObject({
      isLoggedIn: true,
    });
  });

  it('refuses a token the provider does not know with 401', async () => {
    const res = await postTokens({ accesstoken: 'z'.repeat(43), refreshtoken: 'r'.repeat(43) });
    expect(res).toMatchObject({ status: 401 });
    expect(setCookies(res).has('accesstoken')).toBe(false);
  });

  it('takes the tokens under the spec’s names only, with a 400 naming the missing ones', async () => {
    const res = await postTokens({ accessToken: tokens.access, refreshToken: tokens.refresh });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringMatching(/^accesstoken: .*; refreshtoken: /) });
    expect(setCookies(res).has('accesstoken')).toBe(false);
  });

  it('refuses a forged Host before any check (the issuer is the configured origin)', async () => {
    // An outside host would be an unhandled request (msw fails the test): nothing is sent anywhere.
    const res = await postTokens(
      { accesstoken: tokens.access, refreshtoken: tokens.refresh },
      'evil.example',
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'Unknown host' } });
    expect(setCookies(res).has('accesstoken')).toBe(false);
  });

  it('greets a signed-in browser in the first HTML while a token can keep the session', async () => {
    const access = `accesstoken=${tokens.access}`;
    const refresh = `refreshtoken=${tokens.refresh}; ${link}`;
    expect(await authOnHome(`${device}; ${access}; ${refresh}`)).toEqual({
      isLoggedIn: true,
      userName: 'Grace',
    });
    // Without a refresh token, the provider must still accept the access token.
    expect(await authOnHome(`${device}; ${access}; ${link}`)).toMatchObject({ isLoggedIn: true });
    expect(await authOnHome(`${device}; accesstoken=${'q'.repeat(43)}; ${link}`)).toEqual({
      isLoggedIn: false,
      userName: null,
    });
    // That refused token ended the session: the device is no longer linked.
    expect(await authOnHome(`${device}; ${access}; ${refresh}`)).toMatchObject({
      isLoggedIn: false,
    });
  });
});
