import { useCallback, useEffect, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { isFramingRefused, LOGIN_MODAL_DELAY_MS } from '@/lib/auth/framing';
import { AUTH_ERRORS } from '@/lib/auth/authErrors';

import { selectAuthSettings, selectAuthStatus, selectLoginError } from '../authSelectors';
import { signIn } from '../authThunks';

/** A promise with its resolve function outside. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Starts downloading the sign-in code (the flows, the UserManager and oidc-client-ts) on hover or
 * focus of "Sign In", so a click starts the sign-in at once.
 */
function preload(): void {
  void import('../authFlows').catch(() => undefined);
  void import('@/lib/auth/userManager').then((m) => m.preloadUserManager()).catch(() => undefined);
}

/**
 * The "Sign In" button's behaviour. A click starts the sign-in at once (the error and name clear)
 * and opens the sign-in modal after the login modal delay; the sign-in runs in the modal's iframe
 * as soon as it is there (`onFrame`). Closing the modal (`cancel`) aborts the sign-in. When the
 * identity provider refuses the frame the popup opens instead: at once (the modal closes) while
 * the click still allows a window, else the modal offers "Continue in a new window"
 * (`continueInNewWindow`), which opens it from that click. After such a refusal, "Sign In" opens
 * the popup straight from the click. Also exposes the last error and preloads oidc-client-ts on
 * hover or focus. `onSignedIn` runs when a sign-in started here succeeds.
 */
export function useSignIn({ onSignedIn }: { onSignedIn?: () => void } = {}) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectAuthSettings);
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectLoginError);
  const pending = status === 'loading';
  const [modalOpen, setModalOpen] = useState(false);
  // Set when the frame was refused and the popup waits for the visitor's click.
  const [popupOffer, setPopupOffer] = useState<(() => void) | null>(null);
  const running = useRef<ReturnType<ReturnType<typeof signIn>> | null>(null);
  const frame = useRef<ReturnType<typeof deferred<HTMLIFrameElement>> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  const finish = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    frame.current = null;
    running.current = null;
    setModalOpen(false);
    setPopupOffer(null);
  }, []);

  const start = useCallback(() => {
    if (pending || running.current) return;
    const inFrame = settings !== null && !isFramingRefused(settings);
    const request = inFrame ? deferred<HTMLIFrameElement>() : null;
    const onFrameRefused = (continueInPopup?: () => void) => {
      if (continueInPopup) setPopupOffer(() => continueInPopup);
      else setModalOpen(false);
    };
    const promise = dispatch(
      signIn(request ? { frame: request.promise, onFrameRefused } : undefined),
    );
    running.current = promise;
    frame.current = request;
    if (request) timer.current = setTimeout(() => setModalOpen(true), LOGIN_MODAL_DELAY_MS);
    void promise.finally(() => {
      if (running.current === promise) finish();
    });
    void promise.then((action) => {
      if (signIn.fulfilled.match(action)) signedIn.current?.();
    });
  }, [dispatch, finish, pending, settings]);

  /** The modal's iframe is in the document: the sign-in may run in it. */
  const onFrame = useCallback((element: HTMLIFrameElement) => frame.current?.resolve(element), []);

  /**
   * "Continue in a new window" was clicked: the popup opens inside this click (so the browser
   * allows it) and the modal closes; the sign-in goes on in the popup.
   */
  const continueInNewWindow = useCallback(() => {
    popupOffer?.();
    setPopupOffer(null);
    setModalOpen(false);
  }, [popupOffer]);

  /** The modal was closed: the sign-in is cancelled. */
  const cancel = useCallback(() => {
    running.current?.abort(AUTH_ERRORS.signInCancelled);
    finish();
  }, [finish]);

  // Leaving the page (or the hamburger closing) ends a sign-in still running here.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      running.current?.abort(AUTH_ERRORS.signInCancelled);
    },
    [],
  );

  return {
    start,
    pending,
    error,
    preload,
    modalOpen,
    onFrame,
    cancel,
    popupOffered: popupOffer !== null,
    continueInNewWindow,
  };
}
