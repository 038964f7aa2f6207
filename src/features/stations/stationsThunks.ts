import type { RootState } from '@/store/rootState';
import { createAppAsyncThunk } from '@/store/thunks';
import { selectFavorites } from '@/features/favorites/favoritesSelectors';
import {
  activeStationChanged,
  selectActiveLocality,
  selectActiveLocation,
  setActiveLocation,
} from '@/features/location/locationSlice';
import { NO_DEVICE_ID_MESSAGE, selectDeviceId } from '@/features/user/userSlice';
import { DEFAULT_STATION_RADIUS } from '@/lib/web2';
import type { FavoriteLocation, Location, Station } from '@/types/location';

import {
  INVALID_STATION_LIST_MESSAGE,
  stationMismatchMessage,
  toggleSelectorFailedMessage,
  updateFailedMessage,
} from './stationMessages';

/** Whose station is being chosen: a favourite (by Id) or the active location. */
export type StationTarget = { favoriteId: string } | 'active';

/** True when two targets name the same location. */
export function isSameTarget(a: StationTarget | null, b: StationTarget | null): boolean {
  if (a === null || b === null) return a === b;
  if (a === 'active' || b === 'active') return a === b;
  return a.favoriteId === b.favoriteId;
}

/** The location a target names, with its favourite and list index (-1 for the active location). */
export function resolveTarget(
  state: RootState,
  target: StationTarget,
): { location: Location; favorite: FavoriteLocation | null; index: number } | null {
  if (target === 'active') {
    const location = selectActiveLocation(state);
    return location ? { location, favorite: null, index: -1 } : null;
  }
  const favorites = selectFavorites(state);
  const index = favorites.findIndex((f) => f.Id === target.favoriteId);
  const favorite = favorites[index];
  return favorite ? { location: favorite.Location, favorite, index } : null;
}

/**
 * Opens the station selector for a favourite or the active location: the stations around it
 * (GET stations, radius 15), which must be an array.
 */
export const openStationSelector = createAppAsyncThunk(
  'stations/openStationSelector',
  async ({ target }: { target: StationTarget }, { getState, extra, signal, rejectWithValue }) => {
    const resolved = resolveTarget(getState(), target);
    if (!resolved) return rejectWithValue({ message: toggleSelectorFailedMessage(-1) });
    const { Latitude: lat, Longitude: lon } = resolved.location.Locality;
    try {
      return await extra.web2.getStations({ lat, lon, radius: DEFAULT_STATION_RADIUS }, { signal });
    } catch (err) {
      const invalid = err instanceof Error && err.message === INVALID_STATION_LIST_MESSAGE;
      return rejectWithValue({
        message: invalid
          ? INVALID_STATION_LIST_MESSAGE
          : toggleSelectorFailedMessage(resolved.index),
      });
    }
  },
);

/** What a station choice changed: the favourite as saved, or null for the active location. */
export interface StationChosen {
  target: StationTarget;
  station: Station;
  favorite: FavoriteLocation | null;
}

/**
 * Chooses the station listed at `index` for the target: a favourite is updated on the server
 * (PUT with appInstanceId; the server rewrites the user-state cookie); the active non-favourite
 * location changes its station and tells the server through the profile call.
 */
export const chooseStation = createAppAsyncThunk(
  'stations/chooseStation',
  async (
    { target, index, station }: { target: StationTarget; index: number; station: Station },
    { getState, dispatch, extra, rejectWithValue },
  ) => {
    const state = getState();
    if (state.stations.stations[index]?.StationId !== station.StationId) {
      return rejectWithValue({ message: stationMismatchMessage(station.StationId) });
    }
    const resolved = resolveTarget(state, target);
    if (!resolved) return rejectWithValue({ message: updateFailedMessage(-1) });
    const { favorite, location } = resolved;
    const activeCityId = selectActiveLocality(state)?.CityId;
    try {
      if (favorite) {
        const appInstanceId = selectDeviceId(state);
        if (!appInstanceId) throw new Error(NO_DEVICE_ID_MESSAGE);
        const updated = await extra.web2.updateFavoriteLocation({
          newFavoriteLocation: {
            ...favorite,
            Location: { ...favorite.Location, Station: station },
          },
          appInstanceId,
        });
        if (activeCityId === location.Locality.CityId) dispatch(activeStationChanged(station));
        const chosen: StationChosen = { target, station, favorite: updated };
        return chosen;
      }
      dispatch(activeStationChanged(station));
      await dispatch(
        setActiveLocation({ slug: location.Locality.SlugName, station: station.RouteString }),
      ).unwrap();
      const chosen: StationChosen = { target, station, favorite: null };
      return chosen;
    } catch (err) {
      console.error(updateFailedMessage(resolved.index), err);
      return rejectWithValue({ message: updateFailedMessage(resolved.index) });
    }
  },
);
