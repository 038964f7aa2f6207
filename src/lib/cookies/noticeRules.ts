import type { PublicConfig } from '@/types/config';
import type { AppPlatform } from '@/types/hydration';

/**
 * The rules of the site notices that do not depend on a cookie, shared by server rendering (which
 * decides the first HTML) and the browser's store (which applies them again when the
 * configuration or the page changes without a new server answer).
 */

/** The page id that never shows the terms notice (pages embedded in other sites). */
export const NO_TERMS_NOTICE_PAGE_ID = 'weather-widgets';

/**
 * Whether the site's notifications (the cookie notice and the terms notice) may show on a page at
 * all: the configuration's `enableNotifications` and the page's `Notifications` platform switch,
 * each on unless set to false. Each notice's own switches apply on top.
 */
export function notificationsAllowed(
  config: Pick<PublicConfig, 'enableNotifications' | 'pagePlatformSwitches'>,
  pageId: string | null,
): boolean {
  return (
    config.enableNotifications !== false &&
    (pageId === null || config.pagePlatformSwitches[pageId]?.Notifications !== false)
  );
}

/**
 * Whether the terms notice may show on a page: notifications are allowed there, the
 * configuration's switch is on and the page's platform switch does not turn it off (never on
 * embedded widgets).
 */
export function termsNoticeAllowed(
  config: Pick<
    PublicConfig,
    'enableNotifications' | 'enableTermsAndConditionsNotification' | 'pagePlatformSwitches'
  >,
  pageId: string | null,
): boolean {
  return (
    notificationsAllowed(config, pageId) &&
    config.enableTermsAndConditionsNotification === true &&
    pageId !== NO_TERMS_NOTICE_PAGE_ID &&
    (pageId === null ||
      config.pagePlatformSwitches[pageId]?.TermsAndConditionsNotification !== false)
  );
}

/**
 * Whether the cookie notice may show on a page: on unless notifications are off there, or the
 * configuration or the page's platform switch turns it off.
 */
export function cookieNoticeAllowed(
  config: Pick<
    PublicConfig,
    'enableNotifications' | 'enableUseOfCookiesNotification' | 'pagePlatformSwitches'
  >,
  pageId: string | null,
): boolean {
  return (
    notificationsAllowed(config, pageId) &&
    config.enableUseOfCookiesNotification !== false &&
    (pageId === null || config.pagePlatformSwitches[pageId]?.UseOfCookiesNotification !== false)
  );
}

/** The store page for a platform: the smart-banner URL, else the app's download link. */
export function appStoreUrl(
  config: Pick<PublicConfig, 'smartBannerUrls' | 'downloadLinks'>,
  platform: AppPlatform,
): string | null {
  return config.smartBannerUrls[platform] ?? config.downloadLinks[platform] ?? null;
}

/**
 * A traffic camera's own page (`/traffic-cam/<place>/<camera>`): its path split on `/` has more
 * than three parts (the leading empty one included). The camera image fills a phone's screen
 * there, and the app banner would push it down.
 */
export function isTrafficCameraDetail(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.startsWith('/traffic-cam') && pathname.split('/').length > 3;
}
