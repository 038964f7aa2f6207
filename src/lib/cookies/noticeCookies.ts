/** Three years, in seconds: how long the cookie notice and the policy acknowledgement are kept. */
export const THREE_YEARS_S = 94_608_000;

/** Three days, in seconds: the life of the site's own "banner closed" cookie. */
export const THREE_DAYS_S = 259_200;

/** Fifteen days, in seconds: how long a closed smart app banner stays away. */
export const FIFTEEN_DAYS_S = 15 * 86_400;

/** Ninety days, in seconds: how long the banner stays away once the app is installed. */
export const NINETY_DAYS_S = 90 * 86_400;

/**
 * The date the cookie notice's text last changed (ISO date): the value of its cookie. Change it
 * together with the text in the notices message catalogue.
 */
export const COOKIE_NOTICE_DATE = '2026-11-23';

/** The cookies of the site notices: names (fixed by the partner contracts) and lifetimes. */
export const NOTICE_COOKIES = {
  /** Set on the first visit and on close; while present, the cookie notice stays hidden. */
  cookieNotice: { name: 'WB_CookieNotification', maxAge: THREE_YEARS_S },
  /** The Terms of Use and Privacy Policy versions the visitor acknowledged. */
  policyVersions: { name: 'WB_PolicyVersions', maxAge: THREE_YEARS_S },
  /** Set when the visitor closes the smart app banner (the site's own record, three days). */
  appBanner: { name: 'smartbanner_exited', maxAge: THREE_DAYS_S },
  /** Set with it on close: the banner's own default keeps it away fifteen days after a close. */
  appBannerClosed: { name: 'smartbanner-closed', maxAge: FIFTEEN_DAYS_S },
  /**
   * Set when the visitor follows "View" to the store, or the browser reports the app installed:
   * the banner's default keeps it away ninety days after an install.
   */
  appBannerInstalled: { name: 'smartbanner-installed', maxAge: NINETY_DAYS_S },
} as const;

/** The cookies that keep the smart app banner away while any of them is there. */
export const APP_BANNER_HIDING_COOKIES = [
  NOTICE_COOKIES.appBanner.name,
  NOTICE_COOKIES.appBannerClosed.name,
  NOTICE_COOKIES.appBannerInstalled.name,
] as const;

/** The policy versions a visitor acknowledged; absent means none. */
export interface AcknowledgedVersions {
  tou?: string;
  pp?: string;
}

/** The policy cookie's value: `tou=<version>&pp=<version>`. */
export function serialiseAcknowledgedVersions(versions: { tou: string; pp: string }): string {
  return new URLSearchParams({ tou: versions.tou, pp: versions.pp }).toString();
}
