import { lazy, Suspense, useEffect } from 'react';

import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';

import { releaseAdapter } from '../adapterRegistry';
import {
  configurePageSlots,
  fetchAdsConfig,
  selectAdBlock,
  selectAdPageId,
  selectAdsConfigStatus,
  selectAdsConsentReady,
  selectAdsEnabled,
  selectAdsReady,
  selectPageAds,
} from '../adsSlice';

const AdBlockNotice = lazy(() =>
  import('./AdBlockNotice').then((module) => ({ default: module.AdBlockNotice })),
);

/**
 * Starts the page's ads after hydration: fetches the ad config where ads are enabled, sets up the
 * page's slots once consent is ready, then loads the runtime (adapter, refresh, ad-block
 * detection) as a chunk of its own. Shows the ad-blocker notice when one was found.
 */
export function AdsBootstrap() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const enabled = useAppSelector(selectAdsEnabled);
  const consentReady = useAppSelector(selectAdsConsentReady);
  const configStatus = useAppSelector(selectAdsConfigStatus);
  const pageId = useAppSelector(selectAdPageId);
  const page = useAppSelector(selectPageAds);
  const ready = useAppSelector(selectAdsReady);
  const adBlock = useAppSelector(selectAdBlock);

  useEffect(() => {
    if (enabled && configStatus === 'idle') void dispatch(fetchAdsConfig());
  }, [dispatch, enabled, configStatus]);

  useEffect(() => {
    if (enabled && consentReady && configStatus === 'loaded' && page.pageId === null) {
      void dispatch(configurePageSlots());
    }
  }, [dispatch, enabled, consentReady, configStatus, page.pageId, pageId]);

  useEffect(() => {
    if (!ready) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../adsRuntime').then((runtime) => {
      if (!cancelled) stop = runtime.startAds(store);
    });
    return () => {
      cancelled = true;
      stop?.();
      // The next page sets up its own slots with a fresh adapter.
      releaseAdapter(store);
    };
  }, [ready, pageId, store]);

  if (!adBlock.detected || adBlock.dismissed) return null;
  return (
    <Suspense fallback={null}>
      <AdBlockNotice />
    </Suspense>
  );
}
