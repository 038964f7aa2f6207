import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { selectConfig } from '@/features/config/configSlice';
import {
  selectConsentReady,
  selectGdprApplies,
  selectMayLoadTracking,
} from '@/features/consent/consentSlice';
import { selectActiveLocation } from '@/features/location/locationSlice';
import { selectMapLayerId } from '@/features/maps/mapsSlice';
import { selectPageId, selectPageQuery } from '@/features/page/pageSlice';
import { selectCompliance } from '@/features/privacy/privacySlice';
import { selectUnits } from '@/features/units/unitsSlice';
import { selectIsBot, selectStandardParams } from '@/features/user/userSlice';
import { DEFAULT_MAP_LAYER, MAP_LAYER_IDS } from '@/lib/maps/weatherMapQuery';
import { providerCacheKeys, providerPaths } from '@/lib/provider/calls';
import { hydrated } from '@/store/hydrated';
import type { RootState } from '@/store/rootState';
import { createAppSelector } from '@/store/selectors';
import { createAppAsyncThunk, rejectionMessage, toThunkError } from '@/store/thunks';
import { yieldToMain } from '@/lib/scheduling/yieldToMain';
import type { AdTargetingParameters } from '@/types/location';

import {
  adsEnabled,
  configurePageSlotsError,
  mayLoadVendorScripts,
  pageAdConfigFor,
  shouldRequestTargeting,
} from './adsRules';
import type { AdsGlobalConfig } from './adsTypes';

/** Where the ad config call stands. */
export type AdsConfigStatus = 'idle' | 'fetching' | 'loaded' | 'failed';
/** The scripts the feature loads, flagged once they loaded. */
export type AdScript = 'gpt' | 'prebid' | 'adBlockDetection';

export interface AdsState {
  config: { status: AdsConfigStatus; value: AdsGlobalConfig | null; error: string | null };
  /**
   * The id the page's ads go by when it is not the page id (a news story is `newsstory`, a camera
   * landing page `weatherlandingcamera`, a hurricane page `hurricane`); null: the page id.
   */
  adPageId: string | null;
  /** True once the consent feature was ready; set once, never unset. */
  consentReady: boolean;
  /** The page whose slots were set up (null: none, or the ad request was cleared). */
  page: { pageId: string | null; configured: boolean; error: string | null };
  targeting: {
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    params: AdTargetingParameters | null;
    error: string | null;
  };
  scripts: Record<AdScript, boolean>;
  /** The refresh flag: how many refreshes were asked for, and whether one is running. */
  refresh: { count: number; pending: boolean };
  adBlock: { detected: boolean; dismissed: boolean };
}

const initialState: AdsState = {
  config: { status: 'idle', value: null, error: null },
  adPageId: null,
  consentReady: false,
  page: { pageId: null, configured: false, error: null },
  targeting: { status: 'idle', params: null, error: null },
  scripts: { gpt: false, prebid: false, adBlockDetection: false },
  refresh: { count: 0, pending: false },
  adBlock: { detected: false, dismissed: false },
};

const CONFIG_FAILED = 'Ad config request failed';
const TARGETING_FAILED = 'Ad targeting request failed';

/** Fetches and checks the ad global config (5000 ms timeout), once per tab unless it failed. */
export const fetchAdsConfig = createAppAsyncThunk(
  'ads/fetchConfig',
  async (_: undefined, { extra, rejectWithValue }) => {
    try {
      const answer = await extra.web2.getDisplayAdsConfig();
      // The schema (zod) loads with the first config read, after hydration.
      const { parseAdsConfig } = await import('./adsConfigSchema');
      const parsed = parseAdsConfig(answer);
      if (!parsed) throw new Error('Unexpected ad config answer');
      // Loading the validator is one task of the main thread; the slots' render comes in the next.
      await yieldToMain();
      return parsed;
    } catch (err) {
      return rejectWithValue(toThunkError(err, CONFIG_FAILED));
    }
  },
  {
    condition: (_, { getState }) => {
      const status = getState().ads.config.status;
      return status === 'idle' || status === 'failed';
    },
  },
);

/** The id the page's ads go by: its ad page id (seeded by the page), else its page id. */
export const selectAdPageId = (state: RootState): string =>
  state.ads.adPageId ?? selectPageId(state);

/** The page address's `layerId` as the map reads it (case aside); null for none or an unknown one. */
const addressLayerId = (state: RootState): string | null => {
  const value = selectPageQuery(state).layerId?.trim().toLowerCase();
  return MAP_LAYER_IDS.find((id) => id.toLowerCase() === value) ?? null;
};

/**
 * The layer id that goes into targeting, on the maps page only: the layer the visitor chose, else
 * the one the page opened on (the address's `layerId`, else the default layer), so the first
 * targeting request already carries it.
 */
export const selectTargetingLayerId = (state: RootState): string | null =>
  selectAdPageId(state) === 'maps'
    ? (selectMapLayerId(state) ?? addressLayerId(state) ?? DEFAULT_MAP_LAYER)
    : null;

/**
 * The targeting request's identity (page id, point and map layer), or null while the rules refuse
 * it: a change of this key is what re-requests targeting.
 */
export const selectTargetingKey = (state: RootState): string | null => {
  const config = selectConfig(state);
  const locality = selectActiveLocation(state)?.Locality;
  const pageId = selectAdPageId(state);
  const ok = shouldRequestTargeting({
    adsEnabled: selectAdsEnabled(state),
    pageId,
    latitude: locality?.Latitude,
    longitude: locality?.Longitude,
    // The browser holds no authId or secret: its provider client goes through the same-origin
    // signing proxy, which holds them and signs the call, so the proxy stands in for them.
    credentials: true,
    stdParameters: selectStandardParams(state),
    adTargetingBaseUrl: config?.adTargetingBaseUrl,
    adsConfig: state.ads.config.value,
  });
  if (!ok || !locality) return null;
  // Whether the visitor may be tracked is part of it: consent given or an opt-out made on the page
  // asks again, personalised or not.
  return [
    pageId,
    locality.Latitude,
    locality.Longitude,
    selectTargetingLayerId(state) ?? '',
    selectMayLoadTracking(state) ? 'personal' : 'anonymous',
  ].join('|');
};

/**
 * Reads the targeting parameters for the page and the active place through the provider client
 * (the signing proxy), with the map layer on the maps page; `refresh` skips the local cache.
 */
export const fetchTargeting = createAppAsyncThunk(
  'ads/fetchTargeting',
  async (
    { refresh = false }: { refresh?: boolean },
    { getState, extra, signal, rejectWithValue },
  ) => {
    const state = getState();
    const location = selectActiveLocation(state);
    const locality = location?.Locality;
    try {
      if (!locality) throw new Error(TARGETING_FAILED);
      const pageId = selectAdPageId(state);
      const layerId = selectTargetingLayerId(state);
      // A visitor who may not be tracked (no consent yet or refused, opted out, GPC) is asked for
      // without the device id and with Do Not Track, so the answer is not personalised: as the
      // `doNotTrack` field (Chromium drops a DNT header a page's script sets) and the header, for
      // a browser that sends it.
      const personal = selectMayLoadTracking(state);
      const { deviceId: _deviceId, ...anonymous } = selectStandardParams(state);
      return await extra.provider.get<AdTargetingParameters>({
        path: providerPaths.adTargeting,
        headers: personal ? undefined : { DNT: '1' },
        params: {
          ...(personal ? selectStandardParams(state) : { ...anonymous, doNotTrack: 1 }),
          locationType: 'latitudelongitude',
          location: `${locality.Latitude},${locality.Longitude}`,
          stationId: location.Station?.StationId,
          providerId: location.Station?.ProviderId,
          adServer: 'GAM',
          units: selectUnits(state).unitSystem,
          pageId,
          layerId,
          verbose: true,
        },
        cache: {
          key: providerCacheKeys.adTargeting,
          id: `${pageId}:${locality.Latitude},${locality.Longitude}:${layerId ?? ''}:${personal ? 'p' : 'n'}`,
        },
        refresh,
        signal,
      });
    } catch (err) {
      // A rejection passes on what the server answered.
      return rejectWithValue(toThunkError(err, TARGETING_FAILED, { withData: true }));
    }
  },
  { condition: (_, { getState }) => selectTargetingKey(getState()) !== null },
);

export const adsSlice = createSlice({
  name: 'ads',
  initialState,
  reducers: {
    /** The consent feature became ready (the flag is never unset). */
    consentReadyReached(state) {
      state.consentReady = true;
    },
    /** The page's slots were set up from its configuration. */
    pageAdsConfigured(state, action: PayloadAction<{ pageId: string }>) {
      state.page = { pageId: action.payload.pageId, configured: true, error: null };
    },
    /** Setting up the page's slots was refused (the message says why). */
    pageAdsConfigFailed(state, action: PayloadAction<{ pageId: string; error: string }>) {
      state.page = {
        pageId: action.payload.pageId,
        configured: false,
        error: action.payload.error,
      };
    },
    /** The page's ad request was cleared: its configuration is reset. */
    adRequestCleared(state) {
      state.page = { pageId: null, configured: false, error: null };
    },
    scriptLoaded(state, action: PayloadAction<AdScript>) {
      state.scripts[action.payload] = true;
    },
    /** The refresh flag: the slots are asked for new ads and targeting is re-requested. */
    refreshRequested(state) {
      state.refresh.count += 1;
      state.refresh.pending = true;
    },
    refreshCompleted(state) {
      state.refresh.pending = false;
    },
    adBlockDetected(state, action: PayloadAction<{ dismissed: boolean }>) {
      state.adBlock = { detected: true, dismissed: action.payload.dismissed };
    },
    adBlockNoticeDismissed(state) {
      state.adBlock.dismissed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      // Another page arrived (client navigation): its ad page id. The last page's ad request is
      // then cleared (adsListeners), so the new page's slots are set up afresh.
      .addCase(hydrated, (state, action) => {
        if (action.payload.page) state.adPageId = action.payload.ads?.adPageId ?? null;
      })
      .addCase(fetchAdsConfig.pending, (state) => {
        state.config.status = 'fetching';
        state.config.error = null;
      })
      .addCase(fetchAdsConfig.fulfilled, (state, action) => {
        state.config = { status: 'loaded', value: action.payload, error: null };
      })
      .addCase(fetchAdsConfig.rejected, (state, action) => {
        state.config = {
          status: 'failed',
          value: null,
          error: rejectionMessage(action, CONFIG_FAILED),
        };
      })
      .addCase(fetchTargeting.pending, (state) => {
        state.targeting.status = 'loading';
        state.targeting.error = null;
      })
      .addCase(fetchTargeting.fulfilled, (state, action) => {
        state.targeting = { status: 'loaded', params: action.payload, error: null };
      })
      .addCase(fetchTargeting.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.targeting = {
          status: 'failed',
          params: null,
          error: rejectionMessage(action, TARGETING_FAILED),
        };
      });
  },
  selectors: {
    selectAdsConfig: (state) => state.config.value,
    selectAdsConfigStatus: (state) => state.config.status,
    selectAdsConsentReady: (state) => state.consentReady,
    selectPageAds: (state) => state.page,
    selectTargeting: (state) => state.targeting,
    selectAdScripts: (state) => state.scripts,
    selectRefreshCount: (state) => state.refresh.count,
    selectAdBlock: (state) => state.adBlock,
  },
});

export const {
  consentReadyReached,
  pageAdsConfigured,
  pageAdsConfigFailed,
  adRequestCleared,
  scriptLoaded,
  refreshRequested,
  refreshCompleted,
  adBlockDetected,
  adBlockNoticeDismissed,
} = adsSlice.actions;

export const {
  selectAdsConfig,
  selectAdsConfigStatus,
  selectAdsConsentReady,
  selectPageAds,
  selectTargeting,
  selectAdScripts,
  selectRefreshCount,
  selectAdBlock,
} = adsSlice.selectors;

/** Whether this page shows ads to this visitor (known in the first HTML: no consent needed yet). */
export const selectAdsEnabled = (state: RootState): boolean =>
  adsEnabled({
    compliance: selectCompliance(state),
    config: selectConfig(state),
    pageId: selectPageId(state),
    adPageId: selectAdPageId(state),
    isBot: selectIsBot(state),
  });

/** The configuration of the page on screen in the ad global config, or null. */
export const selectPageAdConfig = createAppSelector(
  [selectAdsConfig, selectAdPageId],
  (adsConfig, pageId) => pageAdConfigFor(adsConfig, pageId),
);

const NO_IDS: readonly string[] = [];

/** The ad config's infinite-scroll base slot ids (none before it loads). */
export const selectInfiniteScrollBaseIds = (state: RootState): readonly string[] =>
  selectAdsConfig(state)?.baseInfiniteScrollAdSlotIds ?? NO_IDS;

/** Slots may ask for ads: ads enabled, consent ready, config loaded and the page's slots set up. */
export const selectAdsReady = (state: RootState): boolean =>
  selectAdsEnabled(state) &&
  state.ads.consentReady &&
  state.ads.config.status === 'loaded' &&
  state.ads.page.configured &&
  state.ads.page.pageId === selectAdPageId(state);

/** Whether third-party ad scripts may load for this visitor now. */
export const selectMayLoadAdVendors = (state: RootState): boolean =>
  mayLoadVendorScripts({
    isBot: selectIsBot(state),
    consentReady: selectConsentReady(state),
    gdprRequired: selectGdprApplies(state),
    consented: selectMayLoadTracking(state),
  });

/**
 * Sets up the page's slots from its configuration: logs and records the refusal when the page
 * has none ('No pageAdConfig supplied for configurePageSlots request on pageId: …').
 */
export const configurePageSlots = createAppAsyncThunk(
  'ads/configurePageSlots',
  async (_: undefined, { getState, dispatch }) => {
    const state = getState();
    const pageId = selectAdPageId(state);
    const error = configurePageSlotsError(selectPageAdConfig(state), pageId);
    if (error) {
      console.error(error);
      dispatch(pageAdsConfigFailed({ pageId, error }));
      return false;
    }
    dispatch(pageAdsConfigured({ pageId }));
    return true;
  },
);

declare module '@/store/rootState' {
  interface RootState {
    ads: AdsState;
  }
}
