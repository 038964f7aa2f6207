/**
 * The ads feature's decisions, pure: what loads, what is sent, and the messages of refused
 * requests. Each rule has its own test (adsRules.test.ts).
 */
import type { PrivacyCookieValue } from '@/features/privacy/privacyRules';
import type { PublicConfig } from '@/types/config';
import type { Compliance, StdParameters } from '@/types/location';

import type {
  AdsGlobalConfig,
  DeviceClass,
  PageAdConfig,
  PageAdSlot,
  PriceGranularity,
} from './adsTypes';

/** How long the ad config call may take. */
export const AD_CONFIG_TIMEOUT_MS = 5000;
/** How long header bidding may run before the ad server is called without its bids. */
export const BID_TIMEOUT_MS = 3500;
/** Seconds between ad refreshes unless configured. */
export const DEFAULT_REFRESH_SECONDS = 300;
/** The shortest refresh interval a configuration may ask for in production (seconds). */
export const MIN_CONFIGURED_REFRESH_SECONDS = 30;
/** The `?adRefresh=` override's bounds (seconds); honoured only outside production. */
export const REFRESH_OVERRIDE_BOUNDS = { min: 5, max: 3600 } as const;
/** The pause after an adapter's refresh callback before the refresh counts as done. */
export const REFRESH_CALLBACK_DELAY_MS = 100;
/** The demand manager's readiness check: attempts and the pause between them. */
export const DEMAND_RETRIES = 5;
export const DEMAND_RETRY_MS = 500;

/** The layout's breakpoints: mobile up to 720 px, tablet to 1030 px, desktop from 1031 px. */
export const MOBILE_MAX_WIDTH = 720;
export const TABLET_MAX_WIDTH = 1030;

/** The device class of a viewport width. */
export function deviceClassForWidth(width: number): DeviceClass {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

/** The targeting keyword of a device class: s (mobile), t (tablet), d (desktop). */
export function deviceClassKeyword(deviceClass: DeviceClass): 's' | 't' | 'd' {
  return deviceClass === 'mobile' ? 's' : deviceClass === 'tablet' ? 't' : 'd';
}

/** What decides whether a page shows ads. */
export interface AdsEnabledInput {
  compliance: Pick<Compliance, 'disableAds'> | null;
  config: Pick<PublicConfig, 'disableAds' | 'pagePlatformSwitches'> | null;
  pageId: string;
  /** The id the page's ads go by, when it has one besides its page id. */
  adPageId?: string;
  isBot: boolean;
}

/**
 * The pages that never carry ads, whatever the configuration says: signing in, the identity
 * provider, the error pages (a 404 is no place for an ad, and the ad config has none for them)
 * and the map test page.
 */
export const PAGES_WITHOUT_ADS: ReadonlySet<string> = new Set([
  'signin',
  'idp',
  'not-found',
  'error',
  'map-v2-test',
]);

/**
 * Ads show when neither the visitor's compliance nor the configuration disables them, the page's
 * platform switch (under its page id or its ad page id) is not false, the page is one that carries
 * ads (`PAGES_WITHOUT_ADS`), and the visitor is not a crawler.
 */
export function adsEnabled(input: AdsEnabledInput): boolean {
  if (input.isBot || !input.config || PAGES_WITHOUT_ADS.has(input.pageId)) return false;
  if (input.compliance?.disableAds || input.config.disableAds) return false;
  const switches = input.config.pagePlatformSwitches;
  if (input.adPageId && switches[input.adPageId]?.Ads === false) return false;
  return switches[input.pageId]?.Ads !== false;
}

/** What decides whether third-party ad scripts may load. */
export interface VendorScriptsInput {
  isBot: boolean;
  /** The consent feature's readiness (`selectConsentReady`). */
  consentReady: boolean;
  gdprRequired: boolean;
  /** For a GDPR visitor: they consented to device access (`selectMayLoadTracking`). */
  consented: boolean;
}

/**
 * Vendor (third-party) scripts load only for a visitor who is not a crawler, once consent is
 * known, and never for a GDPR visitor who has not consented. (A US opt-out keeps the ad server,
 * which is told to restrict data processing, but loses header bidding: see `prebidAllowed`.)
 */
export function mayLoadVendorScripts(input: VendorScriptsInput): boolean {
  if (input.isBot || !input.consentReady) return false;
  return !(input.gdprRequired && !input.consented);
}

/** True when the configuration asks for the Google Publisher Tag (ad-tag vendor or test ad). */
export function gptConfigured(
  config: Pick<PublicConfig, 'adTagVendor' | 'testAd'> | null,
): boolean {
  return Boolean(config?.adTagVendor.IsEnabled || config?.testAd.IsEnabled);
}

/** What decides whether the header-bidding script (Prebid.js) loads. */
export interface PrebidInput {
  adsConfig: Pick<
    AdsGlobalConfig,
    'enablePreBid' | 'disablePrebidOnPagesWithIds' | 'prebidScriptUrl'
  >;
  pageId: string;
  /** The privacy cookie (`wb_state_privacy`) as the page reads it; null: none. */
  cookie: PrivacyCookieValue | null;
  /** The store's opt-outs and Global Privacy Control (the cookie may be written a moment later). */
  doNotSell: boolean | null;
  limitUseOfPI: boolean | null;
  gpc: boolean;
}

/**
 * Header bidding runs when the ad config enables it, the page is not excluded, a script is
 * configured, and the visitor has neither opted out of sale/sharing nor limited the use of
 * their data (cookie or state) nor sends Global Privacy Control.
 */
export function prebidAllowed(input: PrebidInput): boolean {
  const { adsConfig } = input;
  if (!adsConfig.enablePreBid || !adsConfig.prebidScriptUrl) return false;
  if (adsConfig.disablePrebidOnPagesWithIds.includes(input.pageId)) return false;
  if (input.cookie?.doNotSell || input.cookie?.limitUseOfPI) return false;
  return !(input.doNotSell || input.limitUseOfPI || input.gpc);
}

/** What targeting needs before it is requested. */
export interface TargetingInput {
  adsEnabled: boolean;
  pageId: string | null;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /**
   * The provider credentials (authId and secret). In the browser the same-origin signing proxy
   * holds them and signs the call, so the proxy's presence stands in for them.
   */
  credentials: boolean;
  stdParameters: StdParameters | null;
  adTargetingBaseUrl: string | null | undefined;
  adsConfig: AdsGlobalConfig | null;
}

const isCoordinate = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Targeting is requested only when ads are enabled and the page id, latitude, longitude,
 * credentials, standard parameters, ad targeting base URL and the ad global config are present.
 */
export function shouldRequestTargeting(input: TargetingInput): boolean {
  return Boolean(
    input.adsEnabled &&
    input.pageId &&
    isCoordinate(input.latitude) &&
    isCoordinate(input.longitude) &&
    input.credentials &&
    input.stdParameters?.appId &&
    input.adTargetingBaseUrl &&
    input.adsConfig,
  );
}

const NAMED_GRANULARITIES = new Set(['low', 'medium', 'high', 'auto', 'dense']);

const isBucket = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const bucket = value as Record<string, unknown>;
  return (
    typeof bucket.max === 'number' &&
    typeof bucket.increment === 'number' &&
    bucket.increment > 0 &&
    (bucket.min === undefined || typeof bucket.min === 'number') &&
    (bucket.precision === undefined || typeof bucket.precision === 'number')
  );
};

/** True for low, medium, high, auto, dense, or a bucket object (`{ buckets: [{ max, increment }] }`). */
export function isPriceGranularity(value: unknown): value is PriceGranularity {
  if (typeof value === 'string') return NAMED_GRANULARITIES.has(value);
  if (typeof value !== 'object' || value === null) return false;
  const buckets = (value as { buckets?: unknown }).buckets;
  return Array.isArray(buckets) && buckets.length > 0 && buckets.every(isBucket);
}

/** The price granularity to use: the configured one when acceptable, else medium. */
export function priceGranularityOf(value: unknown): PriceGranularity {
  return isPriceGranularity(value) ? value : 'medium';
}

/** The message of a refresh asked for a slot the page does not have. */
export const invalidSlotIdMessage = (slotId: string): string =>
  `Ad refresh failed for slotId: ${slotId}. Reason: Invalid SlotId`;
/** The message of a refresh asked without a usable page configuration. */
export const invalidPageAdConfigMessage = (pageId: string): string =>
  `Invalid pageAdConfig supplied for refreshAd request on pageId: ${pageId}`;
/** The message of a slot setup asked without a page configuration. */
export const noPageAdConfigMessage = (pageId: string): string =>
  `No pageAdConfig supplied for configurePageSlots request on pageId: ${pageId}`;
/** The warning of an infinite-scroll ad whose slot has no map. */
export const infiniteScrollNoSlotMapMessage = (slotId: string): string =>
  `Infinite-scroll ad has no slot map for slotId: ${slotId}`;

const isPageAdConfig = (value: unknown): value is PageAdConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageAdConfig).PageId === 'string' &&
  Array.isArray((value as PageAdConfig).Slots);

/**
 * Why a refresh of `slotId` cannot run, or null when it can: it needs a valid page configuration,
 * then a slot id that configuration has.
 */
export function refreshAdError(
  slotId: unknown,
  pageAdConfig: unknown,
  pageId: string,
): string | null {
  if (!isPageAdConfig(pageAdConfig)) return invalidPageAdConfigMessage(pageId);
  if (typeof slotId !== 'string' || !slotId) return invalidSlotIdMessage(String(slotId));
  return pageAdConfig.Slots.some((slot) => slot.SlotId === slotId)
    ? null
    : invalidSlotIdMessage(slotId);
}

/** Why the page's slots cannot be set up, or null when a page configuration is given. */
export function configurePageSlotsError(pageAdConfig: unknown, pageId: string): string | null {
  return isPageAdConfig(pageAdConfig) ? null : noPageAdConfigMessage(pageId);
}

/**
 * An infinite-scroll slot (one whose id starts with one of the config's base ids) is filled from
 * the base slot's map; without one, the warning to log (null when there is nothing to warn of).
 */
export function infiniteScrollWarning(
  slotId: string,
  adsConfig: { baseInfiniteScrollAdSlotIds: readonly string[] },
  slotMap: Record<string, unknown> | null | undefined,
): string | null {
  const base = adsConfig.baseInfiniteScrollAdSlotIds.find((id) => slotId.startsWith(id));
  if (!base) return null;
  return slotMap?.[base] ? null : infiniteScrollNoSlotMapMessage(slotId);
}

/** What decides whether the ad-block detection runs. */
export interface AdBlockDetectionInput {
  enabled: boolean;
  /** The page's address has an `s` query parameter. */
  hasSParam: boolean;
  isBot: boolean;
  complianceDisablesAds: boolean;
}

/** Detection runs only when enabled, without `?s=`, for a visitor who is not a crawler and may see ads. */
export function adBlockDetectionAllowed(input: AdBlockDetectionInput): boolean {
  return input.enabled && !input.hasSParam && !input.isBot && !input.complianceDisablesAds;
}

/** What decides the refresh interval. */
export interface RefreshIntervalInput {
  /** The ad config's `refreshIntervalSeconds`. */
  configuredSeconds: number | undefined;
  /** The page's `?adRefresh=` value (seconds), if any. */
  override: string | null;
  environment: PublicConfig['environment'] | undefined;
}

/**
 * The refresh interval in ms: `?adRefresh=<seconds>` outside production (5 to 3600 s, so a test
 * can shorten it and no production visitor can make the site hammer its ad server), else the
 * configured seconds (at least 30), else 300 s.
 */
export function refreshIntervalMs(input: RefreshIntervalInput): number {
  if (input.override !== null && input.environment && input.environment !== 'Production') {
    const seconds = Number(input.override);
    if (
      Number.isInteger(seconds) &&
      seconds >= REFRESH_OVERRIDE_BOUNDS.min &&
      seconds <= REFRESH_OVERRIDE_BOUNDS.max
    )
      return seconds * 1000;
  }
  const configured = input.configuredSeconds;
  if (typeof configured === 'number' && configured >= MIN_CONFIGURED_REFRESH_SECONDS)
    return configured * 1000;
  return DEFAULT_REFRESH_SECONDS * 1000;
}

/** The page's configuration in the ad global config, or null. */
export function pageAdConfigFor(
  adsConfig: Pick<AdsGlobalConfig, 'PageAdConfigs'> | null,
  pageId: string,
): PageAdConfig | null {
  return adsConfig?.PageAdConfigs.find((page) => page.PageId === pageId) ?? null;
}

/** The first of `slotIds` the page configures for this device class, or null. */
export function configuredSlot(
  pageAdConfig: PageAdConfig | null,
  slotIds: readonly string[],
  deviceClass: DeviceClass,
  infiniteScrollBaseIds: readonly string[] = [],
): PageAdSlot | null {
  if (!pageAdConfig) return null;
  for (const id of slotIds) {
    const slot =
      pageAdConfig.Slots.find((s) => s.SlotId === id) ??
      infiniteScrollSlot(pageAdConfig, id, infiniteScrollBaseIds);
    if (slot?.ScreenSizes.includes(deviceClass)) return slot;
  }
  return null;
}

/** The id of the `n`th (from 1) repetition of an infinite-scroll base slot: `news-infinite-3`. */
export const infiniteScrollSlotId = (baseId: string, n: number): string => `${baseId}-${n}`;

/** The base slot id of an infinite-scroll repetition, or null when `slotId` is none. */
export function infiniteScrollBase(
  slotId: string,
  infiniteScrollBaseIds: readonly string[],
): string | null {
  const repeat = /^(.+)-([1-9]\d{0,2})$/.exec(slotId);
  const base = repeat?.[1];
  return base && infiniteScrollBaseIds.includes(base) ? base : null;
}

/**
 * A repetition of an infinite-scroll slot (`news-infinite-3`) takes the page's base slot
 * (`news-infinite`: its tag, screen sizes and ad sizes) under its own id; null when `slotId` is
 * no repetition or the page has no base slot (the slot map it would be filled from).
 */
export function infiniteScrollSlot(
  pageAdConfig: PageAdConfig,
  slotId: string,
  infiniteScrollBaseIds: readonly string[],
): PageAdSlot | null {
  const base = infiniteScrollBase(slotId, infiniteScrollBaseIds);
  const slot = base ? pageAdConfig.Slots.find((s) => s.SlotId === base) : undefined;
  return slot ? { ...slot, SlotId: slotId } : null;
}

/** What the targeting keywords are made of. */
export interface KeywordsInput {
  /** The provider's keywords (PC, sourceProviderId…). */
  keywords: Record<string, string> | null | undefined;
  zip: string | null | undefined;
  /** The place's own postal code (the provider's location record), if it has one. */
  placePostalCode?: string | null;
  deviceClass: DeviceClass;
  pageId: string;
  layerId: string | null;
  sourceProviderId: string | null | undefined;
}

/**
 * The targeting keywords sent to the ad server: the provider's, then DVC by the browser's own
 * device class, PC (postal code: the targeting's, else its zip, else the place's own; none for a
 * place without one), layerId on the maps page, sourceProviderId from configuration.
 */
export function targetingKeywords(input: KeywordsInput): Record<string, string> {
  const out: Record<string, string> = { ...input.keywords };
  out.DVC = deviceClassKeyword(input.deviceClass);
  const postalCode = input.keywords?.PC || input.zip || input.placePostalCode;
  if (postalCode) out.PC = postalCode;
  if (input.pageId === 'maps' && input.layerId) out.layerId = input.layerId;
  else delete out.layerId;
  if (input.sourceProviderId) out.sourceProviderId = input.sourceProviderId;
  return out;
}
