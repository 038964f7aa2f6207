import type { TypedStartListening } from '@reduxjs/toolkit';

import { selectConsentReady } from '@/features/consent/consentSlice';
import { mapLayerChanged } from '@/features/maps/mapsSlice';
import { hydrated } from '@/store/hydrated';
import type { AppDispatch, RootState, ThunkExtra } from '@/store/rootState';

import {
  adRequestCleared,
  consentReadyReached,
  fetchTargeting,
  refreshRequested,
  selectTargetingKey,
} from './adsSlice';

type StartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/**
 * The ads feature's reactions (registered by `makeStore`):
 * - another page's arrival (`hydrated` with a page) clears the last page's ad request, which
 *   resets the page's ad configuration (AdsBootstrap then sets up the new page's slots);
 * - the consent-ready flag is set the first time the consent feature is ready;
 * - targeting is requested once the rules allow it, and again when the page id, the latitude or
 *   the longitude changes, when the map's layer changes (`mapLayerChanged`) and on the refresh
 *   flag (`refreshRequested`, skipping the local cache); a newer request replaces a running one.
 */
export function addAdsListeners(startListening: StartListening): void {
  startListening({
    predicate: (action) => hydrated.match(action) && Boolean(action.payload.page),
    effect: (_, api) => {
      api.dispatch(adRequestCleared());
    },
  });

  startListening({
    predicate: (_, current) => !current.ads.consentReady && selectConsentReady(current),
    effect: (_, api) => {
      api.dispatch(consentReadyReached());
    },
  });

  startListening({
    predicate: (action, current, previous) =>
      selectTargetingKey(current) !== null &&
      (mapLayerChanged.match(action) ||
        refreshRequested.match(action) ||
        selectTargetingKey(current) !== selectTargetingKey(previous)),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const request = api.dispatch(fetchTargeting({ refresh: refreshRequested.match(action) }));
      api.signal.addEventListener('abort', () => request.abort());
      await request;
    },
  });
}
