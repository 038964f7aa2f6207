/**
 * The ads feature's shapes: device classes, slot sizes, the ad global config (its contract in
 * `@/types/ads`, checked by `adsConfigSchema.ts` when it arrives), creatives and the adapter
 * interface.
 */

import type { AdsGlobalConfig, DeviceClass, PageAdConfig, PageAdSlot } from '@/types/ads';

export type { AdsGlobalConfig, DeviceClass, PageAdConfig, PageAdSlot };
export const DEVICE_CLASSES: readonly DeviceClass[] = ['mobile', 'tablet', 'desktop'];

/**
 * The sizes a slot can reserve. CSS classes reserve them (no inline style may run under the
 * site's Content-Security-Policy), so a new size is added here and in `AdSlot.module.css`.
 */
export const AD_SIZES = ['320x50', '728x90', '300x250', '300x600'] as const;
export type AdSize = (typeof AD_SIZES)[number];

/** Prebid's price buckets: a named granularity or a custom bucket object. */
export type PriceGranularity =
  | 'low'
  | 'medium'
  | 'high'
  | 'auto'
  | 'dense'
  | { buckets: { precision?: number; min?: number; max: number; increment: number }[] };

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
  /** Every size the slot accepts (a multi-size slot); absent: the one size asked for. */
  sizes?: [number, number][];
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
