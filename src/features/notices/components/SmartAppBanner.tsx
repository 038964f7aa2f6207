import { selectSiteName } from '@/features/config/configSlice';
import { NOTICE_COOKIES, writeBrowserCookie, browserCookiesEnabled } from '@/lib/cookies';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/notices';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

import { useInstalledAppCheck } from '../hooks/useInstalledAppCheck';
import { appBannerClosed, selectAppBanner, selectCookieDomain } from '../noticesSlice';
import styles from './SmartAppBanner.module.css';

const t = translator('notices', messages);

/**
 * The smart app banner at the top of the page on phones (hidden by CSS from 721 px): the app's
 * name, its price and a link to its page in the store of the visitor's system. It is in the first
 * HTML (server rendering knows the system), so it never pushes the page down after load. Close
 * keeps it away for 15 days (and writes the site's own three-day record of the close); "View"
 * (off to install) and a browser that reports the app installed (`useInstalledAppCheck`) keep it
 * away for 90 days. Each is a cookie the server reads, so a hidden banner is not in the next HTML.
 */
export function SmartAppBanner() {
  const dispatch = useAppDispatch();
  const banner = useAppSelector(selectAppBanner);
  const domain = useAppSelector(selectCookieDomain);
  const siteName = useAppSelector(selectSiteName);
  useInstalledAppCheck(banner !== null, domain);

  if (!banner) return null;

  const remember = (...cookies: { name: string; maxAge: number }[]) => {
    if (!browserCookiesEnabled()) return;
    for (const { name, maxAge } of cookies) writeBrowserCookie(name, '1', { maxAge, domain });
  };
  const close = () => {
    remember(NOTICE_COOKIES.appBanner, NOTICE_COOKIES.appBannerClosed);
    dispatch(appBannerClosed());
  };

  return (
    <section aria-label={t('banner.label')} className={styles.banner}>
      <button type="button" className={styles.close} aria-label={t('banner.close')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      <img className={styles.icon} src="/app-icons/icon-192.png" alt="" width={40} height={40} />
      <div className={styles.app}>
        <p className={styles.name}>{siteName}</p>
        <p className={styles.price}>{t('banner.price')}</p>
      </div>
      <a
        className={styles.view}
        href={banner.url}
        rel="noopener"
        // Off to the store to install: the banner stays away from the next page on.
        onClick={() => remember(NOTICE_COOKIES.appBannerInstalled)}
      >
        {t('banner.view')}
      </a>
    </section>
  );
}
