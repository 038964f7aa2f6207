import * as cacheKeys from '@/lib/storage/cacheKeys';
import type {
  AdTargetingParameters,
  Compliance,
  LegalPolicies,
  Locality,
  NotificationStatus,
  StdParameters,
} from '@/types/location';

import type { ProviderCalls } from './providerClient';

/** Provider paths. */
export const providerPaths = {
  locationSearch: '/data/locations/v3/location',
  ipLocation: '/api/loc/v3/city/ipaddress/me',
  notificationStatus: '/api/push/v1/notifications/status',
  eventLog: '/clog/v1/submit',
  adTargeting: '/api/ads/targeting/v1/parameters',
  legalPolicies: '/api/legal/policies/v1',
  currentLegalPolicies: '/api/legal/policies/v1/current',
  compliance: '/api/legal/compliance/v3',
} as const;

/** Cache keys (plus compliance, cached locally). */
export const providerCacheKeys = {
  locationSearch: cacheKeys.locationSearch,
  myLocation: cacheKeys.myLocation,
  adTargeting: cacheKeys.wbAdTargetingParametersCacheKey,
  notificationStatus: cacheKeys.getNotificationsStatusCacheKey,
  compliance: cacheKeys.compliance,
} as const;

/** Default number of search results requested. */
export const DEFAULT_SEARCH_RESULTS = 10;

/** The app id every provider query carries. */
export const PROVIDER_APP_ID = 'wbweb';
/** The form factor every provider query carries. */
export const PROVIDER_FORM_FACTOR = 'website';

/** How long a location's notification status is answered from the local cache. */
export const NOTIFICATION_STATUS_CACHE_MS = 60_000;

/** Timeout of the legal-policy and compliance calls. */
export const LEGAL_CALL_TIMEOUT_MS = 5000;

/** What varies between visitors in the standard parameters. */
export interface StdParameterValues {
  appVersion: string;
  deviceId?: string | null;
  languageCode?: string | null;
}

/**
 * The standard parameters of every provider query: the fixed app id and form
 * factor, the app version, and the device id and language when known.
 */
export function buildStdParameters(values: StdParameterValues): StdParameters {
  const params: StdParameters = {
    appId: PROVIDER_APP_ID,
    appVersion: values.appVersion,
    formFactor: PROVIDER_FORM_FACTOR,
  };
  if (values.deviceId) params.deviceId = values.deviceId;
  if (values.languageCode) params.languageCode = values.languageCode;
  return params;
}

/**
 * Longest search text, as the provider's location search measures it (docs/provider-api.md: the
 * text as the client sends it, `&#8217;` read back as one apostrophe; longer is its 400). The
 * search boxes take no more than this (`maxLength`: the text as typed has the same length).
 */
export const MAX_SEARCH_TEXT_LENGTH = 100;

/** Search text as sent: plus signs become spaces, apostrophes the typographic apostrophe entity. */
export function normaliseSearchText(text: string): string {
  return text.replace(/\+/g, ' ').replace(/'/g, '&#8217;');
}

interface Common {
  stdParameters: StdParameters;
  verbose?: boolean;
  refresh?: boolean;
  signal?: AbortSignal;
}

const std = (p: StdParameters) => ({ ...p });

/** Location search; runs only for a non-empty string, answers [] otherwise. Any truthy answer is accepted. */
export async function searchLocations(
  client: ProviderCalls,
  input: Common & { searchString: string; maxResults?: number },
): Promise<Locality[]> {
  const text = normaliseSearchText(input.searchString).trim();
  if (!text) return [];
  const result = await client.get<Locality[] | null>({
    path: providerPaths.locationSearch,
    params: {
      ...std(input.stdParameters),
      searchString: text,
      maxResults: input.maxResults ?? DEFAULT_SEARCH_RESULTS,
      verbose: input.verbose ?? true,
    },
    validate: (response) => Boolean(response),
    cache: {
      key: providerCacheKeys.locationSearch,
      id: `${text.toLowerCase()}:${input.maxResults ?? DEFAULT_SEARCH_RESULTS}`,
    },
    refresh: input.refresh,
    signal: input.signal,
  });
  return Array.isArray(result) ? result : [];
}

/** The visitor's location from their IP address. */
export function getIpLocation(client: ProviderCalls, input: Common): Promise<Locality> {
  return client.get<Locality>({
    path: providerPaths.ipLocation,
    params: { ...std(input.stdParameters), verbose: input.verbose ?? true },
    cache: { key: providerCacheKeys.myLocation },
    refresh: input.refresh,
    signal: input.signal,
  });
}

/** Alert-notification status of a location (badge count, colour, opacity). */
export function getNotificationStatus(
  client: ProviderCalls,
  input: Common & {
    emLocationId: string;
    latitude: number;
    longitude: number;
    /** The place's IANA zone and elevation: the same point the alerts page asks for. */
    timeZone?: string | null;
    elevationMeters?: number | null;
  },
): Promise<NotificationStatus> {
  return client.get<NotificationStatus>({
    path: providerPaths.notificationStatus,
    params: {
      ...std(input.stdParameters),
      emLocationId: input.emLocationId,
      latitude: input.latitude,
      longitude: input.longitude,
      ...(input.timeZone ? { tz: input.timeZone } : {}),
      ...(typeof input.elevationMeters === 'number' ? { elevation: input.elevationMeters } : {}),
      verbose: input.verbose ?? true,
    },
    cache: {
      key: providerCacheKeys.notificationStatus,
      id: input.emLocationId,
      expires: NOTIFICATION_STATUS_CACHE_MS,
    },
    refresh: input.refresh,
    signal: input.signal,
  });
}

/** One logged event: a type, its time, and key/value data. */
export interface LoggedEvent {
  type: string;
  data: Record<string, string | number | boolean>;
}

/** The body of POST /clog/v1/submit: metadata (standard parameters and ts) and one event. */
export function eventLogBody(
  stdParameters: StdParameters,
  event: LoggedEvent,
  now: number = Date.now(),
) {
  return {
    metadata: { ...stdParameters, ts: now },
    events: [
      {
        type: event.type,
        ts: now,
        data: Object.entries(event.data).map(([key, value]) => ({ key, value })),
      },
    ],
  };
}

/** Logs one event (signed POST). */
export function logEvent(
  client: ProviderCalls,
  input: { stdParameters: StdParameters; event: LoggedEvent },
) {
  return client.write<unknown>('POST', {
    path: providerPaths.eventLog,
    data: eventLogBody(input.stdParameters, input.event),
  });
}

/** Ad targeting parameters for a page and point. */
export function getAdTargetingParameters(
  client: ProviderCalls,
  input: Common & {
    pageId: string;
    latitude: number;
    longitude: number;
    stationId?: string;
    providerId?: number;
    units?: number;
    adServer?: string;
  },
): Promise<AdTargetingParameters> {
  return client.get<AdTargetingParameters>({
    path: providerPaths.adTargeting,
    params: {
      ...std(input.stdParameters),
      locationType: 'latitudelongitude',
      location: `${input.latitude},${input.longitude}`,
      stationId: input.stationId,
      providerId: input.providerId,
      adServer: input.adServer ?? 'GAM',
      units: input.units,
      pageId: input.pageId,
      verbose: input.verbose ?? true,
    },
    cache: {
      key: providerCacheKeys.adTargeting,
      id: `${input.pageId}:${input.latitude},${input.longitude}`,
    },
    refresh: input.refresh,
    signal: input.signal,
  });
}

/** Legal policies for a country and language, given the versions the visitor accepted. */
export function getLegalPolicies(
  client: ProviderCalls,
  input: Common & { countrycode: string; languagecode: string; tou?: string; pp?: string },
): Promise<LegalPolicies> {
  return client.get<LegalPolicies>({
    path: providerPaths.legalPolicies,
    params: {
      ...std(input.stdParameters),
      countrycode: input.countrycode,
      languagecode: input.languagecode,
      tou: input.tou,
      pp: input.pp,
      verbose: input.verbose ?? true,
    },
    timeout: LEGAL_CALL_TIMEOUT_MS,
    signal: input.signal,
  });
}

/** The current legal policies for a country and language. */
export function getCurrentLegalPolicies(
  client: ProviderCalls,
  input: Common & { countrycode: string; languagecode: string },
): Promise<LegalPolicies> {
  return client.get<LegalPolicies>({
    path: providerPaths.currentLegalPolicies,
    params: {
      ...std(input.stdParameters),
      countrycode: input.countrycode,
      languagecode: input.languagecode,
      verbose: input.verbose ?? true,
    },
    timeout: LEGAL_CALL_TIMEOUT_MS,
    signal: input.signal,
  });
}

/** The visitor's compliance requirements (timeout LEGAL_CALL_TIMEOUT_MS, cached locally). */
export function getCompliance(client: ProviderCalls, input: Common): Promise<Compliance> {
  return client.get<Compliance>({
    path: providerPaths.compliance,
    params: { ...std(input.stdParameters), verbose: input.verbose ?? true },
    timeout: LEGAL_CALL_TIMEOUT_MS,
    cache: { key: providerCacheKeys.compliance },
    refresh: input.refresh,
    signal: input.signal,
  });
}
