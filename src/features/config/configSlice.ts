import { createSlice } from '@reduxjs/toolkit';

import { hydrated } from '@/store/hydrated';
import { DEFAULT_SITE_NAME } from '@/lib/site';
import type { PublicConfig } from '@/types/config';

/** The published configuration, seeded by server rendering (never fetched before first paint). */
export interface ConfigState {
  value: PublicConfig | null;
}

const initialState: ConfigState = { value: null };

export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrated, (state, action) => {
      if (action.payload.config) state.value = action.payload.config.value;
    });
  },
  selectors: {
    selectConfig: (state) => state.value,
    selectAlertsPollerDelaySeconds: (state) => state.value?.alertsPollerDelaySeconds ?? null,
    selectSiteName: (state) => state.value?.siteName ?? DEFAULT_SITE_NAME,
  },
});

export const { selectConfig, selectAlertsPollerDelaySeconds, selectSiteName } =
  configSlice.selectors;

declare module '@/store/rootState' {
  interface RootState {
    config: ConfigState;
  }
}
