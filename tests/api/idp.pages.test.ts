import * as client from 'openid-client';

import { CookieJar, browse, startIdpServer } from '@tests/idp/harness';
import { allowLocalServer, TestRelyingParty } from '@tests/idp/relyingParty';

let origin: string;
let stop: () => Promise<void>;
let rp: TestRelyingParty;
const grace = { name: 'Grace', email: 'grace@example.com', password: 'hopper-1906' };
/** The page's CSP nonce, as the site's proxy hands it to the provider's pages. */
const PAGE_NONCE = { 'x-nonce': 'test-nonce' };

allowLocalServer();
beforeAll(async () => {
  ({ origin, close: stop } = await startIdpServer());
  rp = new TestRelyingParty(origin);
  await rp.discover();
  await rp.signIn('register', grace);
});
afterAll(() => stop());
beforeEach(() => rp.jar.clear());

describe('the embedded identity provider’s sign-in page', () => {
  it('shows a wrong password in an alert and keeps the interaction', async () => {
    const start = await rp.authorize();
    const refused = await rp.post(`${start.url}/login`, {
      email: grace.email,
      password: 'wrong-pass',
    });
    expect(refused.headers.get('location')).toMatch(/\?mode=login&error=wrong-password$/);
    const page = await (await rp.open(refused.headers.get('location') ?? '')).text();
    expect(page).toMatch(/role="alert"[^>]*>Wrong email or password</);
    const ok = await rp.followFrom(
      await rp.post(`${start.url}/login`, { email: grace.email, password: grace.password }),
    );
    expect(new URL(ok.url).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('refuses a second account for a taken email with the page’s message', async () => {
    const start = await rp.authorize();
    const taken = await rp.post(`${start.url}/register`, {
      name: 'G2',
      email: 'GRACE@example.com',
      password: 'another-pass',
    });
    expect(taken.headers.get('location')).toMatch(/\?mode=register&error=email-taken$/);
    const page = await (await rp.open(taken.headers.get('location') ?? '')).text();
    expect(page).toContain('An account with this email already exists');
    expect(page).toMatch(/autocomplete="new-password"/i);
    expect(page).toMatch(/<label for="idp-name">Name<\/label>/);
  });

  it('shows zod validation messages of registration', async () => {
    const start = await rp.authorize();
    const short = await rp.post(`${start.url}/register`, {
      name: 'Al',
      email: 'al@example.com',
      password: 'short',
    });
    const page = await (await rp.open(short.headers.get('location') ?? '')).text();
    expect(page).toContain('Password must be at least 8 characters');
    expect(page).toMatch(
      /id="idp-password"[^>]*aria-invalid="true"[^>]*aria-describedby="idp-error idp-password-hint"/,
    );
  });

  it('ends the interaction with access_denied on Cancel, and refuses a foreign Origin', async () => {
    const start = await rp.authorize();
    const foreign = await browse(rp.jar, `${start.url}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'email=a%40b.co&password=whatever1',
    });
    expect(foreign.status).toBe(403);
    const done = await rp.followFrom(await rp.post(`${start.url}/abort`, {}));
    expect(done.url).toMatch(new RegExp(`^${origin}/signin/popup\\?`));
    expect(new URL(done.url).searchParams.get('error')).toBe('access_denied');
  });

  it('shows the expired page with status 400 for an unknown interaction', async () => {
    const res = await browse(new CookieJar(), `${origin}/idp/interaction/unknown-uid`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This sign-in link has expired');
  });

  it('signs out through end_session with the ID token hint and returns to the site', async () => {
    const signedIn = await rp.signIn('login', grace);
    const endUrl = client.buildEndSessionUrl(rp.config, {
      id_token_hint: signedIn.id_token ?? '',
      post_logout_redirect_uri: `${origin}/`,
    });
    const html = await (await browse(rp.jar, endUrl.href, { headers: PAGE_NONCE })).text();
    expect(html).toContain(`action="${origin}/idp/session/end/confirm"`);
    // The hint names this session's account: the page confirms by itself.
    expect(html).toContain('f.submit()');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const out = await rp.post(`${origin}/idp/session/end/confirm`, { xsrf, logout: 'yes' });
    expect(out.headers.get('location')).toBe(`${origin}/`);
    const silent = await rp.authorize({ prompt: 'none' });
    expect(new URL(silent.url).searchParams.get('error')).toBe('login_required');
  });

  it('asks before signing out when the ID token hint is someone else’s', async () => {
    const other = new TestRelyingParty(origin);
    await other.discover();
    const ada = await other.signIn('register', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'lovelace-1815',
    });
    await rp.signIn('login', grace);
    const endUrl = client.buildEndSessionUrl(rp.config, { id_token_hint: ada.id_token ?? '' });
    const html = await (await browse(rp.jar, endUrl.href, { headers: PAGE_NONCE })).text();
    expect(html).toContain(`action="${origin}/idp/session/end/confirm"`);
    expect(html).not.toContain('f.submit()');
    // Grace is still signed in.
    const silent = await rp.authorize({ prompt: 'none' });
    expect(new URL(silent.url).searchParams.get('code')).toEqual(expect.any(String));
  });
});
