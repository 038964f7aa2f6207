/**
 * The ads feature's shapes: device classes, slot sizes, the ad global config as the browser keeps
 * it (checked by `adsConfigSchema.ts` when it arrives), creatives and the adapter interface.
 */

/** The three device classes of the layout: mobile up to 720 px, tablet to 1030 px, desktop from 1031 px. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export const DEVICE_CLASSES: readonly DeviceClass[] = ['mobile', 'tablet', 'desktop'];

/**
 * The sizes a slot can reserve. CSS classes reserve them (no inline style may run under the
 * site's Content-Security-Policy), so a new size is added here and in `AdSlot.module.css`.
 */
export const AD_SIZES = ['320x50', '728x90', '300x250', '300x600'] as const;
export type AdSize = (typeof AD_SIZES)[number];

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

/** Prebid's price buckets: a named granularity or a custom bucket object. */
export type PriceGranularity =
  | 'low'
  | 'medium'
  | 'high'
  | 'auto'
  | 'dense'
  | { buckets: { precision?: number; min?: number; max: number; increment: number }[] };

/** The ad global config (`GET /web2/api/ads/config/displayads`), as validated in the browser. */
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
  /** Prebid's price granularity (checked again by `priceGranularityOf`); absent: medium. */
  priceGranularity?: unknown;
  /** Where the header-bidding library (Prebid.js) is served from; absent: no header bidding. */
  prebidScriptUrl?: string;
}

/** A house creative as the house ad service answers it. */
export interface HouseCreative {
  id: string;
  width: number;
  height: number;
  imageUrl: string;
  alt: string;
  clickUrl: string;
  impressionUrl: string;
}

/**
 * What an adapter answers for a slot: a house creative the slot renders itself, or `vendor` when a
 * third-party library (Google Publisher Tag) renders into the slot's container.
 */
export type Creative =
  | ({
      kind: 'house';
      /** Watches the rendered creative and counts its impression once it is in view; returns the undo. */
      observe?: (element: Element) => () => void;
    } & HouseCreative)
  | { kind: 'vendor'; slotId: string };

/** What a slot asks an adapter for. */
export interface AdSlotRequest {
  pageId: string;
  slotId: string;
  tagId: string;
  /** The id of the slot's container element (a vendor library renders into it). */
  elementId: string;
}

/** Ad targeting key-values (the provider's parameters and keywords, flattened to strings). */
export type AdTargeting = Record<string, string>;

/** One way of filling slots: the house ad service, or Google Publisher Tag with Prebid. */
export interface AdAdapter {
  readonly name: 'house' | 'gpt';
  requestAd(
    slot: AdSlotRequest,
    size: [number, number],
    targeting: AdTargeting,
  ): Promise<Creative | null>;
  /** Asks for new creatives in these slots; resolves once the adapter's refresh callback ran. */
  refresh(slotIds: string[]): Promise<void>;
  destroy(): void;
}

/** The id of a slot's container element. */
export const adElementId = (slotId: string): string => `wb-ad-${slotId}`;
