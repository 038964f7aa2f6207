import { isAnyOf } from '@reduxjs/toolkit';

import { createAppAsyncThunk } from '@/store/thunks';
import { selectActiveLocation } from '@/features/location/locationSlice';
import { selectDeviceId } from '@/features/user/userSlice';
import type { FavoriteLocation, Location } from '@/types/location';

import {
  selectFavorites,
  selectFavoritesUndo,
  selectFavoriteToggleBusy,
} from './favoritesSelectors';
import type { FavoriteMove, SearchResultChoice } from './favoritesRequests';

export type { FavoriteMove, SearchResultChoice, ToggleOutcome } from './favoritesRequests';

// The thunks' work (the web2 calls, the checks, the messages) loads with the first favourite
// action, not with every page: each thunk below hands its argument to its namesake there.
const requests = () => import('./favoritesRequests');

/** Adds a location to the favourites (Manage Locations). */
export const addFavorite = createAppAsyncThunk('favorites/addFavorite', (arg: Location, api) =>
  requests().then((m) => m.addFavorite(arg, api)),
);

/**
 * Adds a location search result to the favourites: it needs a SlugName, must not
 * be a favourite already, is resolved by the location query (Id and Locality.SlugName
 * required), then created.
 */
export const addFavoriteFromSearch = createAppAsyncThunk(
  'favorites/addFavoriteFromSearch',
  (arg: SearchResultChoice, api) => requests().then((m) => m.addFavoriteFromSearch(arg, api)),
);

/**
 * Removes a favourite. The slice drops it at once (by city id, positions renumbered, undo data
 * kept); the server is called only when it was a saved favourite and a device id exists.
 */
export const removeFavorite = createAppAsyncThunk(
  'favorites/removeFavorite',
  (arg: FavoriteLocation, api) => requests().then((m) => m.removeFavorite(arg, api)),
);

/**
 * Undoes the last removal: re-creates the favourite through the create call alone (POST with its
 * old Position and its Location, station included, which the server inserts there); without a
 * device id (nothing was deleted on the server) it is restored locally.
 */
export const undoRemove = createAppAsyncThunk(
  'favorites/undoRemove',
  (arg: undefined, api) => requests().then((m) => m.undoRemove(arg, api)),
  { condition: (_, { getState }) => selectFavoritesUndo(getState()) !== null },
);

/**
 * Moves a favourite from one index to another. The slice reorders at once (Position = index);
 * the moved favourite's new Position is saved (PUT, without appInstanceId: the station does not
 * change) and the move rolled back if that fails.
 */
export const reorderFavorites = createAppAsyncThunk(
  'favorites/reorderFavorites',
  (arg: FavoriteMove, api) => requests().then((m) => m.reorderFavorites(arg, api)),
  {
    condition: ({ from, to }, { getState }) => {
      const count = selectFavorites(getState()).length;
      return from !== to && from >= 0 && to >= 0 && from < count && to < count;
    },
  },
);

/**
 * The location bar's star: saves the active location as a favourite, or removes the favourite
 * with its CityId. Ignored while busy, without a device id or without an active location;
 * a failure is logged and rejects with a message for the visitor (the star shows it).
 */
export const toggleActiveFavorite = createAppAsyncThunk(
  'favorites/toggleActiveFavorite',
  (arg: undefined, api) => requests().then((m) => m.toggleActiveFavorite(arg, api)),
  {
    condition: (_, { getState }) => {
      const state = getState();
      return (
        !selectFavoriteToggleBusy(state) &&
        Boolean(selectDeviceId(state)) &&
        Boolean(selectActiveLocation(state))
      );
    },
  },
);

/**
 * Reads the favourites again from the server and shows them in place of the list (after a
 * sign-in or sign-out changed whose they are). Skipped without a device id.
 */
export const loadFavorites = createAppAsyncThunk(
  'favorites/loadFavorites',
  (arg: undefined, api) => requests().then((m) => m.loadFavorites(arg, api)),
  { condition: (_, { getState }) => Boolean(selectDeviceId(getState())) },
);

/**
 * A change to the favourites that the server saved (added, removed, restored, reordered, starred
 * or unstarred). A favourite's station is the stations feature's `chooseStation`.
 */
export const favoritesSaved = isAnyOf(
  addFavorite.fulfilled,
  addFavoriteFromSearch.fulfilled,
  removeFavorite.fulfilled,
  undoRemove.fulfilled,
  reorderFavorites.fulfilled,
  toggleActiveFavorite.fulfilled,
);
