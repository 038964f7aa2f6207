import { useEffect } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { selectSiteName } from '@/features/config/configSlice';
import {
  browserCookiesEnabled,
  COOKIE_NOTICE_DATE,
  NOTICE_COOKIES,
  readBrowserCookie,
  writeBrowserCookie,
} from '@/lib/cookies';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/notices';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

import {
  cookieNoticeClosed,
  cookiesUnavailable,
  selectCookieDomain,
  selectCookieNoticeVisible,
} from '../noticesSlice';
import styles from './Notices.module.css';

const t = translator('notices', messages);

const { name: COOKIE_NAME, maxAge: COOKIE_MAX_AGE } = NOTICE_COOKIES.cookieNotice;

/** Writes the notice's cookie (the date of its text) unless the visitor already has it. */
function rememberNotice(domain: string | null): void {
  if (readBrowserCookie(COOKIE_NAME) !== undefined) return;
  writeBrowserCookie(COOKIE_NAME, COOKIE_NOTICE_DATE, { maxAge: COOKIE_MAX_AGE, domain });
}

/**
 * The cookie notice, over the bottom of the page on a visitor's first page view. Its cookie is
 * written as soon as it shows, so the next page no longer shows it; Close hides it at once. When
 * the browser refuses cookies the notice could never stay closed, so it does not show.
 */
export function CookieNotice() {
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectCookieNoticeVisible);
  const domain = useAppSelector(selectCookieDomain);
  const siteName = useAppSelector(selectSiteName);

  useEffect(() => {
    if (!visible) return;
    if (!browserCookiesEnabled()) dispatch(cookiesUnavailable());
    else rememberNotice(domain);
  }, [visible, domain, dispatch]);

  if (!visible) return null;

  const close = () => {
    if (browserCookiesEnabled()) rememberNotice(domain);
    dispatch(cookieNoticeClosed());
  };
  const [before, after] = t('cookie.more').split('{link}');
  return (
    <section aria-label={t('cookie.label')} className={`${styles.notice} ${styles.cookieNotice}`}>
      <p className={styles.text}>
        {t('cookie.text', { siteName })} {before}
        <SiteLink href="/legal/privacy">{t('cookie.privacyLink')}</SiteLink>
        {after}
      </p>
      <button type="button" className={styles.close} onClick={close}>
        {t('cookie.close')}
      </button>
    </section>
  );
}
