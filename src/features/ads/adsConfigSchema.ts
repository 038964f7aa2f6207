/**
 * The ad global config's schema: the browser checks the answer of
 * `GET /web2/api/ads/config/displayads` before it drives any slot. Loaded with the first config
 * read (a dynamic import), so zod stays out of the pages' first-load JavaScript. zod/mini's own
 * schemas are small, but Turbopack keeps zod's core whole (85 kB, 24 kB gzipped): every page loads
 * it after hydration, for this schema and the remote-config answer's.
 */
import * as z from 'zod/mini';

import type { AdsGlobalConfig } from './adsTypes';

const positiveInt = z.int().check(z.positive());
const size = z.tuple([positiveInt, positiveInt]);

const slot = z.object({
  SlotId: z.string().check(z.minLength(1)),
  TagId: z.string(),
  ScreenSizes: z.array(z.enum(['mobile', 'tablet', 'desktop'])),
  AdProviderConfig: z.object({ sizes: z.array(size) }),
});

const ids = z._default(z.array(z.string()), []);

export const adsConfigSchema = z.object({
  PageAdConfigs: z.array(
    z.object({ PageId: z.string().check(z.minLength(1)), Slots: z.array(slot) }),
  ),
  baseInfiniteScrollAdSlotIds: ids,
  enablePreBid: z._default(z.boolean(), false),
  disablePrebidOnPagesWithIds: ids,
  safeFrame: z._default(
    z.object({
      allowOverlayExpansion: z.boolean(),
      allowPushExpansion: z.boolean(),
      sandbox: z.boolean(),
    }),
    { allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true },
  ),
  memberId: z._default(z.string(), ''),
  publisherId: z._default(z.string(), ''),
  newsTagIds: ids,
  newsStoryTagIds: ids,
  weatherCameraTagIds: ids,
  trafficCameraTagIds: ids,
  refreshIntervalSeconds: z.optional(z.number().check(z.positive())),
  priceGranularity: z.optional(z.unknown()),
  prebidScriptUrl: z.optional(
    z
      .string()
      .check(
        z.refine(
          (url) => url.startsWith('/') || url.startsWith('https://'),
          'an https or site path',
        ),
      ),
  ),
});

/** The checked config, or null when the answer does not have its shape. */
export function parseAdsConfig(answer: unknown): AdsGlobalConfig | null {
  const result = adsConfigSchema.safeParse(answer);
  return result.success ? (result.data as AdsGlobalConfig) : null;
}
