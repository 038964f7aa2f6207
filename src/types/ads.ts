/**
 * The ad global config's contract (`GET /web2/api/ads/config/displayads`, docs/provider-api.md):
 * what the server builds from the site settings and the browser checks when it arrives.
 */

/** The three device classes of the layout: mobile up to 720 px, tablet to 1030 px, desktop from 1031 px. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** One slot of a page's ad configuration. */
export interface PageAdSlot {
  SlotId: string;
  TagId: string;
  ScreenSizes: DeviceClass[];
  AdProviderConfig: { sizes: [number, number][] };
}

/** A page's ad configuration: its slots. */
export interface PageAdConfig {
  PageId: string;
  Slots: PageAdSlot[];
}

/** The ad global config. */
export interface AdsGlobalConfig {
  PageAdConfigs: PageAdConfig[];
  baseInfiniteScrollAdSlotIds: string[];
  enablePreBid: boolean;
  disablePrebidOnPagesWithIds: string[];
  safeFrame: { allowOverlayExpansion: boolean; allowPushExpansion: boolean; sandbox: boolean };
  memberId: string;
  publisherId: string;
  newsTagIds: string[];
  newsStoryTagIds: string[];
  weatherCameraTagIds: string[];
  trafficCameraTagIds: string[];
  /** Seconds between ad refreshes; absent: the default (300). */
  refreshIntervalSeconds?: number;
  /** Prebid's price granularity (checked again by the browser's `priceGranularityOf`); absent: medium. */
  priceGranularity?: unknown;
  /** Where the header-bidding library (Prebid.js) is served from; absent: no header bidding. */
  prebidScriptUrl?: string;
}
