/**
 * The ad global config's schema: the browser checks the answer of
 * `GET /web2/api/ads/config/displayads` before it drives any slot. Loaded with the first config
 * read (a dynamic import), so zod stays out of the pages' first-load JavaScript.
 */
import { z } from 'zod';

import type { AdsGlobalConfig } from './adsTypes';

const size = z.tuple([z.number().int().positive(), z.number().int().positive()]);

const slot = z.object({
  SlotId: z.string().min(1),
  TagId: z.string(),
  ScreenSizes: z.array(z.enum(['mobile', 'tablet', 'desktop'])),
  AdProviderConfig: z.object({ sizes: z.array(size) }),
});

const ids = z.array(z.string()).default([]);

export const adsConfigSchema = z.object({
  PageAdConfigs: z.array(z.object({ PageId: z.string().min(1), Slots: z.array(slot) })),
  baseInfiniteScrollAdSlotIds: ids,
  enablePreBid: z.boolean().default(false),
  disablePrebidOnPagesWithIds: ids,
  safeFrame: z
    .object({
      allowOverlayExpansion: z.boolean(),
      allowPushExpansion: z.boolean(),
      sandbox: z.boolean(),
    })
    .default({ allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true }),
  memberId: z.string().default(''),
  publisherId: z.string().default(''),
  newsTagIds: ids,
  newsStoryTagIds: ids,
  weatherCameraTagIds: ids,
  trafficCameraTagIds: ids,
  refreshIntervalSeconds: z.number().positive().optional(),
  priceGranularity: z.unknown().optional(),
  prebidScriptUrl: z
    .string()
    .refine((url) => url.startsWith('/') || url.startsWith('https://'), 'an https or site path')
    .optional(),
});

/** The checked config, or null when the answer does not have its shape. */
export function parseAdsConfig(answer: unknown): AdsGlobalConfig | null {
  const result = adsConfigSchema.safeParse(answer);
  return result.success ? (result.data as AdsGlobalConfig) : null;
}
