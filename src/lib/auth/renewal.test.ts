import type { User, UserManager } from 'oidc-client-ts';

import {
  LoginRequiredError,
  browserLocks,
  confirmStoredSession,
  isAnonymousError,
  isTimeoutError,
  queryAnonymousSession,
  renewWithLock,
  startRenewal,
  type LockManagerLike,
} from './renewal';

const LOCK = 'oidc-renew:http://localhost/idp:weather-web';

/** A stored user as oidc-client-ts returns it (only the fields renewal reads). */
function user(sub: string, accessToken: string, expiresIn: number): User {
  return {
    access_token: accessToken,
    refresh_token: `rt-${accessToken}`,
    expires_in: expiresIn,
    expired: expiresIn <= 0,
    profile: { sub },
  } as unknown as User;
}

/** One browser's shared localStorage, as far as the stored user goes. */
function sharedStore(initial: User | null) {
  return { user: initial };
}

/** A UserManager stand-in for one tab over a shared store. */
function fakeManager(
  store: { user: User | null },
  renew: (args?: unknown) => Promise<User | null>,
) {
  let expiring: (() => void) | null = null;
  const manager = {
    settings: { accessTokenExpiringNotificationTimeInSeconds: 60 },
    getUser: jest.fn(async () => store.user),
    signinSilent: jest.fn(async (args?: unknown) => {
      const next = await renew(args);
      store.user = next;
      return next;
    }),
    querySessionStatus: jest.fn(),
    events: {
      addAccessTokenExpiring: jest.fn((cb: () => void) => {
        expiring = cb;
        return () => {
          expiring = null;
        };
      }),
      _raiseSilentRenewError: jest.fn(async () => undefined),
    },
  };
  return {
    store,
    manager,
    asManager: manager as unknown as UserManager,
    fireExpiring: () => expiring?.(),
  };
}

/** Web Locks stand-in: one holder at a time per name, queued in request order. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = jest.fn((_name: string, callback: () => Promise<unknown>) => {
    const run = tail.then(callback);
    tail = run.catch(() => undefined);
    return run;
  });
  return { request, locks: { request } as unknown as LockManagerLike };
}

const timeout = () =>
  Object.assign(new Error('IFrame timed out without a response'), { name: 'ErrorTimeout' });

/** Lets pending promise callbacks run (works with real and fake timers). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/**
 * Starts renewal over a fresh stored token (nothing to renew yet), then lets the token reach its
 * expiring point and fires the library's access-token-expiring event.
 */
async function startThenExpire(
  tab: ReturnType<typeof fakeManager>,
  options: Parameters<typeof startRenewal>[1],
) {
  tab.store.user = user('u1', 'fresh', 3600);
  const stop = startRenewal(tab.asManager, options);
  await flush();
  expect(tab.manager.signinSilent).not.toHaveBeenCalled();
  tab.store.user = user('u1', 'old', 30);
  tab.fireExpiring();
  return stop;
}

describe('renewWithLock', () => {
  it('renews under the named lock', async () => {
    const store = sharedStore(user('u1', 'old', 30));
    const { manager, asManager } = fakeManager(store, async () => user('u1', 'new', 3600));
    const { request, locks } = fakeLocks();
    await expect(renewWithLock(asManager, LOCK, locks)).resolves.toMatchObject({
      renewed: true,
      user: { access_token: 'new' },
    });
    expect(request).toHaveBeenCalledWith(LOCK, expect.any(Function));
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('lets a second tab re-read the stored user instead of renewing again', async () => {
    const store = sharedStore(user('u1', 'old', 30));
    const { locks } = fakeLocks();
    let release: () => void = () => {};
    const tabA = fakeManager(
      store,
      () =>
        new Promise((resolve) => {
          release = () => resolve(user('u1', 'rotated', 3600));
        }),
    );
    const tabB = fakeManager(store, async () => user('u1', 'other', 3600));
    const a = renewWithLock(tabA.asManager, LOCK, locks);
    const b = renewWithLock(tabB.asManager, LOCK, locks);
    await new Promise((r) => setTimeout(r, 0));
    release();
    await expect(a).resolves.toMatchObject({ renewed: true, user: { access_token: 'rotated' } });
    await expect(b).resolves.toMatchObject({ renewed: false, user: { access_token: 'rotated' } });
    expect(tabA.manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(tabB.manager.signinSilent).not.toHaveBeenCalled();
    expect(tabB.manager.getUser).toHaveBeenCalled();
  });

  it('renews directly when the browser has no Web Locks', async () => {
    const store = sharedStore(user('u1', 'old', 10));
    const { manager, asManager } = fakeManager(store, async () => user('u1', 'new', 3600));
    await expect(renewWithLock(asManager, LOCK, null)).resolves.toMatchObject({ renewed: true });
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('falls back to the silent-renew iframe when the refresh token is refused', async () => {
    const store = sharedStore(user('u1', 'old', 10));
    const refused = Object.assign(new Error('invalid_grant'), {
      name: 'ErrorResponse',
      error: 'invalid_grant',
    });
    const { manager, asManager } = fakeManager(store, async (args) => {
      if (!args) throw refused;
      return user('u1', 'iframe', 3600);
    });
    await expect(renewWithLock(asManager, LOCK, null)).resolves.toMatchObject({
      user: { access_token: 'iframe' },
    });
    expect(manager.signinSilent).toHaveBeenLastCalledWith({ forceIframeAuth: true });
  });
});

describe('startRenewal', () => {
  afterEach(() => jest.useRealTimers());

  it('uses navigator.locks by default and reports a renewal made by this tab', async () => {
    const { request, locks } = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      expect(browserLocks()).toBe(locks);
      const store = sharedStore(user('u1', 'old', 3600));
      const { asManager, fireExpiring } = fakeManager(store, async () => user('u1', 'new', 3600));
      const onRenewed = jest.fn();
      const stop = startRenewal(asManager, { lockName: LOCK, onRenewed });
      await new Promise((r) => setTimeout(r, 0));
      expect(request).not.toHaveBeenCalled();
      store.user = user('u1', 'old', 30);
      fireExpiring();
      await new Promise((r) => setTimeout(r, 0));
      expect(request).toHaveBeenCalledWith(LOCK, expect.any(Function));
      expect(onRenewed).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'new' }));
      stop();
    } finally {
      delete (navigator as unknown as Record<string, unknown>).locks;
    }
  });

  it('renews at once when the stored token is already expired at start', async () => {
    const store = sharedStore(user('u1', 'old', -5));
    const { manager, asManager } = fakeManager(store, async () => user('u1', 'new', 3600));
    const onRenewed = jest.fn();
    startRenewal(asManager, { lockName: LOCK, onRenewed, locks: null });
    await flush();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(onRenewed).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'new' }));
  });

  it('retries a timed-out renew after 5 s', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const tab = fakeManager(sharedStore(null), async () => {
      calls += 1;
      if (calls === 1) throw timeout();
      return user('u1', 'new', 3600);
    });
    const onRenewed = jest.fn();
    await startThenExpire(tab, { lockName: LOCK, onRenewed, locks: null });
    await jest.advanceTimersByTimeAsync(4999);
    expect(tab.manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(tab.manager.events._raiseSilentRenewError).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(tab.manager.signinSilent).toHaveBeenCalledTimes(2);
    expect(onRenewed).toHaveBeenCalledTimes(1);
  });

  it('raises other failures as a silent-renew error', async () => {
    const boom = new Error('Network Error');
    const tab = fakeManager(sharedStore(null), async () => {
      throw boom;
    });
    await startThenExpire(tab, { lockName: LOCK, locks: null });
    await flush();
    expect(tab.manager.events._raiseSilentRenewError).toHaveBeenCalledWith(boom);
  });

  it('raises login_required when the renewed subject differs', async () => {
    const tab = fakeManager(sharedStore(null), async () => user('u2', 'new', 3600));
    const onRenewed = jest.fn();
    await startThenExpire(tab, { lockName: LOCK, onRenewed, locks: null });
    await flush();
    const raised = tab.manager.events._raiseSilentRenewError.mock.calls[0] as unknown[];
    expect(raised[0]).toBeInstanceOf(LoginRequiredError);
    expect(raised[0]).toMatchObject({
      error: 'login_required',
      message: 'sub in id_token does not match current sub',
    });
    expect(isAnonymousError(raised[0])).toBe(true);
    expect(onRenewed).not.toHaveBeenCalled();
  });

  it('stops listening and retrying when stopped', async () => {
    jest.useFakeTimers();
    const tab = fakeManager(sharedStore(null), async () => {
      throw timeout();
    });
    const stop = await startThenExpire(tab, { lockName: LOCK, locks: null });
    await jest.advanceTimersByTimeAsync(0);
    stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(tab.manager.signinSilent).toHaveBeenCalledTimes(1);
    tab.fireExpiring();
    expect(tab.manager.signinSilent).toHaveBeenCalledTimes(1);
  });
});

describe('anonymous sessions', () => {
  it('treats the four interaction errors as anonymous', () => {
    for (const error of [
      'login_required',
      'consent_required',
      'interaction_required',
      'account_selection_required',
    ]) {
      expect(isAnonymousError({ error })).toBe(true);
    }
    expect(isAnonymousError({ error: 'invalid_grant' })).toBe(false);
    expect(isAnonymousError(new Error('login_required'))).toBe(false);
    expect(isAnonymousError(null)).toBe(false);
  });

  it('recognises timeouts by class name or message', () => {
    expect(isTimeoutError(timeout())).toBe(true);
    expect(isTimeoutError(new Error('IFrame timed out without a response'))).toBe(true);
    expect(isTimeoutError(new Error('Popup closed'))).toBe(false);
  });

  it('answers anonymous for an anonymous error only, a session (maybe unnamed) otherwise', async () => {
    const { manager, asManager } = fakeManager(sharedStore(null), async () => null);
    manager.querySessionStatus.mockRejectedValueOnce(
      Object.assign(new Error('x'), { error: 'interaction_required' }),
    );
    await expect(queryAnonymousSession(asManager)).resolves.toEqual({ anonymous: true });
    // oidc-client-ts answers null for a successful prompt=none without session state.
    manager.querySessionStatus.mockResolvedValueOnce(null);
    await expect(queryAnonymousSession(asManager)).resolves.toEqual({
      anonymous: false,
      session: null,
    });
    manager.querySessionStatus.mockResolvedValueOnce({ session_state: 's', sub: 'u1' });
    await expect(queryAnonymousSession(asManager)).resolves.toEqual({
      anonymous: false,
      session: { session_state: 's', sub: 'u1' },
    });
    manager.querySessionStatus.mockRejectedValueOnce(new Error('Network Error'));
    await expect(queryAnonymousSession(asManager)).rejects.toThrow('Network Error');
  });

  it('confirms a stored session: anonymous or another subject is login_required', async () => {
    const stored = user('u1', 'a', 3600);
    const { manager, asManager } = fakeManager(sharedStore(stored), async () => null);
    manager.querySessionStatus.mockRejectedValueOnce(
      Object.assign(new Error('x'), { error: 'login_required' }),
    );
    await expect(confirmStoredSession(asManager, stored)).rejects.toMatchObject({
      error: 'login_required',
    });
    manager.querySessionStatus.mockResolvedValueOnce({ session_state: 's', sub: 'u2' });
    await expect(confirmStoredSession(asManager, stored)).rejects.toMatchObject({
      error: 'login_required',
      message: 'sub in id_token does not match current sub',
    });
    manager.querySessionStatus.mockResolvedValueOnce({ session_state: 's', sub: 'u1' });
    await expect(confirmStoredSession(asManager, stored)).resolves.toBeUndefined();
    manager.querySessionStatus.mockResolvedValueOnce(null);
    await expect(confirmStoredSession(asManager, stored)).resolves.toBeUndefined();
    manager.querySessionStatus.mockRejectedValueOnce(timeout());
    await expect(confirmStoredSession(asManager, stored)).resolves.toBeUndefined();
  });
});
