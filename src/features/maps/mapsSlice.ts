import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { MapLayerId } from '@/lib/maps/weatherMapQuery';
import { createAppAsyncThunk, rejectionMessage } from '@/store/thunks';
import type { ActiveAlerts } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/mapData';

import type { MapAlertsPlace } from './mapsRequests';
import type { MapStorm } from './mapStorms';

export type { MapAlertsPlace } from './mapsRequests';

const t = translator('mapData', messages);

/** Where one of the map's overlay reads stands. */
export type MapReadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The weather map: the layer chosen, and the alerts and storms its overlays draw. */
export interface MapsState {
  /** The layer the visitor last chose on the map (null until they choose one). */
  layerId: MapLayerId | null;
  alerts: { status: MapReadStatus; data: ActiveAlerts | null; error: string | null };
  storms: { status: MapReadStatus; data: MapStorm[] | null; error: string | null };
}

const initialState: MapsState = {
  layerId: null,
  alerts: { status: 'idle', data: null, error: null },
  storms: { status: 'idle', data: null, error: null },
};

// The reads' work (the provider calls and the answers' checks) loads with the map's first read,
// not with every page: each thunk below hands its argument to its namesake there.
const requests = () => import('./mapsRequests');

/** The active alerts at the place, through the store's provider client (the signing proxy). */
export const fetchMapAlerts = createAppAsyncThunk(
  'maps/fetchMapAlerts',
  (arg: MapAlertsPlace, api) => requests().then((m) => m.fetchMapAlerts(arg, api)),
);

/** The active tropical storms, through the store's provider client. */
export const fetchMapStorms = createAppAsyncThunk('maps/fetchMapStorms', (arg: undefined, api) =>
  requests().then((m) => m.fetchMapStorms(arg, api)),
);

export const mapsSlice = createSlice({
  name: 'maps',
  initialState,
  reducers: {
    /**
     * The visitor chose another map layer: the one action a layer change dispatches (features
     * that depend on the layer, such as ad targeting, listen to it).
     */
    mapLayerChanged(state, action: PayloadAction<{ layerId: MapLayerId }>) {
      state.layerId = action.payload.layerId;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMapAlerts.pending, (state) => {
        state.alerts.status = 'loading';
        state.alerts.error = null;
      })
      .addCase(fetchMapAlerts.fulfilled, (state, action) => {
        state.alerts = { status: 'succeeded', data: action.payload, error: null };
      })
      .addCase(fetchMapAlerts.rejected, (state, action) => {
        state.alerts = {
          status: 'failed',
          data: null,
          error: rejectionMessage(action, t('error.alerts')),
        };
      })
      .addCase(fetchMapStorms.pending, (state) => {
        state.storms.status = 'loading';
        state.storms.error = null;
      })
      .addCase(fetchMapStorms.fulfilled, (state, action) => {
        state.storms = { status: 'succeeded', data: action.payload, error: null };
      })
      .addCase(fetchMapStorms.rejected, (state, action) => {
        state.storms = {
          status: 'failed',
          data: null,
          error: rejectionMessage(action, t('error.hurricanes')),
        };
      });
  },
  selectors: {
    selectMapLayerId: (state) => state.layerId,
    selectMapAlerts: (state) => state.alerts,
    selectMapStorms: (state) => state.storms,
  },
});

export const { mapLayerChanged } = mapsSlice.actions;
export const { selectMapLayerId, selectMapAlerts, selectMapStorms } = mapsSlice.selectors;

declare module '@/store/rootState' {
  interface RootState {
    maps: MapsState;
  }
}
