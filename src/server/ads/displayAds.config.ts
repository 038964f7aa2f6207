import '@/server/serverOnly';

/** One ad slot of a page. */
export interface AdSlot {
  SlotId: string;
  TagId: string;
  ScreenSizes: ('mobile' | 'tablet' | 'desktop')[];
  AdProviderConfig: { sizes: [number, number][] };
}

/** The ad global config answered by GET /web2/api/ads/config/displayads. */
export interface DisplayAdsConfig {
  PageAdConfigs: { PageId: string; Slots: AdSlot[] }[];
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
}

const slot = (
  SlotId: string,
  ScreenSizes: AdSlot['ScreenSizes'],
  sizes: [number, number][],
): AdSlot => ({
  SlotId,
  TagId: `wb-${SlotId}`,
  ScreenSizes,
  AdProviderConfig: { sizes },
});

/** The slot sizes, per page. */
export function getDisplayAdsConfig(): DisplayAdsConfig {
  const infoSection = slot('info-section', ['mobile', 'tablet', 'desktop'], [[300, 250]]);
  return {
    PageAdConfigs: [
      {
        PageId: 'hurricane',
        Slots: [
          slot('top-banner-mobile', ['mobile'], [[320, 50]]),
          slot('top-banner', ['tablet', 'desktop'], [[728, 90]]),
          infoSection,
        ],
      },
      { PageId: 'forecasts/current', Slots: [infoSection] },
      {
        PageId: 'newsstory',
        Slots: [
          slot('story-mobile', ['mobile'], [[300, 250]]),
          slot('story', ['tablet', 'desktop'], [[300, 600]]),
        ],
      },
    ],
    baseInfiniteScrollAdSlotIds: ['news-infinite'],
    enablePreBid: false,
    disablePrebidOnPagesWithIds: ['weather-widgets'],
    safeFrame: { allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true },
    memberId: '',
    publisherId: '',
    newsTagIds: [],
    newsStoryTagIds: [],
    weatherCameraTagIds: [],
    trafficCameraTagIds: [],
  };
}
