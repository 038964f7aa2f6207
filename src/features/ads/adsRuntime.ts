/**
 * What runs once a page's slots are set up (loaded after hydration by `AdsBootstrap`): the adapter
 * choice, the refresh loop and the ad-block detection.
 */
import { selectMayLoadTracking } from '@/features/consent';
import { selectConfig } from '@/features/config/configSlice';
import { selectCompliance, selectGpc, selectPrivacySetting } from '@/features/privacy/privacySlice';
import { readPrivacyCookie } from '@/features/privacy/privacyCookie';
import { selectAdTagVendorEnabled } from '@/features/remote-config/remoteConfigSlice';
import { remoteFlagsSettled } from '@/features/remote-config/remoteFlagsSettled';
import { selectIsBot } from '@/features/user/userSlice';
import type { AppStore } from '@/store/rootState';

import { createHouseAdapter } from './adapters/houseAdapter';
import { activeSlotIds, adapterFor } from './adapterRegistry';
import { noticeDismissed } from './adBlock';
import { refreshThenSettle, startRefreshLoop } from './adRefresh';
import {
  adBlockDetectionAllowed,
  gptConfigured,
  prebidAllowed,
  priceGranularityOf,
  refreshAdError,
  refreshIntervalMs,
} from './adsRules';
import {
  adBlockDetected,
  refreshCompleted,
  refreshRequested,
  scriptLoaded,
  selectAdPageId,
  selectAdsConfig,
  selectMayLoadAdVendors,
  selectPageAdConfig,
} from './adsSlice';
import type { AdAdapter } from './adsTypes';

/** Whether ad-block detection may run for this visitor on this page. */
function detectionAllowed(store: AppStore): boolean {
  const state = store.getState();
  return adBlockDetectionAllowed({
    enabled: Boolean(selectConfig(state)?.adBlockDetectionEnabled),
    hasSParam: new URLSearchParams(window.location.search).has('s'),
    isBot: selectIsBot(state),
    complianceDisablesAds: Boolean(selectCompliance(state)?.disableAds),
  });
}

/**
 * Marks a blocker as found (once, and only where detection may run; a dismissal earlier in the
 * session is remembered).
 */
function reportBlocked(store: AppStore): void {
  if (detectionAllowed(store) && !store.getState().ads.adBlock.detected) {
    store.dispatch(adBlockDetected({ dismissed: noticeDismissed() }));
  }
}

/** The longest wait for the remote flags before the adapter is chosen (a flag not yet activated is off). */
export const AD_TAG_FLAG_WAIT_MS = 5000;

/**
 * The ad-tag vendor's remote flag (named by `adTagVendor.FirebaseRemoteConfigKey`) is a kill
 * switch: with a flag named, the vendor's scripts load only once the flag was activated on; a
 * flag activated false, a failed fetch or one still running after the wait keeps them out.
 * Without a flag named, the configuration alone decides.
 */
async function adTagVendorSwitchedOn(store: AppStore): Promise<boolean> {
  if (!selectConfig(store.getState())?.adTagVendor.FirebaseRemoteConfigKey) return true;
  await remoteFlagsSettled(store, AD_TAG_FLAG_WAIT_MS);
  return selectAdTagVendorEnabled(store.getState());
}

/**
 * The adapter for the page: Google Publisher Tag (with Prebid when allowed) when the
 * configuration asks for it, vendor scripts may load and the vendor's remote flag does not turn
 * it off; otherwise the house adapter.
 */
export async function chooseAdapter(store: AppStore): Promise<AdAdapter> {
  const wanted =
    selectAdsConfig(store.getState()) !== null &&
    gptConfigured(selectConfig(store.getState())) &&
    selectMayLoadAdVendors(store.getState()) &&
    (await adTagVendorSwitchedOn(store));
  const state = store.getState();
  const adsConfig = selectAdsConfig(state);
  if (wanted && adsConfig) {
    const { createGptAdapter } = await import('./adapters/gptAdapter');
    const doNotSell = selectPrivacySetting(state, 'statePrivacy').optedOut;
    const limitUseOfPI = selectPrivacySetting(state, 'limitUseOfPI').optedOut;
    const gpc = selectGpc(state).enabled;
    const withPrebid = prebidAllowed({
      adsConfig,
      pageId: selectAdPageId(state),
      cookie: readPrivacyCookie(),
      doNotSell,
      limitUseOfPI,
      gpc,
    });
    return createGptAdapter({
      window,
      document,
      prebid:
        withPrebid && adsConfig.prebidScriptUrl
          ? {
              scriptUrl: adsConfig.prebidScriptUrl,
              priceGranularity: priceGranularityOf(adsConfig.priceGranularity),
            }
          : null,
      restrictDataProcessing: Boolean(doNotSell || limitUseOfPI || gpc),
      safeFrame: adsConfig.safeFrame,
      onScriptLoaded: (script) => store.dispatch(scriptLoaded(script)),
    });
  }
  return createHouseAdapter({
    onBlocked: () => reportBlocked(store),
    mayTrack: () => selectMayLoadTracking(store.getState()),
  });
}

/** One refresh: the flag, the checks of each slot on screen, the adapter's refresh, the pause. */
export async function refreshAds(store: AppStore): Promise<void> {
  store.dispatch(refreshRequested());
  const state = store.getState();
  const pageId = selectAdPageId(state);
  const pageAdConfig = selectPageAdConfig(state);
  const valid: string[] = [];
  for (const slotId of activeSlotIds(store)) {
    const error = refreshAdError(slotId, pageAdConfig, pageId);
    if (error) console.error(error);
    else valid.push(slotId);
  }
  const adapter = await adapterFor(store);
  await refreshThenSettle(
    () => adapter.refresh(valid),
    () => store.dispatch(refreshCompleted()),
  );
}

/** Starts the page's ads runtime; returns the stop function. */
export function startAds(store: AppStore): () => void {
  const state = store.getState();
  const config = selectConfig(state);
  const query = new URLSearchParams(window.location.search);
  const interval = refreshIntervalMs({
    configuredSeconds: selectAdsConfig(state)?.refreshIntervalSeconds,
    override: query.get('adRefresh'),
    environment: config?.environment,
  });
  const stopRefresh = startRefreshLoop(interval, () => refreshAds(store));

  let stopped = false;
  if (detectionAllowed(store) && !state.ads.adBlock.detected) {
    void import('./adBlock').then(async ({ detectAdBlock }) => {
      if (stopped) return;
      store.dispatch(scriptLoaded('adBlockDetection'));
      if (await detectAdBlock(document)) reportBlocked(store);
    });
  }
  return () => {
    stopped = true;
    stopRefresh();
  };
}
