import type { User } from 'oidc-client-ts';

import { isFrameRefused, rememberFramingRefused } from '@/lib/auth/framing';
import { confirmStoredSession, renewWithLock } from '@/lib/auth/renewal';
import { currentReturnPath } from '@/lib/auth/returnPath';
import { AUTH_ERRORS, CANCELLED_AT_PROVIDER } from '@/lib/auth/authErrors';
import { getUserManager, renewLockName, type SiteUserManager } from '@/lib/auth/userManager';
import type { AuthSettings } from '@/lib/auth/authSettings';
import type { Web2Client } from '@/lib/web2';

import { postAuthSuccess, postSignOut } from './api/authApi';
import { forgetSignedOut, rememberSignedOut } from './signedOutNotice';

/*
 * The sign-in flows behind the auth thunks (authThunks.ts), loaded when one first runs: the
 * UserManager's use, the renewal lock, the frame and popup, the calls to the server. None of this
 * is part of a page's first JavaScript; the thunks, their conditions and the state stay there.
 */

/** The sign-in modal's part in an interactive sign-in. */
export interface SignInOptions {
  /** The modal's iframe, once it is open: the authorization request runs inside it. */
  frame: Promise<HTMLIFrameElement>;
  /**
   * The identity provider refused the frame. While the click that started the sign-in still lets
   * the page open a window, the popup opens at once and this is called without an argument (the
   * modal closes). Once that permission is spent (a provider on another origin is taken for
   * refused only after a wait), a popup opened now would be blocked: `continueInPopup` is given
   * instead, for the modal's "Continue in a new window" button to call from its own click.
   */
  onFrameRefused?: (continueInPopup?: () => void) => void;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** oidc-client-ts's `ErrorResponse` for the visitor's Cancel on the identity provider's page. */
function isCancelledAtProvider(err: unknown): boolean {
  if (!(err instanceof Error) || err.name !== 'ErrorResponse') return false;
  const { error, error_description: description } = err as Error & {
    error?: unknown;
    error_description?: unknown;
  };
  return error === CANCELLED_AT_PROVIDER.error && description === CANCELLED_AT_PROVIDER.description;
}

/**
 * The sign-in error to keep: a popup the browser refused to open surfaces in oidc-client-ts as a
 * navigation on a disposed window, which is the spec's 'Popup blocked by user'; the visitor's
 * Cancel at the identity provider is 'Sign-in cancelled'.
 */
export function signInErrorMessage(err: unknown): string {
  // The visitor pressed Cancel on the identity provider's page: cancelled, as when they close the
  // modal, not failed.
  if (isCancelledAtProvider(err)) return AUTH_ERRORS.signInCancelled;
  const message = messageOf(err);
  return message === 'Attempted to navigate on a disposed window'
    ? AUTH_ERRORS.popupBlocked
    : message;
}

/** Resolves like `promise`, or fails with 'Sign-in cancelled' when `signal` aborts first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error(AUTH_ERRORS.signInCancelled));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Whether the page may open a window now: the visitor's click is recent enough (the browser's
 * transient user activation). Unknown (no User Activation API) counts as no.
 */
function mayOpenWindow(): boolean {
  if (typeof navigator === 'undefined') return false;
  // Older browsers (Safari before 16.4) have no `userActivation`, whatever lib.dom says.
  const { userActivation } = navigator as { userActivation?: UserActivation };
  return userActivation?.isActive === true;
}

/**
 * The popup after a refused frame: opened at once while the starting click still allows it,
 * else from the click on "Continue in a new window" (`onFrameRefused`'s argument, which opens it
 * synchronously inside that click; a second call does nothing).
 */
function popupAfterRefusal(
  openPopup: () => Promise<User>,
  onFrameRefused: SignInOptions['onFrameRefused'],
  signal: AbortSignal,
): Promise<User> {
  if (!onFrameRefused || mayOpenWindow()) {
    onFrameRefused?.();
    return openPopup();
  }
  const chosen = new Promise<User>((resolve, reject) => {
    let opened = false;
    onFrameRefused(() => {
      if (opened) return;
      opened = true;
      openPopup().then(resolve, reject);
    });
  });
  return unlessAborted(chosen, signal);
}

/**
 * The interactive part: in the modal's iframe when there is one, else (or when the identity
 * provider refuses the frame, which is then remembered for the authority) in a popup window that
 * closes when `signal` aborts and fails with 'Popup closed by user' when the visitor closes it.
 */
async function signInInteractively(
  manager: SiteUserManager,
  settings: AuthSettings,
  options: SignInOptions | undefined,
  signal: AbortSignal,
): Promise<User> {
  const openPopup = () => manager.signinPopup({ popupSignal: signal, popupAbortOnClose: true });
  if (!options) return openPopup();
  const frame = await unlessAborted(options.frame, signal);
  try {
    return await manager.signinFrame(frame, { signal });
  } catch (err) {
    if (!isFrameRefused(err)) throw err;
    rememberFramingRefused(settings);
    return popupAfterRefusal(openPopup, options.onFrameRefused, signal);
  }
}

/** What a flow ends with: the thunk's result, or the message it rejects with. */
export type FlowOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** The interactive sign-in (see `signIn`). */
export async function signInFlow(
  settings: AuthSettings | null,
  web2: Web2Client,
  options: SignInOptions | undefined,
  signal: AbortSignal,
): Promise<FlowOutcome<{ userName: string }>> {
  const manager = await getUserManager(settings);
  if (!manager || !settings) return { ok: false, message: AUTH_ERRORS.noUserManager };
  try {
    const user = await signInInteractively(manager, settings, options, signal);
    try {
      return { ok: true, value: { userName: await postAuthSuccess(web2, user) } };
    } catch (err) {
      await manager.removeUser().catch(() => undefined);
      throw err;
    }
  } catch (err) {
    return { ok: false, message: signInErrorMessage(err) };
  }
}

/**
 * The sign-out (see `signOut`): `unloaded` clears the auth state once the server was asked,
 * whether or not it answered; the failure to reach it is the outcome's message.
 */
export async function signOutFlow(
  settings: AuthSettings | null,
  unloaded: () => void,
): Promise<FlowOutcome<undefined>> {
  let failure: string | null = null;
  try {
    await postSignOut();
  } catch (err) {
    failure = messageOf(err);
  }
  const manager = await getUserManager(settings).catch(() => null);
  unloaded();
  if (manager) {
    await manager.revokeTokens().catch(() => undefined);
    // End the identity provider's session too (it navigates away and back to the site, to the
    // page the visitor was on: /signin reads it from the sign-out's state), so the next "Sign In"
    // asks for a password; without an end-session endpoint just forget the user and stay here.
    const state = { returnTo: currentReturnPath(window.location) };
    rememberSignedOut();
    await manager.signoutRedirect({ state }).catch((err: unknown) => {
      console.warn('Could not end the identity provider session:', messageOf(err));
      forgetSignedOut();
      return manager.removeUser().catch(() => undefined);
    });
  }
  return failure ? { ok: false, message: failure } : { ok: true, value: undefined };
}

/**
 * Whether the anonymous-session query can be trusted here: it runs in an iframe on the identity
 * provider's origin, which gets its session cookie only on the site's own origin (the embedded
 * provider) or when the provider publishes a session-check iframe (the session monitor relies on
 * the same). Elsewhere a browser that blocks third-party cookies would answer "anonymous" for
 * every visitor.
 */
function canQuerySession(manager: SiteUserManager, settings: AuthSettings): boolean {
  if (manager.settings.monitorSession) return true;
  try {
    return new URL(settings.authority).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The silent sign-in (see `silentSignIn`); throws what the thunk rejects with. */
export async function silentSignInFlow(
  settings: AuthSettings | null,
  web2: Web2Client,
): Promise<{ userName: string }> {
  try {
    const manager = await getUserManager(settings);
    if (!manager || !settings) throw new Error(AUTH_ERRORS.noUserManager);
    try {
      // Under the renew lock: tabs opened together must not spend the same refresh token twice.
      const { user, renewed } = await renewWithLock(manager, renewLockName(settings));
      if (!user) throw new Error('Silent sign-in returned no user');
      // A stored user reused as it is was never shown to the identity provider: the
      // anonymous-session query asks it whether that session still exists.
      if (!renewed && canQuerySession(manager, settings)) await confirmStoredSession(manager, user);
      return { userName: await postAuthSuccess(web2, user) };
    } catch (err) {
      await manager.removeUser().catch(() => undefined);
      throw err;
    }
  } catch (err) {
    await postSignOut().catch(() => undefined);
    throw err;
  }
}
