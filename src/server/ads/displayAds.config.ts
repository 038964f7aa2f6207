import '@/server/serverOnly';

import { getConfig, type SiteSettings } from '@/server/config';
import type { AdsGlobalConfig, DeviceClass, PageAdSlot } from '@/types/ads';

/** The ad global config answered by GET /web2/api/ads/config/displayads. */
export type DisplayAdsConfig = AdsGlobalConfig & {
  refreshIntervalSeconds: number;
  priceGranularity: SiteSettings['ads']['priceGranularity'];
};

/** `Cache-Control` of the ad config: the same for every visitor, read again after 5 minutes. */
export const DISPLAY_ADS_CACHE_CONTROL = 'public, max-age=300';

/** Every creative size a slot may ask for, as `[width, height]`. */
export const AD_SIZES = [
  [320, 50],
  [728, 90],
  [300, 250],
  [300, 600],
] as const satisfies readonly (readonly [number, number])[];

const ALL: DeviceClass[] = ['mobile', 'tablet', 'desktop'];
const WIDE: DeviceClass[] = ['tablet', 'desktop'];

/** A slot before its TagId, which depends on the page and the configured prefix. */
type SlotSpec = Omit<PageAdSlot, 'TagId'>;

const spec = (SlotId: string, ScreenSizes: DeviceClass[], size: [number, number]): SlotSpec => ({
  SlotId,
  ScreenSizes,
  AdProviderConfig: { sizes: [size] },
});

/** The banner above the content: 320x50 on phones, 728x90 from tablets up. */
const TOP_BANNER = [
  spec('top-banner-mobile', ['mobile'], [320, 50]),
  spec('top-banner', WIDE, [728, 90]),
];
/** The info section (right rail from desktops, in the flow below): 300x250 everywhere. */
const INFO_SECTION = [spec('info-section', ALL, [300, 250])];
/** Beside or within a story: 300x250 on phones, 300x600 from tablets up. */
const STORY_SECTION = [
  spec('story-mobile', ['mobile'], [300, 250]),
  spec('story', WIDE, [300, 600]),
];

/**
 * The slot a news list repeats as the reader scrolls: each repetition is `<SlotId>-<n>` (n from
 * 1) and has this slot's screens and sizes.
 */
export const NEWS_INFINITE_SLOT_ID = 'news-infinite';
const NEWS_INFINITE = [spec(NEWS_INFINITE_SLOT_ID, ALL, [300, 250])];

const STANDARD = [...TOP_BANNER, ...INFO_SECTION];

/**
 * The slots of every page type, by page id (the page table's ids in src/lib/routes/pageRoutes.ts,
 * plus the ids the ad logic uses for a news story, the camera landing pages and the hurricane
 * section). Sign-in, error and test pages carry no ads.
 */
const PAGE_SLOTS: Readonly<Record<string, readonly SlotSpec[]>> = {
  home: STANDARD,
  'forecasts/current': STANDARD,
  'forecasts/hourly': STANDARD,
  'forecasts/daily': STANDARD,
  maps: STANDARD,
  alerts: STANDARD,
  'air-quality': STANDARD,
  'life/pollen': STANDARD,
  coldflu: STANDARD,
  'outdoor-sports': STANDARD,
  'snow-ski': STANDARD,
  travel: STANDARD,
  'weather-camera': STANDARD,
  'traffic-camera': STANDARD,
  weatherlandingcamera: STANDARD,
  trafficlandingcamera: STANDARD,
  hurricane: STANDARD,
  'hurricane-active': STANDARD,
  'hurricane-active-name': STANDARD,
  'hurricane-outlook': STANDARD,
  'hurricane-outlook-basin': STANDARD,
  // The news list and a story share the page id `news` (the page table); `newsstory` is a story alone.
  news: [...STANDARD, ...STORY_SECTION, ...NEWS_INFINITE],
  newsstory: [...STANDARD, ...STORY_SECTION],
  press: [...STANDARD, ...STORY_SECTION],
  education: [...STANDARD, ...STORY_SECTION],
  sitemap: STANDARD,
  'sitemap/continent': STANDARD,
  'sitemap/states': STANDARD,
  'sitemap/state': STANDARD,
  'legal/terms': STANDARD,
  'legal/privacy': STANDARD,
  partners: STANDARD,
  faq: STANDARD,
  search: STANDARD,
};

/** `<prefix>-<page id>-<slot id>`, a page id's `/` written as `-`. */
const tagId = (prefix: string, pageId: string, slotId: string) =>
  `${prefix}-${pageId.replace(/\//g, '-')}-${slotId}`;

/** The ad global config, from the site settings' `ads` block (every default without a file). */
export function getDisplayAdsConfig(
  settings: SiteSettings['ads'] = getConfig().settings.ads,
): DisplayAdsConfig {
  return {
    PageAdConfigs: Object.entries(PAGE_SLOTS).map(([PageId, slots]) => ({
      PageId,
      Slots: slots.map((s) => ({
        SlotId: s.SlotId,
        TagId: tagId(settings.tagIdPrefix, PageId, s.SlotId),
        ScreenSizes: [...s.ScreenSizes],
        AdProviderConfig: { sizes: s.AdProviderConfig.sizes.map(([w, h]) => [w, h]) },
      })),
    })),
    baseInfiniteScrollAdSlotIds: [NEWS_INFINITE_SLOT_ID],
    enablePreBid: settings.enablePreBid,
    disablePrebidOnPagesWithIds: [...settings.disablePrebidOnPagesWithIds],
    safeFrame: { ...settings.safeFrame },
    memberId: settings.memberId,
    publisherId: settings.publisherId,
    newsTagIds: [...settings.newsTagIds],
    newsStoryTagIds: [...settings.newsStoryTagIds],
    weatherCameraTagIds: [...settings.weatherCameraTagIds],
    trafficCameraTagIds: [...settings.trafficCameraTagIds],
    refreshIntervalSeconds: settings.refreshIntervalSeconds,
    priceGranularity: structuredClone(settings.priceGranularity),
    ...(settings.prebidScriptUrl ? { prebidScriptUrl: settings.prebidScriptUrl } : {}),
  };
}

/**
 * The slot `slotId` of page `pageId` in a config, or null. An infinite-scroll repetition
 * (`news-infinite-3`) is the base slot's, on a page that has the base slot.
 */
export function findAdSlot(
  config: DisplayAdsConfig,
  pageId: string,
  slotId: string,
): PageAdSlot | null {
  const page = config.PageAdConfigs.find((p) => p.PageId === pageId);
  if (!page) return null;
  const exact = page.Slots.find((s) => s.SlotId === slotId);
  if (exact) return exact;
  const repeat = /^(.+)-([1-9]\d{0,2})$/.exec(slotId);
  const base = repeat?.[1];
  if (!base || !config.baseInfiniteScrollAdSlotIds.includes(base)) return null;
  return page.Slots.find((s) => s.SlotId === base) ?? null;
}
