/** Three years, in seconds: how long the cookie notice and the policy acknowledgement are kept. */
export const THREE_YEARS_S = 94_608_000;

/** Three days, in seconds: how long a closed smart app banner stays away. */
export const THREE_DAYS_S = 259_200;

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
  /** Set when the visitor closes the smart app banner. */
  appBanner: { name: 'smartbanner_exited', maxAge: THREE_DAYS_S },
} as const;

/** The policy versions a visitor acknowledged; absent means none. */
export interface AcknowledgedVersions {
  tou?: string;
  pp?: string;
}

/** The policy cookie's value: `tou=<version>&pp=<version>`. */
export function serialiseAcknowledgedVersions(versions: { tou: string; pp: string }): string {
  return new URLSearchParams({ tou: versions.tou, pp: versions.pp }).toString();
}
