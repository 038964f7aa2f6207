/**
 * Token renewal shared by every tab. Tabs share one rotating
 * refresh token in localStorage, so only one tab may renew at a time: the renew runs under a Web
 * Lock, and a tab that waited re-reads the stored user (another tab may have renewed already)
 * before renewing itself. oidc-client-ts renews with the refresh token when there is one and with
 * the silent-renew iframe otherwise; a refused refresh token falls back to the iframe.
 */
import type { SessionStatus, User, UserManager } from 'oidc-client-ts';

import { AUTH_ERRORS, assertRenewedClaims } from './tokenRules';

/** Delay before retrying a renew that timed out. */
export const RENEW_RETRY_DELAY_MS = 5000;

/** The errors that mean "no session at the identity provider". */
export const ANONYMOUS_ERRORS = [
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
] as const;

/** The part of the Web Locks API used here. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** An authorization error raised by us in the shape of oidc-client-ts's `ErrorResponse`. */
export class LoginRequiredError extends Error {
  readonly name = 'ErrorResponse';
  readonly error = 'login_required';
  constructor(readonly error_description: string) {
    super(error_description);
  }
}

/** `navigator.locks` when the browser has the Web Locks API. */
export function browserLocks(): LockManagerLike | null {
  const locks =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

const errorCode = (err: unknown) =>
  err && typeof err === 'object' && 'error' in err ? (err as { error: unknown }).error : null;

/** True for login_required, consent_required, interaction_required and account_selection_required. */
export function isAnonymousError(err: unknown): boolean {
  return (ANONYMOUS_ERRORS as readonly unknown[]).includes(errorCode(err));
}

/** True for oidc-client-ts's `ErrorTimeout` (e.g. 'IFrame timed out without a response'). */
export function isTimeoutError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return err.name === 'ErrorTimeout' || err.message === AUTH_ERRORS.iframeTimeout;
}

function isErrorResponse(err: unknown): boolean {
  return err instanceof Error && err.name === 'ErrorResponse';
}

/** A different subject after a renew means the session is not ours any more: login_required. */
function asRenewError(err: unknown): unknown {
  if (err instanceof Error && err.message === AUTH_ERRORS.subMismatch)
    return new LoginRequiredError(err.message);
  return err;
}

/** signinSilent, falling back to the iframe when the identity provider refuses the refresh token. */
async function signinSilent(manager: UserManager, stored: User | null): Promise<User | null> {
  try {
    return await manager.signinSilent();
  } catch (err) {
    if (!stored?.refresh_token || !isErrorResponse(err) || isAnonymousError(err)) throw err;
    return manager.signinSilent({ forceIframeAuth: true });
  }
}

/** What one renew produced: the current user, and whether this tab renewed it. */
export interface RenewOutcome {
  user: User | null;
  renewed: boolean;
}

/**
 * Renews once, under the lock when there is one. Inside the lock the stored user is re-read:
 * when another tab has already renewed (the stored token is no longer about to expire) that user
 * is used (`getUser()` also re-arms this tab's expiry timers) instead of renewing again.
 */
export async function renewWithLock(
  manager: UserManager,
  lockName: string,
  locks: LockManagerLike | null = browserLocks(),
): Promise<RenewOutcome> {
  const threshold = manager.settings.accessTokenExpiringNotificationTimeInSeconds;
  const run = async (): Promise<RenewOutcome> => {
    const stored = await manager.getUser();
    if (stored && !stored.expired && (stored.expires_in ?? 0) > threshold)
      return { user: stored, renewed: false };
    const user = await signinSilent(manager, stored);
    if (stored && user) assertRenewedClaims(stored.profile, user.profile);
    return { user, renewed: true };
  };
  return locks ? locks.request(lockName, run) : run();
}

/** Options of {@link startRenewal}. */
export interface RenewalOptions {
  lockName: string;
  /** Called after this tab renewed (not when another tab did), e.g. to hand the tokens to the server. */
  onRenewed?: (user: User) => void;
  locks?: LockManagerLike | null;
  retryDelayMs?: number;
}

/**
 * Renews on every access-token-expiring event (the library's own automatic renew stays off), and
 * at once when the stored token is already expiring.
 * A timeout is retried after 5 s; any other failure raises the manager's silentRenewError event,
 * a mismatching subject as login_required. Returns a function that stops it.
 */
export function startRenewal(manager: UserManager, options: RenewalOptions): () => void {
  const { lockName, onRenewed, retryDelayMs = RENEW_RETRY_DELAY_MS } = options;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const renew = async () => {
    clearTimeout(retry);
    try {
      const { user, renewed } = await renewWithLock(manager, lockName, locks);
      if (!stopped && user && renewed) onRenewed?.(user);
    } catch (err) {
      if (stopped) return;
      if (isTimeoutError(err)) {
        retry = setTimeout(() => void renew(), retryDelayMs);
        return;
      }
      await manager.events._raiseSilentRenewError(asRenewError(err) as Error);
    }
  };

  const remove = manager.events.addAccessTokenExpiring(() => void renew());
  // Loading the stored user arms the library's expiry timers; a token that is already expiring
  // (or expired, which raises no expiring event) is renewed at once.
  const threshold = manager.settings.accessTokenExpiringNotificationTimeInSeconds;
  void manager
    .getUser()
    .then((user) => {
      if (!stopped && user && (user.expired || (user.expires_in ?? 0) <= threshold)) void renew();
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    clearTimeout(retry);
    remove();
  };
}

/**
 * The identity provider's answer to "is anyone signed in?": anonymous, or a session. `session` is
 * null when the provider answered without session state (no OpenID Session Management, as the
 * embedded provider): someone is signed in, but the answer does not say who.
 */
export type AnonymousSessionResult =
  { anonymous: true } | { anonymous: false; session: SessionStatus | null };

/**
 * Queries the session without UI (a prompt=none request in the silent-renew iframe); the four
 * anonymous errors mean "anonymous", other failures throw. A successful prompt=none answer means a
 * session exists, even when oidc-client-ts reports it as null for want of session state.
 */
export async function queryAnonymousSession(manager: UserManager): Promise<AnonymousSessionResult> {
  try {
    return { anonymous: false, session: await manager.querySessionStatus() };
  } catch (err) {
    if (isAnonymousError(err)) return { anonymous: true };
    throw err;
  }
}

/**
 * Before a stored user is taken for signed in without the identity provider having been asked
 * (the silent sign-in at load reusing a still-fresh token), asks it with the anonymous-session
 * query. Anonymous fails as login_required, a different subject as the subject mismatch (also
 * login_required); a query that cannot answer (timeout, network) leaves the user as it is.
 */
export async function confirmStoredSession(manager: UserManager, stored: User): Promise<void> {
  let answer: AnonymousSessionResult;
  try {
    answer = await queryAnonymousSession(manager);
  } catch {
    return;
  }
  if (answer.anonymous) throw new LoginRequiredError(ANONYMOUS_ERRORS[0]);
  const sub = answer.session?.sub;
  if (sub && sub !== stored.profile.sub) throw new LoginRequiredError(AUTH_ERRORS.subMismatch);
}
