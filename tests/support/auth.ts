/** Test helpers of the auth feature (not a test file; imported by the tests beside it). */
import { http, HttpResponse } from 'msw';
import type { User } from 'oidc-client-ts';

import type { HydrationPayload } from '@/store/hydrated';
import type { SiteUserManager } from '@/lib/auth/userManager';
import { makeStore } from '@/application/store';
import type { PublicConfig } from '@/types/config';
import type { AuthHydration } from '@/features/auth/authSlice';

import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';

export const AUTH_SUCCESS_URL = 'http://localhost/web2/api/auth/success';
export const SIGNOUT_URL = 'http://localhost/web2/api/auth/signout';

/** A complete published configuration, with the auth settings these tests sign in with. */
export const authConfig = testPublicConfig({
  authClientSettings: {
    Authority: 'http://localhost/idp',
    Scope: 'openid profile offline_access',
    ClientId: 'weather-web',
    EnableLogging: false,
  },
});

/** A store seeded like server rendering does, with the auth slice present. */
export function makeAuthStore(seed: { config?: PublicConfig | null; auth?: AuthHydration } = {}) {
  const payload: HydrationPayload & { auth?: AuthHydration } = {};
  if (seed.config !== null) payload.config = { value: seed.config ?? authConfig };
  if (seed.auth) payload.auth = seed.auth;
  return makeStore(payload, testDeps());
}

/** A signed-in user as oidc-client-ts returns it (only the fields our code reads). */
export function signedInUser(overrides: Partial<Record<keyof User, unknown>> = {}): User {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: 'access-token-0123456789',
    refresh_token: 'refresh-token-0123456789',
    expires_at: expiresAt,
    expires_in: 3600,
    expired: false,
    profile: { sub: 'user-1' },
    ...overrides,
  } as unknown as User;
}

type Callback = (...args: unknown[]) => unknown;

/** A UserManager stand-in whose methods are jest mocks and whose event callbacks can be fired. */
export function fakeUserManager(stored: User | null = null) {
  const listeners: Record<string, Callback[]> = {};
  const add = (name: string) =>
    jest.fn((cb: Callback) => {
      (listeners[name] ??= []).push(cb);
      return jest.fn(() => {
        listeners[name] = (listeners[name] ?? []).filter((l) => l !== cb);
      });
    });
  const manager = {
    settings: { accessTokenExpiringNotificationTimeInSeconds: 60 },
    getUser: jest.fn(async () => stored),
    signinPopup: jest.fn(async () => signedInUser()),
    signinFrame: jest.fn(async (_frame: HTMLIFrameElement, _options?: { signal?: AbortSignal }) =>
      signedInUser(),
    ),
    signinSilent: jest.fn(async () => signedInUser()),
    signinPopupCallback: jest.fn(async () => undefined),
    signinSilentCallback: jest.fn(async () => undefined),
    signinRedirectCallback: jest.fn(async () => signedInUser()),
    signinRedirect: jest.fn(async () => undefined),
    revokeTokens: jest.fn(async () => undefined),
    removeUser: jest.fn(async () => undefined),
    signoutRedirect: jest.fn(async () => undefined),
    events: {
      addAccessTokenExpiring: add('accessTokenExpiring'),
      addSilentRenewError: add('silentRenewError'),
      addUserSignedOut: add('userSignedOut'),
      _raiseSilentRenewError: jest.fn(async (err: unknown) => {
        for (const cb of listeners.silentRenewError ?? []) cb(err);
      }),
    },
  };
  return {
    manager,
    asManager: manager as unknown as SiteUserManager,
    listenerCount: (name: string) => (listeners[name] ?? []).length,
    fire: (name: string, ...args: unknown[]) =>
      (listeners[name] ?? []).forEach((cb) => cb(...args)),
  };
}

/** Sets the page-readable sign-in cookies; returns a function that removes them. */
export function setSignInCookies(names: string[] = ['Username', 'wb_login_ui']): () => void {
  for (const name of names) document.cookie = `${name}=1; path=/`;
  return () => {
    for (const name of names)
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  };
}

/**
 * Answers POST auth/success (with `userName`, or `successStatus`) and POST auth/signout (204), and
 * records what each received.
 */
export function recordAuthCalls(options: { userName?: string; successStatus?: number } = {}) {
  const { userName = 'Ada', successStatus = 200 } = options;
  const calls = {
    success: [] as { url: string; body: unknown }[],
    signout: [] as { url: string; credentials: string }[],
  };
  server.use(
    http.post(AUTH_SUCCESS_URL, async ({ request }) => {
      calls.success.push({ url: request.url, body: await request.json() });
      return successStatus === 200
        ? HttpResponse.json({ userName })
        : HttpResponse.json({ error: 'refused' }, { status: successStatus });
    }),
    http.post(SIGNOUT_URL, ({ request }) => {
      calls.signout.push({ url: request.url, credentials: request.credentials });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}
