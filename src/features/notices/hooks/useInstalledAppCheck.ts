import { useEffect } from 'react';

import { browserCookiesEnabled, NOTICE_COOKIES, writeBrowserCookie } from '@/lib/cookies';
import { useAppDispatch } from '@/store/hooks';

import { appInstalledDetected } from '../noticesSlice';

/** The part of `navigator.getInstalledRelatedApps()` (Chromium only) the check reads. */
type InstalledAppsNavigator = Navigator & {
  getInstalledRelatedApps?: () => Promise<{ platform: string; id?: string; url?: string }[]>;
};

/**
 * While the install banner shows, asks the browser (where it has `getInstalledRelatedApps`, which
 * answers from the manifest's `related_applications`) whether the visitor has the app installed.
 * If so the banner goes, and its cookie keeps it away for 90 days, so the server leaves it out of
 * the next pages' HTML. A browser without the API, or one that refuses, changes nothing.
 */
export function useInstalledAppCheck(active: boolean, domain: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return undefined;
    const nav = navigator as InstalledAppsNavigator;
    if (typeof nav.getInstalledRelatedApps !== 'function') return undefined;
    let current = true;
    nav.getInstalledRelatedApps().then(
      (apps) => {
        if (!current || !Array.isArray(apps) || apps.length === 0) return;
        if (browserCookiesEnabled()) {
          const { name, maxAge } = NOTICE_COOKIES.appBannerInstalled;
          writeBrowserCookie(name, '1', { maxAge, domain });
        }
        dispatch(appInstalledDetected());
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [active, domain, dispatch]);
}
