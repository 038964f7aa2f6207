import { createSelector, createSlice } from '@reduxjs/toolkit';

import { selectStandardParams } from '@/features/user/userSlice';
import { createAppAsyncThunk, rejectionMessage, toThunkError } from '@/store/thunks';
import { selectConfig } from '@/features/config/configSlice';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { getNotificationStatus } from '@/lib/provider/calls';
import type { NotificationStatus } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/notifications';
import { hydrated } from '@/store/hydrated';

const t = translator('notifications', messages);

/** Alert-notification status per location, each entry identified by eml. */
export interface NotificationsState {
  notificationsStatus: NotificationStatus[];
  notificationsStatusIsRefreshing: boolean;
  lastError: string | null;
}

const initialState: NotificationsState = {
  notificationsStatus: [],
  notificationsStatusIsRefreshing: false,
  lastError: null,
};

/** Input of {@link fetchNotificationStatus}: the location id and its coordinates. */
export interface FetchNotificationStatusArgs {
  emLocationId: string;
  latitude: number;
  longitude: number;
  /** The place's zone and elevation, so the badge counts the alerts the alerts page lists. */
  timeZone?: string | null;
  elevationMeters?: number | null;
  /** Skip the local cache (polls use it, so the 60 s cache entry never answers them). */
  refresh?: boolean;
}

const FETCH_STATUS_FAILED = t('error.fetchStatus');

const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Fetches a location's alert-notification status through the store's provider client. Skipped
 * (no action) without an id, coordinates or config.
 */
export const fetchNotificationStatus = createAppAsyncThunk(
  'notifications/fetchNotificationStatus',
  async (args: FetchNotificationStatusArgs, { getState, extra, rejectWithValue }) => {
    const state = getState();
    if (!selectConfig(state)) return rejectWithValue({ message: t('error.noConfig') });
    try {
      return await getNotificationStatus(extra.provider, {
        stdParameters: selectStandardParams(state),
        emLocationId: args.emLocationId,
        latitude: args.latitude,
        longitude: args.longitude,
        timeZone: args.timeZone,
        elevationMeters: args.elevationMeters,
        refresh: args.refresh,
      });
    } catch (err) {
      return rejectWithValue(toThunkError(err, FETCH_STATUS_FAILED));
    }
  },
  {
    condition: (args, { getState }) =>
      Boolean(args.emLocationId) &&
      isCoordinate(args.latitude) &&
      isCoordinate(args.longitude) &&
      selectConfig(getState()) !== null,
  },
);

/** Puts a status in the list in place of the entry with the same eml (or appends it). */
function upsertStatus(state: NotificationsState, status: NotificationStatus): void {
  const index = state.notificationsStatus.findIndex((s) => String(s.eml) === String(status.eml));
  if (index === -1) state.notificationsStatus.push(status);
  else state.notificationsStatus[index] = status;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // The server's status of the active place (the badge's count in the first HTML). It never
      // replaces a newer one the browser fetched since (a poll on an earlier page of the tab).
      .addCase(hydrated, (state, action) => {
        const seeded = action.payload.notifications?.status;
        if (!seeded) return;
        const held = state.notificationsStatus.find((s) => String(s.eml) === String(seeded.eml));
        if (held && (held.responseTime ?? 0) > (seeded.responseTime ?? 0)) return;
        upsertStatus(state, seeded);
      })
      .addCase(fetchNotificationStatus.pending, (state) => {
        state.notificationsStatusIsRefreshing = true;
      })
      .addCase(fetchNotificationStatus.fulfilled, (state, action) => {
        upsertStatus(state, action.payload);
        state.notificationsStatusIsRefreshing = false;
        state.lastError = null;
      })
      .addCase(fetchNotificationStatus.rejected, (state, action) => {
        state.notificationsStatusIsRefreshing = false;
        state.lastError = rejectionMessage(action, FETCH_STATUS_FAILED);
      });
  },
  selectors: {
    selectNotificationsStatus: (state) => state.notificationsStatus,
    selectNotificationsStatusIsRefreshing: (state) => state.notificationsStatusIsRefreshing,
    selectNotificationsLastError: (state) => state.lastError,
  },
});

export const {
  selectNotificationsStatus,
  selectNotificationsStatusIsRefreshing,
  selectNotificationsLastError,
} = notificationsSlice.selectors;

/** The active location's status (matched by its CityId), or null before one arrives. */
export const selectActiveNotificationStatus = createSelector(
  [selectActiveLocality, selectNotificationsStatus],
  (locality, statuses) =>
    locality ? (statuses.find((s) => String(s.eml) === locality.CityId) ?? null) : null,
);

declare module '@/store/rootState' {
  interface RootState {
    notifications: NotificationsState;
  }
}
