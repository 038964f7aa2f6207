import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { hydrated } from '@/store/hydrated';
import { createAppAsyncThunk, rejectionMessage, toThunkError } from '@/store/thunks';
import type { Location, Station } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/location';

const t = translator('location', messages);

/** The active location: the place whose weather the site shows, with its chosen station. */
export interface LocationState {
  activeLocation: Location | null;
  status: 'idle' | 'loading' | 'failed';
  error: string | null;
}

const initialState: LocationState = { activeLocation: null, status: 'idle', error: null };

const CHANGE_LOCATION_FAILED = t('error.change');

/**
 * Makes a place (by slug, with an optional station route string) the active location: the
 * profile call stores it for the device and answers the full Location.
 */
export const setActiveLocation = createAppAsyncThunk(
  'location/setActiveLocation',
  async (
    { slug, station }: { slug: string; station?: string | null },
    { extra, rejectWithValue, signal },
  ) => {
    try {
      const user = await extra.web2.getUserProfile(
        { location: slug, station: station ?? undefined },
        { signal },
      );
      if (!user.ActiveLocation)
        return rejectWithValue({ message: t('error.noLocation', { slug }) });
      return user.ActiveLocation;
    } catch (err) {
      return rejectWithValue(toThunkError(err, CHANGE_LOCATION_FAILED));
    }
  },
);

export const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    /** The active (non-favourite) location's station changed. */
    activeStationChanged(state, action: PayloadAction<Station | null>) {
      if (state.activeLocation) state.activeLocation.Station = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (state, action) => {
        if (action.payload.location) state.activeLocation = action.payload.location.activeLocation;
      })
      .addCase(setActiveLocation.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(setActiveLocation.fulfilled, (state, action) => {
        state.status = 'idle';
        state.activeLocation = action.payload;
      })
      .addCase(setActiveLocation.rejected, (state, action) => {
        state.status = 'failed';
        state.error = rejectionMessage(action, CHANGE_LOCATION_FAILED);
      });
  },
  selectors: {
    selectActiveLocation: (state) => state.activeLocation,
    selectActiveLocality: (state) => state.activeLocation?.Locality ?? null,
  },
});

export const { activeStationChanged } = locationSlice.actions;
export const { selectActiveLocation, selectActiveLocality } = locationSlice.selectors;

declare module '@/store/rootState' {
  interface RootState {
    location: LocationState;
  }
}
