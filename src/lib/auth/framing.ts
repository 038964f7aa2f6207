/**
 * The sign-in modal's constants and its memory of identity providers that refuse to be framed.
 * Kept apart from the frame window itself (loaded with oidc-client-ts, on first sign-in), so the
 * "Sign In" button can decide at once, inside the click, whether to open a popup instead.
 */
import { AUTH_ERRORS } from './tokenRules';

/** The sign-in modal: its iframe's size and the name both the dialog and the iframe carry. */
export const SIGN_IN_FRAME = {
  title: 'Signin Or Register',
  width: 440,
  height: 506,
} as const;

/** The delay between "Sign In" and the modal opening, in milliseconds. */
export const LOGIN_MODAL_DELAY_MS = 130;

/**
 * How long the modal waits for a sign of life from a sign-in page on another origin before it
 * takes the page for refused (see `FrameWindow`), in milliseconds.
 */
export const FRAME_REFUSAL_TIMEOUT_MS = 10_000;

/** True for the error a frame sign-in fails with when the identity provider refused the frame. */
export function isFrameRefused(err: unknown): boolean {
  return err instanceof Error && err.message === AUTH_ERRORS.frameRefused;
}

const refusedKey = (authority: string) => `wb_oidc_frame_refused:${authority}`;
/** How long a refusal is remembered in this browser: an identity provider's policy rarely changes. */
export const FRAMING_REFUSAL_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;
/** Authorities found refusing in this page, also when localStorage is unavailable. */
const refusedHere = new Set<string>();

/**
 * Whether this authority refused to be framed before (in this page, or in this browser within
 * {@link FRAMING_REFUSAL_MEMORY_MS}): "Sign In" then opens the popup straight from the click
 * (which keeps the browser's permission to open it), with no frame to wait for.
 */
export function isFramingRefused(settings: { authority: string }, now = Date.now()): boolean {
  if (refusedHere.has(settings.authority)) return true;
  try {
    const since = Number(window.localStorage.getItem(refusedKey(settings.authority)));
    return since > 0 && now - since < FRAMING_REFUSAL_MEMORY_MS;
  } catch {
    return false;
  }
}

/** Remembers, for this page and this browser, that the authority refused to be framed. */
export function rememberFramingRefused(settings: { authority: string }, now = Date.now()): void {
  refusedHere.add(settings.authority);
  try {
    window.localStorage.setItem(refusedKey(settings.authority), String(now));
  } catch {
    // Storage refused (private mode, quota): the in-page memory still applies.
  }
}

/** Forgets every refusal (tests only). */
export function resetFramingMemory(): void {
  for (const authority of refusedHere) {
    try {
      window.localStorage.removeItem(refusedKey(authority));
    } catch {
      // nothing stored
    }
  }
  refusedHere.clear();
}
