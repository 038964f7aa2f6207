/**
 * Cookies the browser writes with the site's rules, and the site notices' cookie names. The domain
 * rule (`cookieDomainFor`, public suffix list) is imported from `./cookieDomain` by server code
 * only: the list is too large to ship to every page.
 */
export {
  browserCookieString,
  browserCookiesEnabled,
  readBrowserCookie,
  readBrowserCookies,
  writeBrowserCookie,
} from './browserCookies';
export type { BrowserCookieOptions, CookieEnvironment } from './browserCookies';
export {
  APP_BANNER_HIDING_COOKIES,
  COOKIE_NOTICE_DATE,
  NOTICE_COOKIES,
  serialiseAcknowledgedVersions,
  THREE_DAYS_S,
  THREE_YEARS_S,
} from './noticeCookies';
export type { AcknowledgedVersions } from './noticeCookies';
export {
  appStoreUrl,
  cookieNoticeAllowed,
  isTrafficCameraDetail,
  NO_TERMS_NOTICE_PAGE_ID,
  termsNoticeAllowed,
} from './noticeRules';
