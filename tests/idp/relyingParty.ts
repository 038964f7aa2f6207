import { http as mswHttp, passthrough } from 'msw';
import * as client from 'openid-client';

import { server as msw } from '@tests/msw/server';

import { browse, CookieJar, follow, postForm } from './harness';

/** The scopes the site asks for. */
export const SCOPE = 'openid profile email offline_access';

/**
 * The msw safety net refuses unknown hosts; these suites talk to their own local server. Call it
 * before the suite's own hooks (msw forgets added handlers after each test).
 */
export function allowLocalServer(): void {
  const allow = () => msw.use(mswHttp.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  beforeAll(allow);
  beforeEach(allow);
}

/** The OAuth error code a rejected openid-client call carries. */
export async function oauthError(promise: Promise<unknown>): Promise<string | undefined> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return (err as { error?: string } | undefined)?.error;
}

/** The site as an OpenID relying party in a test: openid-client plus a browser's cookie jar. */
export class TestRelyingParty {
  readonly jar = new CookieJar();
  config!: client.Configuration;

  constructor(readonly origin: string) {}

  /** Discovers the embedded provider (plain http is allowed: it is a local test server). */
  async discover(): Promise<client.Configuration> {
    this.config = await client.discovery(
      new URL(`${this.origin}/idp`),
      'weather-web',
      undefined,
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    return this.config;
  }

  /** Starts an authorization request (PKCE S256) and follows it; answers where it led and the checks. */
  async authorize(extra: Record<string, string> = {}) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(this.config, {
      redirect_uri: `${this.origin}/signin/popup`,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      disablessologinview: 'true',
      ...extra,
    });
    return { ...(await follow(this.jar, this.origin, url.href)), verifier, state };
  }

  /** Exchanges the code of a callback URL. */
  exchange(callbackUrl: string, verifier: string, state: string) {
    return client.authorizationCodeGrant(this.config, new URL(callbackUrl), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
  }

  /** Posts a sign-in page form (same-origin). */
  post(url: string, fields: Record<string, string>): Promise<Response> {
    return postForm(this.jar, this.origin, url, fields);
  }

  /** GETs a URL (relative to the site) with the jar, without following redirects. */
  open(url: string): Promise<Response> {
    return browse(this.jar, new URL(url, this.origin).href);
  }

  /** Follows a redirect answer to where it leaves the identity provider. */
  followFrom(res: Response) {
    return follow(
      this.jar,
      this.origin,
      new URL(res.headers.get('location') ?? '', this.origin).href,
    );
  }

  /** The whole popup sign-in: authorize, post the form, follow back, exchange the code. */
  async signIn(action: 'login' | 'register', fields: Record<string, string>) {
    const start = await this.authorize();
    const done = await this.followFrom(await this.post(`${start.url}/${action}`, fields));
    return this.exchange(done.url, start.verifier, start.state);
  }
}
