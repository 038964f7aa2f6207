import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/server/durations';

/**
 * How long the server cache keeps each shared read (one home for every server cache lifetime).
 * Every entry here is the same for all visitors it is keyed for; per-visitor pages are never cached.
 */
export const CACHE_TTL_MS = {
  /** Current conditions of a place (server rendering). */
  currentConditions: 5 * MINUTE_MS,
  /** Hourly and daily forecasts, air quality, pollen, UV, snow and airport weather of a place. */
  forecast: 10 * MINUTE_MS,
  /** Active alerts of a place. */
  alerts: 2 * MINUTE_MS,
  /** Hurricane reads (active storms, a storm, its GIS and advisory, outlooks). */
  hurricanes: 2 * MINUTE_MS,
  /** Sun and moon times of a place (they depend only on the date). */
  almanac: 6 * HOUR_MS,
  /** Weather stations near a place. */
  nearbyStations: HOUR_MS,
  /** The camera lists of the real camera sources (Caltrans districts, mesonet networks). */
  cameraSources: 5 * MINUTE_MS,
  /** The demo cameras near a place (their pictures change by the minute). */
  demoCameras: MINUTE_MS,
  /** A real camera's latest image bytes (kept in process memory only). */
  cameraImage: MINUTE_MS,
  /** A place by its slug (the gazetteer changes only with a new data release). */
  locality: DAY_MS,
  /** The place of a visitor's IP address (pages of visitors without a stored place). */
  ipLocality: 10 * MINUTE_MS,
  /** Location search answers through the signing proxy. */
  locationSearch: HOUR_MS,
  /** Current, hourly and daily weather through the signing proxy. */
  proxiedWeather: 5 * MINUTE_MS,
  /** Compliance requirements through the signing proxy, per visitor address. */
  compliance: HOUR_MS,
  /** An identity provider's discovery document. */
  oidcDiscovery: HOUR_MS,
  /** An identity provider's signing keys (refetched early when a token names an unknown key). */
  oidcJwks: 10 * MINUTE_MS,
  /** The identity provider's verdict on an access token, when server rendering asks for one. */
  accessTokenVerdict: MINUTE_MS,
} as const;
