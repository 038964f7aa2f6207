import { createSlice } from '@reduxjs/toolkit';

import { hydrated } from '@/application/hydrated';
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
  },
});

export const { selectConfig, selectAlertsPollerDelaySeconds } = configSlice.selectors;
