import { createSlice } from '@reduxjs/toolkit';

import { hydrated } from '@/store/hydrated';
import { createAppAsyncThunk } from '@/store/thunks';
import { selectConfig } from '@/features/config/configSlice';
import { flagIsOn, MULTI_SIZE_TEST_AD_FLAG, NEW_FOOTER_FLAG } from '@/lib/remote-config';
import type { RootState } from '@/store/rootState';

import type { RemoteConfigClient } from './embeddedClient';
import type { ActivationOutcome } from './fetchAndActivate';
import type { RemoteConfigFailure } from './remoteConfigErrors';

/** Fetch status values (Firebase's `lastFetchStatus`). */
export type FetchStatus = 'no-fetch-yet' | 'success' | 'failure' | 'throttle';

export interface RemoteConfigState {
  fetchStatus: FetchStatus;
  /** True while a fetch and activation runs. */
  fetching: boolean;
  /** The values server rendering found for this page (what the page's HTML was made with). */
  pageValues: Record<string, string> | null;
  /** The values the browser activated; null before an activation. */
  activeValues: Record<string, string> | null;
  templateVersion: string | null;
  /** The last failure, classified; null after a success. */
  lastError: RemoteConfigFailure | null;
}

const initialState: RemoteConfigState = {
  fetchStatus: 'no-fetch-yet',
  fetching: false,
  pageValues: null,
  activeValues: null,
  templateVersion: null,
  lastError: null,
};

/**
 * Fetches, then activates the remote flags, once per store: through the Firebase SDK when the
 * configuration names a real Firebase project, else through the embedded service on this site.
 * A failure is logged and recorded (status failure, or throttle while backing off), never thrown.
 * `client` replaces the chosen client (tests).
 */
export const fetchAndActivateRemoteConfig = createAppAsyncThunk(
  'remoteConfig/fetchAndActivate',
  async (
    arg: { client?: RemoteConfigClient; fetchImpl?: typeof fetch } | undefined,
    { getState, extra },
  ): Promise<ActivationOutcome> => {
    // The clients load with the fetch, after the page is up: not part of the first JavaScript.
    const { fetchAndActivate } = await import('./fetchAndActivate');
    return fetchAndActivate(getState(), extra, arg);
  },
  {
    condition: (_, { getState }) => {
      const { fetching, fetchStatus } = getState().remoteConfig;
      return !fetching && fetchStatus === 'no-fetch-yet' && selectConfig(getState()) !== null;
    },
  },
);

export const remoteConfigSlice = createSlice({
  name: 'remoteConfig',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (state, action) => {
        const seed = action.payload.remoteConfig;
        if (seed) {
          state.pageValues = seed.values;
          state.templateVersion ??= seed.templateVersion;
        }
      })
      .addCase(fetchAndActivateRemoteConfig.pending, (state) => {
        state.fetching = true;
      })
      .addCase(fetchAndActivateRemoteConfig.fulfilled, (state, action) => {
        state.fetching = false;
        const outcome = action.payload;
        if (outcome.ok) {
          state.fetchStatus = 'success';
          state.activeValues = outcome.result.values;
          state.templateVersion = outcome.result.templateVersion ?? state.templateVersion;
          state.lastError = null;
        } else {
          state.fetchStatus = outcome.failure.kind === 'fetch-throttle' ? 'throttle' : 'failure';
          state.lastError = outcome.failure;
        }
      });
  },
  selectors: {
    selectRemoteConfigStatus: (state) => state.fetchStatus,
    selectRemoteConfigError: (state) => state.lastError,
  },
});

export const { selectRemoteConfigStatus, selectRemoteConfigError } = remoteConfigSlice.selectors;

/** A flag's in-app default: the configuration's footer switch; no other flag has one. */
function inAppDefault(state: RootState, name: string): string | null {
  if (name !== NEW_FOOTER_FLAG) return null;
  const flags = selectConfig(state)?.featureFlags;
  return flags ? String(flags.enableNewFooterUIWithCMPIntegration) : null;
}

/**
 * A flag's value: the browser's activated value, else the one the page was rendered with, else
 * the in-app default (null: none).
 */
export const selectRemoteFlag =
  (name: string) =>
  (state: RootState): string | null => {
    const { activeValues, pageValues } = state.remoteConfig;
    return activeValues?.[name] ?? pageValues?.[name] ?? inAppDefault(state, name);
  };

/** Read on activation: off until the browser has activated the flags (and off when that failed). */
const activatedFlagIsOn = (state: RootState, name: string): boolean =>
  state.remoteConfig.fetchStatus === 'success' && flagIsOn(selectRemoteFlag(name)(state));

/** Whether the multi-size test ad of the right rail is on (after activation). */
export const selectMultiSizeTestAdEnabled = (state: RootState): boolean =>
  activatedFlagIsOn(state, MULTI_SIZE_TEST_AD_FLAG);

/**
 * Whether the ad-tag vendor's flag (named by `adTagVendor.FirebaseRemoteConfigKey`) is on: only
 * after a successful activation, so a failed or throttled fetch never turns it on.
 */
export const selectAdTagVendorEnabled = (state: RootState): boolean => {
  const key = selectConfig(state)?.adTagVendor.FirebaseRemoteConfigKey;
  return Boolean(key) && activatedFlagIsOn(state, key ?? '');
};

/**
 * Whether the footer shows its newer grid: the value the page was rendered with (else the
 * configuration's), never the browser's later activation, so the footer cannot change after
 * hydration; a changed flag shows from the next page.
 */
export const selectNewFooterEnabled = (state: RootState): boolean =>
  flagIsOn(
    state.remoteConfig.pageValues?.[NEW_FOOTER_FLAG] ?? inAppDefault(state, NEW_FOOTER_FLAG),
  );

declare module '@/store/rootState' {
  interface RootState {
    remoteConfig: RemoteConfigState;
  }
}
