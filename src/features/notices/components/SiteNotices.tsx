import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

import { useAppSelector } from '@/store/hooks';

import { selectCookieNoticeVisible, selectTermsNotice } from '../noticesSlice';
import { CookieNotice } from './CookieNotice';
import styles from './Notices.module.css';
import { SmartAppBanner } from './SmartAppBanner';
import { TermsNotice } from './TermsNotice';

const noSubscription = () => () => undefined;

/**
 * True when the page is shown in a frame (a policy in the overlay). The server already leaves the
 * notices out of a framed page's first HTML (`Sec-Fetch-Dest: iframe`); this also covers the
 * pages the visitor then opens inside the frame, whose data requests carry no such header.
 */
function useFramed(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => window.self !== window.top,
    () => false,
  );
}

/**
 * Where focus goes when a notice the visitor closed takes it away with it: to the other notice's
 * first control while one shows, else to the page's content (`#main`), not to the page's top. Only
 * when focus was in the notices: one that goes away by itself (the cookie notice in a browser that
 * refuses cookies) leaves focus where it is.
 */
function useFocusAfterClose(shown: number, stack: RefObject<HTMLElement | null>): void {
  const before = useRef(shown);
  const focusInNotices = useRef(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      focusInNotices.current =
        event.target instanceof Node && Boolean(stack.current?.contains(event.target));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [stack]);
  useEffect(() => {
    const closed = shown < before.current;
    before.current = shown;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!closed || !lost || !focusInNotices.current) return;
    const next =
      stack.current?.querySelector<HTMLElement>('a[href], button') ??
      document.getElementById('main');
    // Without scrolling: closing a notice moves nothing on screen.
    next?.focus({ preventScroll: true });
  }, [shown, stack]);
}

/**
 * The frame's notices: the smart app banner at the top (phones), and the cookie notice and the
 * terms and privacy notice together over the bottom of the window. Over, not in, the page: closing
 * them moves nothing; the page keeps room below its footer while they show (see the CSS).
 */
export function SiteNotices() {
  const cookieNotice = useAppSelector(selectCookieNoticeVisible);
  const termsNotice = useAppSelector(selectTermsNotice);
  const framed = useFramed();
  const stack = useRef<HTMLDivElement>(null);
  useFocusAfterClose(Number(cookieNotice) + Number(Boolean(termsNotice)), stack);
  if (framed) return null;
  return (
    <>
      <SmartAppBanner />
      {(cookieNotice || termsNotice) && (
        <div ref={stack} className={styles.stack}>
          <TermsNotice />
          <CookieNotice />
        </div>
      )}
    </>
  );
}
