import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { selectStandardParams } from '@/features/user/userSlice';
import type { MapLayerId } from '@/lib/maps/weatherMapQuery';
import { createAppAsyncThunk, rejectionMessage, toThunkError } from '@/store/thunks';
import type { ActiveAlerts } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/mapData';

import type { MapStorm } from './mapStorms';

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

/** The place whose alerts the map draws (as the alerts page asks for them). */
export interface MapAlertsPlace {
  latitude: number;
  longitude: number;
  timeZone?: string | null;
  elevationMeters?: number | null;
}

const isActiveAlerts = (value: unknown): value is ActiveAlerts =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { alerts?: unknown }).alerts);

/** The active alerts at the place, through the store's provider client (the signing proxy). */
export const fetchMapAlerts = createAppAsyncThunk(
  'maps/fetchMapAlerts',
  async (place: MapAlertsPlace, { getState, extra, signal, rejectWithValue }) => {
    try {
      const params: Record<string, string | number> = {
        ...selectStandardParams(getState()),
        latitude: Number(place.latitude.toFixed(4)),
        longitude: Number(place.longitude.toFixed(4)),
      };
      if (place.timeZone) params.tz = place.timeZone;
      if (typeof place.elevationMeters === 'number') params.elevation = place.elevationMeters;
      const answer = await extra.provider.get<unknown>({
        path: '/data/alerts/v1/active',
        params,
        signal,
      });
      if (!isActiveAlerts(answer)) throw new Error('Unexpected alerts answer');
      return answer;
    } catch (err) {
      return rejectWithValue(toThunkError(err, t('error.alerts')));
    }
  },
);

/** The active tropical storms, through the store's provider client. */
export const fetchMapStorms = createAppAsyncThunk(
  'maps/fetchMapStorms',
  async (_: undefined, { getState, extra, signal, rejectWithValue }) => {
    try {
      // The answer's schemas (zod) load with the first storm read, on the map page only: the
      // store is in every page's first load, the validator need not be.
      const { parseActiveStorms, parseStormGis } = await import('./mapStorms');
      const answer = await extra.provider.get<unknown>({
        path: '/data/hurricanes/v1/active',
        params: { ...selectStandardParams(getState()) },
        signal,
      });
      const storms = parseActiveStorms(answer);
      if (!storms) throw new Error('Unexpected hurricanes answer');
      // Each storm's cone and tracks, when its GIS answers (else the storm is drawn as a point).
      return Promise.all(
        storms.map(async (storm) => {
          try {
            const gis = parseStormGis(
              await extra.provider.get<unknown>({
                path: '/data/hurricanes/v1/gis',
                params: { ...selectStandardParams(getState()), name: storm.id },
                pathParams: ['name'],
                signal,
              }),
            );
            return gis ? { ...storm, ...gis } : storm;
          } catch {
            return storm;
          }
        }),
      );
    } catch (err) {
      return rejectWithValue(toThunkError(err, t('error.hurricanes')));
    }
  },
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
