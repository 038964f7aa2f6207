import { useSyncExternalStore } from 'react';

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
 * The frame's notices: the smart app banner at the top (phones), and the cookie notice and the
 * terms and privacy notice together over the bottom of the window. Over, not in, the page: closing
 * them moves nothing; the page keeps room below its footer while they show (see the CSS).
 */
export function SiteNotices() {
  const cookieNotice = useAppSelector(selectCookieNoticeVisible);
  const termsNotice = useAppSelector(selectTermsNotice);
  const framed = useFramed();
  if (framed) return null;
  return (
    <>
      <SmartAppBanner />
      {(cookieNotice || termsNotice) && (
        <div className={styles.stack}>
          <TermsNotice />
          <CookieNotice />
        </div>
      )}
    </>
  );
}
