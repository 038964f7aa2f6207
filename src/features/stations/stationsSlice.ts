import { createSlice } from '@reduxjs/toolkit';

import type { Station } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/stations';

import {
  chooseStation,
  isSameTarget,
  openStationSelector,
  type StationTarget,
} from './stationsThunks';

const t = translator('stations', messages);

export { chooseStation, isSameTarget, openStationSelector, resolveTarget } from './stationsThunks';
export type { StationChosen, StationTarget } from './stationsThunks';

/** The station selector: for whom it is open, its stations, and how loading went. */
export interface StationsState {
  /** The location the selector is open for, or null when closed. */
  target: StationTarget | null;
  stations: Station[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  /** The location the last error concerns (the selector closes on an opening error). */
  errorTarget: StationTarget | null;
  /** The request whose answer the selector waits for (older answers are ignored). */
  requestId: string | null;
}

const initialState: StationsState = {
  target: null,
  stations: [],
  status: 'idle',
  error: null,
  errorTarget: null,
  requestId: null,
};

/** The station selector slice: opened per location, reset after a station update. */
export const stationsSlice = createSlice({
  name: 'stations',
  initialState,
  reducers: {
    /** The selector was closed (toggled off, or its dialog closed): back to the initial state. */
    stationSelectorCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(openStationSelector.pending, (state, action) => ({
        ...initialState,
        target: action.meta.arg.target,
        status: 'loading',
        requestId: action.meta.requestId,
      }))
      .addCase(openStationSelector.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.stations = action.payload;
        state.status = 'succeeded';
      })
      .addCase(openStationSelector.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId || action.meta.aborted) return;
        return {
          ...initialState,
          status: 'failed',
          error: action.payload?.message ?? action.error.message ?? t('error.load'),
          errorTarget: action.meta.arg.target,
        };
      })
      .addCase(chooseStation.pending, (state) => {
        state.error = null;
        state.errorTarget = null;
      })
      .addCase(chooseStation.fulfilled, () => initialState)
      .addCase(chooseStation.rejected, (state, action) => {
        state.error = action.payload?.message ?? action.error.message ?? t('error.update');
        state.errorTarget = action.meta.arg.target;
      });
  },
  selectors: {
    selectStationSelectorTarget: (state) => state.target,
    selectStations: (state) => state.stations,
    selectStationsStatus: (state) => state.status,
    selectStationsError: (state) => state.error,
    selectStationsErrorTarget: (state) => state.errorTarget,
  },
});

export const { stationSelectorCleared } = stationsSlice.actions;
export const {
  selectStationSelectorTarget,
  selectStations,
  selectStationsStatus,
  selectStationsError,
  selectStationsErrorTarget,
} = stationsSlice.selectors;

/** True when the selector is open for `target`. */
export function isSelectorOpenFor(
  state: { stations: StationsState },
  target: StationTarget,
): boolean {
  return isSameTarget(state.stations.target, target);
}

declare module '@/store/rootState' {
  interface RootState {
    stations: StationsState;
  }
}
