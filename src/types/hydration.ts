import type { PublicConfig } from './config';
import type { Compliance, FavoriteLocation, Location, NotificationStatus, Units } from './location';
import type { RemoteConfigSeed } from './remoteConfig';

/**
 * The state that server-rendered props may seed. Each slice that accepts SSR data owns one key
 * and handles `hydrated` in its extraReducers; keys absent from a payload leave the slice as is.
 */
export interface HydrationPayload {
  config?: { value: PublicConfig | null };
  /** The page being shown: its page id and route query (for location-change navigation). */
  page?: { pageId: string; query: Record<string, string> };
  /** The visitor: device id (also the app instance id), bot flag, language. */
  user?: { deviceId: string | null; isBot: boolean; language: string };
  units?: Units;
  /** The active location and the saved favourites. */
  location?: { activeLocation: Location | null };
  favorites?: { items: FavoriteLocation[] };
  /** Signed in or not, as the server knew from its cookies (the greeting is in the first HTML). */
  auth?: { isLoggedIn: boolean; userName: string | null };
  /** The visitor's compliance, Global Privacy Control signal and opt-outs, as the server knew them. */
  privacy?: PrivacySeed;
  /** The site notices as the server found them from the visitor's cookies and the legal service. */
  notices?: NoticesHydration;
  /** The page's ad page id when it is not its page id (a news story's `newsstory`). */
  ads?: { adPageId: string };
  /** The remote flag values in force when the page was rendered (the footer reads them). */
  remoteConfig?: RemoteConfigSeed;
  /** The active place's alert-notification status (the badge's count), null when unknown. */
  notifications?: { status: NotificationStatus | null };
}

/** The privacy state server rendering seeds (see `privacySeed`). */
export interface PrivacySeed {
  /** Null when the provider did not answer (the browser asks again). */
  compliance: Compliance | null;
  /** The request's `Sec-GPC: 1`. */
  gpc: boolean;
  /** The do-not-sell and limit-use choices: true opted out, false opted in, null never chosen. */
  statePrivacyOptedOut: boolean | null;
  limitUseOptedOut: boolean | null;
}

/** The terms and privacy notice: the legal policy service's texts and the versions in force. */
export interface TermsNoticeContent {
  message: string;
  linkText: string;
  tou: { display: boolean; url: string };
  pp: { display: boolean; url: string };
  /** The versions in force, recorded when the visitor closes the notice. */
  versions: { tou: string; pp: string };
}

/** The platforms the smart app banner knows. */
export type AppPlatform = 'ios' | 'android';

/** The `notices` key of the hydration payload. */
export interface NoticesHydration {
  /** The Domain attribute of cookies the page writes (the site's registrable domain); null: host-only. */
  cookieDomain: string | null;
  /** False when the visitor's cookie-notice cookie already exists. */
  cookieNotice: boolean;
  /** Null when nothing is to be acknowledged, the notice is off here, or the service failed. */
  terms: TermsNoticeContent | null;
  /** The visitor's phone platform when the app banner may show (not closed, no crawler, not a camera page). */
  appBanner: AppPlatform | null;
}
