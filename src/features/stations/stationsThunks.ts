import type { RootState } from '@/store/rootState';
import { createAppAsyncThunk } from '@/store/thunks';
import { selectFavorites } from '@/features/favorites/favoritesSelectors';
import { selectActiveLocation } from '@/features/location/locationSlice';
import type { FavoriteLocation, Location, Station } from '@/types/location';

// The thunks' work (the web2 calls, the checks, the messages) loads with the first station
// action, not with every page: each thunk below hands its argument to its namesake there.
const requests = () => import('./stationsRequests');

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
  (arg: { target: StationTarget }, api) => requests().then((m) => m.openStationSelector(arg, api)),
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
  (arg: { target: StationTarget; index: number; station: Station }, api) =>
    requests().then((m) => m.chooseStation(arg, api)),
);
