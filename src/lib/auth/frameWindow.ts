/**
 * The sign-in modal's window for oidc-client-ts: an `IWindow` over a visible iframe, so the
 * authorization request (code + PKCE, built by the library) runs inside the modal instead of a
 * popup. The identity provider answers to the popup page (/signin/popup) in the frame, which hands
 * the response to this window as oidc-client-ts's own frames do (`signinSilentCallback`: a
 * postMessage to the parent, on the site's origin); the library then exchanges the code.
 *
 * Loaded with oidc-client-ts on first use (see userManager.ts).
 */
import type { IWindow, NavigateParams, NavigateResponse } from 'oidc-client-ts';

import { FRAME_REFUSAL_TIMEOUT_MS } from './framing';
import { AUTH_ERRORS } from './tokenRules';

/** Options of {@link FrameWindow}. */
export interface FrameWindowOptions {
  /** Aborting it (the modal closed) ends the sign-in with 'Sign-in cancelled'. */
  signal?: AbortSignal | undefined;
  /** See {@link FRAME_REFUSAL_TIMEOUT_MS}. */
  refusalTimeoutMs?: number | undefined;
}

/** What oidc-client-ts's callback pages post (`source` is the library's mark). */
interface CallbackMessage {
  source: 'oidc-client';
  url: string;
}

function isCallbackMessage(data: unknown): data is CallbackMessage {
  const message = data as Partial<CallbackMessage> | null;
  return message?.source === 'oidc-client' && typeof message.url === 'string';
}

/** The `state` of an authorization response URL (query or fragment). */
export function responseState(url: string, responseMode: 'query' | 'fragment' = 'query'): string {
  try {
    const parsed = new URL(url);
    const params = new URLSearchParams(
      responseMode === 'fragment' ? parsed.hash.slice(1) : parsed.search,
    );
    return params.get('state') ?? '';
  } catch {
    return '';
  }
}

/** The origin of a URL (relative to this page); '' when it is none. */
function originOf(url: string): string {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return '';
  }
}

/**
 * What a load of the frame shows, as far as this page may see: its own initial blank document, a
 * document this page can read (the site's origin), or one it cannot (another origin, or the
 * browser's error page for a refused frame: browsers give that page an opaque origin).
 */
export type FrameView = 'blank' | 'readable' | 'unreadable';

export function viewOfFrame(frame: HTMLIFrameElement): FrameView {
  try {
    const href = frame.contentWindow?.location.href;
    if (href === undefined) return 'unreadable';
    return href === 'about:blank' ? 'blank' : 'readable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Runs one authorization request in `frame` and resolves with the response URL.
 *
 * A refused frame (the identity provider sends `X-Frame-Options` or `frame-ancestors`) fails with
 * 'The sign-in page refused to open in the sign-in window' (`AUTH_ERRORS.frameRefused`), so the
 * caller can fall back to the popup:
 * - when the authorization endpoint is on the site's origin, every page of the flow is too, and
 *   a load this page cannot read is the browser's error page: refused at once;
 * - on another origin no page of the flow is readable, refused or not (browsers hide which, on
 *   purpose), so the window waits for a sign of life: the response, or the visitor moving focus
 *   into the frame (clicking or tabbing into the form). Without one within the refusal timeout
 *   after the first load, the frame is taken for refused;
 * - this page's own Content-Security-Policy refusing the frame (`frame-src`) refuses at once.
 */
export class FrameWindow implements IWindow {
  private frame: HTMLIFrameElement | null;
  private readonly options: FrameWindowOptions;
  private cleanups: (() => void)[] = [];
  private fail: ((err: Error) => void) | null = null;
  private navigated = false;

  constructor(frame: HTMLIFrameElement, options: FrameWindowOptions = {}) {
    this.frame = frame;
    this.options = options;
  }

  navigate(params: NavigateParams): Promise<NavigateResponse> {
    const frame = this.frame;
    if (!frame) return Promise.reject(new Error('Attempted to navigate on a disposed window'));
    const { signal, refusalTimeoutMs = FRAME_REFUSAL_TIMEOUT_MS } = this.options;
    if (signal?.aborted) return Promise.reject(new Error(AUTH_ERRORS.signInCancelled));
    const siteOrigin = window.location.origin;
    const messageOrigin = params.scriptOrigin ?? siteOrigin;
    const authorizationOrigin = originOf(params.url);
    const sameOriginFlow = authorizationOrigin === siteOrigin;

    return new Promise<NavigateResponse>((resolve, reject) => {
      let alive = false;
      let refusalTimer: ReturnType<typeof setTimeout> | undefined;
      const settle = (done: () => void) => {
        this.dispose();
        done();
      };
      this.fail = (err) => settle(() => reject(err));
      const refused = () => this.fail?.(new Error(AUTH_ERRORS.frameRefused));
      const markAlive = () => {
        alive = true;
        clearTimeout(refusalTimer);
      };

      const onMessage = (event: MessageEvent) => {
        if (event.origin !== messageOrigin || !isCallbackMessage(event.data)) return;
        const { url } = event.data;
        // From this frame, or (a callback that lost its parent link) carrying this request's state.
        if (
          event.source !== frame.contentWindow &&
          responseState(url, params.response_mode) !== params.state
        )
          return;
        settle(() => resolve({ url }));
      };
      const onLoad = () => {
        const view = viewOfFrame(frame);
        if (view === 'blank') return;
        if (view === 'readable') return markAlive();
        if (sameOriginFlow) return refused();
        if (!alive && refusalTimer === undefined)
          refusalTimer = setTimeout(refused, refusalTimeoutMs);
      };
      // Focus entering the frame blurs this window and leaves the frame the active element.
      const onBlur = () => {
        if (document.activeElement === frame) markAlive();
      };
      // This page's own Content-Security-Policy (frame-src) refusing the provider's page.
      const onViolation = (event: SecurityPolicyViolationEvent) => {
        const directive = event.effectiveDirective;
        if (directive !== 'frame-src' && directive !== 'child-src') return;
        if (originOf(event.blockedURI) === authorizationOrigin) refused();
      };
      const onAbort = () => this.fail?.(new Error(AUTH_ERRORS.signInCancelled));

      window.addEventListener('message', onMessage);
      window.addEventListener('blur', onBlur);
      frame.addEventListener('load', onLoad);
      frame.addEventListener('focus', onBlur);
      document.addEventListener('securitypolicyviolation', onViolation);
      signal?.addEventListener('abort', onAbort);
      this.cleanups.push(() => {
        clearTimeout(refusalTimer);
        window.removeEventListener('message', onMessage);
        window.removeEventListener('blur', onBlur);
        frame.removeEventListener('load', onLoad);
        frame.removeEventListener('focus', onBlur);
        document.removeEventListener('securitypolicyviolation', onViolation);
        signal?.removeEventListener('abort', onAbort);
      });

      this.navigated = true;
      frame.src = params.url;
    });
  }

  /** Ends the request (a pending navigate fails with 'Window navigation aborted') and stops the frame. */
  close(): void {
    this.fail?.(new Error(AUTH_ERRORS.navigationAborted));
    const frame = this.frame;
    if (frame && this.navigated && frame.isConnected) frame.src = 'about:blank';
    this.frame = null;
  }

  private dispose(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups = [];
    this.fail = null;
  }
}
