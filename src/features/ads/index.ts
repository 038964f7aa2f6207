export { AdSlot } from './components/AdSlot';
export { AdsBootstrap } from './components/AdsBootstrap';
export { FeedAd, FrameAdBottom, FrameAdSide, FrameAdTop } from './components/FrameAds';
export {
  selectAdsConfig,
  selectAdsEnabled,
  selectAdsReady,
  selectTargeting,
  refreshRequested,
} from './adsSlice';
export { addAdsListeners } from './adsListeners';
