import { useAppSelector } from '@/store/hooks';

import { selectCookieNoticeVisible, selectTermsNotice } from '../noticesSlice';
import { CookieNotice } from './CookieNotice';
import styles from './Notices.module.css';
import { SmartAppBanner } from './SmartAppBanner';
import { TermsNotice } from './TermsNotice';

/**
 * The frame's notices: the smart app banner at the top (phones), and the cookie notice and the
 * terms and privacy notice together over the bottom of the window. Over, not in, the page: closing
 * them moves nothing; the page keeps room below its footer while they show (see the CSS).
 */
export function SiteNotices() {
  const cookieNotice = useAppSelector(selectCookieNoticeVisible);
  const termsNotice = useAppSelector(selectTermsNotice);
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
