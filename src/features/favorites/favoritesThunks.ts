import type { RootState } from '@/application/store';
import { createAppAsyncThunk } from '@/application/thunks';
import { createWeb2Client } from '@/lib/web2';
import type { FavoriteLocation, Locality, Location } from '@/types/location';

import {
  addLocalityFailedMessage,
  alreadyFavoriteMessage,
  errorMessage,
  invalidLocalityMessage,
  NO_DEVICE_MESSAGE,
} from './favoriteMessages';

/** What the "add from search" box hands over: a location search result and its list index. */
export interface SearchResultChoice {
  result:
    | Pick<Locality, 'SlugName' | 'Latitude' | 'Longitude' | 'DisplayCompositeName'>
    | null
    | undefined;
  index: number;
}

/** A move in the list, by zero-based index. */
export interface FavoriteMove {
  from: number;
  to: number;
}

/** What the location-bar toggle did. */
export type ToggleOutcome =
  { kind: 'added'; favorite: FavoriteLocation } | { kind: 'removed'; cityId: string };

const items = (state: RootState) => state.favorites.items;
const deviceId = (state: RootState) => state.user.deviceId;
const cityId = (favorite: FavoriteLocation) => favorite.Location.Locality.CityId;

/** Saves a location as a new favourite at the end of the list (POST favorite-locations). */
async function createFavorite(
  state: RootState,
  location: Location,
  appInstanceId: string,
): Promise<FavoriteLocation> {
  return createWeb2Client().createFavoriteLocation({
    favoriteLocation: { Position: items(state).length, Location: location },
    appInstanceId,
  });
}

/** Deletes a saved favourite (DELETE favorite-locations/{id} with its id and point). */
async function deleteFavorite(favorite: FavoriteLocation, appInstanceId: string): Promise<void> {
  await createWeb2Client().deleteFavoriteLocation({
    appInstanceId,
    favoriteLocationId: favorite.Id,
    favoriteLocationLatitude: favorite.Location.Locality.Latitude,
    favoriteLocationLongitude: favorite.Location.Locality.Longitude,
  });
}

/** Adds a location to the favourites (Manage Locations). */
export const addFavorite = createAppAsyncThunk(
  'favorites/addFavorite',
  async (location: Location, { getState, rejectWithValue }) => {
    const appInstanceId = deviceId(getState());
    if (!appInstanceId) return rejectWithValue({ message: NO_DEVICE_MESSAGE });
    try {
      return await createFavorite(getState(), location, appInstanceId);
    } catch (err) {
      return rejectWithValue({ message: errorMessage(err, 'Could not add favorite location') });
    }
  },
);

/**
 * Adds a location search result to the favourites (spec 000 §5): it needs a SlugName, must not
 * be a favourite already, is resolved by the location query (Id and Locality.SlugName
 * required), then created.
 */
export const addFavoriteFromSearch = createAppAsyncThunk(
  'favorites/addFavoriteFromSearch',
  async ({ result, index }: SearchResultChoice, { getState, rejectWithValue }) => {
    if (!result?.SlugName) return rejectWithValue({ message: invalidLocalityMessage(index) });
    const duplicate = items(getState()).some(
      ({ Location: { Locality: l } }) =>
        l.SlugName === result.SlugName &&
        l.Latitude === result.Latitude &&
        l.Longitude === result.Longitude,
    );
    if (duplicate)
      return rejectWithValue({
        message: alreadyFavoriteMessage(index, result.DisplayCompositeName),
      });
    const appInstanceId = deviceId(getState());
    if (!appInstanceId) return rejectWithValue({ message: NO_DEVICE_MESSAGE });
    let location: Location;
    try {
      const queried = await createWeb2Client().queryLocation(result.SlugName);
      if (!queried.Id || !queried.Locality.SlugName) throw new Error('No Id or Locality.SlugName');
      location = {
        Locality: queried.Locality,
        Station: queried.Station ?? null,
        DefaultStationRouteString: queried.DefaultStationRouteString ?? null,
      };
    } catch (err) {
      console.error(addLocalityFailedMessage(index), err);
      return rejectWithValue({ message: addLocalityFailedMessage(index) });
    }
    try {
      return await createFavorite(getState(), location, appInstanceId);
    } catch (err) {
      console.error(addLocalityFailedMessage(index), err);
      return rejectWithValue({ message: addLocalityFailedMessage(index) });
    }
  },
);

/**
 * Removes a favourite. The slice drops it at once (by city id, positions renumbered, undo data
 * kept); the server is called only when it was a saved favourite and a device id exists.
 */
export const removeFavorite = createAppAsyncThunk(
  'favorites/removeFavorite',
  async (favorite: FavoriteLocation, { getState, rejectWithValue }) => {
    const state = getState();
    // The pending reducer has run: undo data names this favourite only if it was in the list.
    const wasSaved = state.favorites.undo?.removed.Id === favorite.Id;
    const appInstanceId = deviceId(state);
    if (!wasSaved || !appInstanceId) return { cityId: cityId(favorite), deleted: false };
    try {
      await deleteFavorite(favorite, appInstanceId);
      return { cityId: cityId(favorite), deleted: true };
    } catch (err) {
      return rejectWithValue({ message: errorMessage(err, 'Could not delete favorite location') });
    }
  },
);

/**
 * Undoes the last removal: re-creates the favourite (POST) and moves it back to its old
 * position (PUT); without a device id (nothing was deleted on the server) it is restored locally.
 */
export const undoRemove = createAppAsyncThunk(
  'favorites/undoRemove',
  async (_: void, { getState, rejectWithValue }) => {
    const undo = getState().favorites.undo;
    if (!undo) return rejectWithValue({ message: 'Nothing to undo' });
    const appInstanceId = deviceId(getState());
    if (!appInstanceId) return { favorite: undo.removed, index: undo.index };
    try {
      const web2 = createWeb2Client();
      const created = await web2.createFavoriteLocation({
        favoriteLocation: { Position: undo.index, Location: undo.removed.Location },
        appInstanceId,
      });
      const moved = await web2.updateFavoriteLocation({
        newFavoriteLocation: { ...created, Position: undo.index },
        appInstanceId,
      });
      return { favorite: moved, index: undo.index };
    } catch (err) {
      return rejectWithValue({ message: errorMessage(err, 'Could not restore favorite location') });
    }
  },
  { condition: (_, { getState }) => getState().favorites.undo !== null },
);

/**
 * Moves a favourite from one index to another. The slice reorders at once (Position = index);
 * the moved favourite's new Position is saved (PUT) and the move rolled back if that fails.
 */
export const reorderFavorites = createAppAsyncThunk(
  'favorites/reorderFavorites',
  async ({ to }: FavoriteMove, { getState, rejectWithValue }) => {
    const state = getState();
    // The pending reducer has moved it already.
    const moved = items(state)[to];
    const appInstanceId = deviceId(state);
    if (!moved || !appInstanceId) return null;
    try {
      return await createWeb2Client().updateFavoriteLocation({
        newFavoriteLocation: { ...moved, Position: to },
        appInstanceId,
      });
    } catch (err) {
      return rejectWithValue({
        message: errorMessage(err, 'Could not reorder favorite locations'),
      });
    }
  },
  {
    condition: ({ from, to }, { getState }) => {
      const count = items(getState()).length;
      return from !== to && from >= 0 && to >= 0 && from < count && to < count;
    },
  },
);

/**
 * The location bar's star: saves the active location as a favourite, or removes the favourite
 * with its CityId. Ignored while busy, without a device id or without an active location;
 * failures are only logged.
 */
export const toggleActiveFavorite = createAppAsyncThunk(
  'favorites/toggleActiveFavorite',
  async (_: void, { getState, rejectWithValue }) => {
    const state = getState();
    const active = state.location.activeLocation;
    const appInstanceId = deviceId(state);
    if (!active || !appInstanceId) return rejectWithValue({ message: NO_DEVICE_MESSAGE });
    const existing = items(state).find((f) => cityId(f) === active.Locality.CityId);
    try {
      if (existing) {
        await deleteFavorite(existing, appInstanceId);
        const removed: ToggleOutcome = { kind: 'removed', cityId: active.Locality.CityId };
        return removed;
      }
      const added: ToggleOutcome = {
        kind: 'added',
        favorite: await createFavorite(state, active, appInstanceId),
      };
      return added;
    } catch (err) {
      console.error('Could not toggle the favourite location', err);
      return rejectWithValue({ message: errorMessage(err) });
    }
  },
  {
    condition: (_, { getState }) => {
      const state = getState();
      return (
        !state.favorites.toggleBusy &&
        Boolean(state.user.deviceId) &&
        Boolean(state.location.activeLocation)
      );
    },
  },
);
