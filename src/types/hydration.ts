import type { PublicConfig } from './config';
import type { Compliance, FavoriteLocation, Location, Units } from './location';

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
