/** The favourite thunks' work, loaded with the first favourite action (see favoritesThunks). */
import type { RootState } from '@/store/rootState';
import { toThunkError, type AppThunkApi } from '@/store/thunks';
import { selectActiveLocation } from '@/features/location/locationSlice';
import { selectDeviceId } from '@/features/user/userSlice';
import { assertFavoriteResponse, type Web2Client } from '@/lib/web2';
import type { FavoriteLocation, Locality, Location } from '@/types/location';

import {
  addLocalityFailedMessage,
  alreadyFavoriteMessage,
  FAVORITE_ERRORS,
  NOTHING_TO_UNDO_MESSAGE,
  invalidLocalityMessage,
  NO_DEVICE_MESSAGE,
  toggleAddFailedMessage,
  toggleRemoveFailedMessage,
} from './favoriteMessages';
import { selectFavorites, selectFavoritesUndo } from './favoritesSelectors';

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

const cityId = (favorite: FavoriteLocation) => favorite.Location.Locality.CityId;

/** Saves a location as a new favourite at the end of the list (POST favorite-locations). */
async function createFavorite(
  web2: Web2Client,
  state: RootState,
  location: Location,
  appInstanceId: string,
): Promise<FavoriteLocation> {
  return web2.createFavoriteLocation({
    favoriteLocation: { Position: selectFavorites(state).length, Location: location },
    appInstanceId,
  });
}

/** Deletes a saved favourite (DELETE favorite-locations/{id} with its id and point). */
async function deleteFavorite(
  web2: Web2Client,
  favorite: FavoriteLocation,
  appInstanceId: string,
): Promise<void> {
  await web2.deleteFavoriteLocation({
    appInstanceId,
    favoriteLocationId: favorite.Id,
    favoriteLocationLatitude: favorite.Location.Locality.Latitude,
    favoriteLocationLongitude: favorite.Location.Locality.Longitude,
  });
}

export async function addFavorite(
  location: Location,
  { getState, extra, rejectWithValue }: AppThunkApi,
) {
  const appInstanceId = selectDeviceId(getState());
  if (!appInstanceId) return rejectWithValue({ message: NO_DEVICE_MESSAGE });
  try {
    return await createFavorite(extra.web2, getState(), location, appInstanceId);
  } catch (err) {
    return rejectWithValue(toThunkError(err, FAVORITE_ERRORS.add));
  }
}

export async function addFavoriteFromSearch(
  { result, index }: SearchResultChoice,
  { getState, extra, rejectWithValue }: AppThunkApi,
) {
  if (!result?.SlugName) return rejectWithValue({ message: invalidLocalityMessage(index) });
  const duplicate = selectFavorites(getState()).some(
    ({ Location: { Locality: l } }) =>
      l.SlugName === result.SlugName &&
      l.Latitude === result.Latitude &&
      l.Longitude === result.Longitude,
  );
  if (duplicate)
    return rejectWithValue({
      message: alreadyFavoriteMessage(index, result.DisplayCompositeName),
    });
  const appInstanceId = selectDeviceId(getState());
  if (!appInstanceId) return rejectWithValue({ message: NO_DEVICE_MESSAGE });
  try {
    const queried = await extra.web2.queryLocation(result.SlugName);
    if (!queried.Id || !queried.Locality.SlugName) throw new Error('No Id or Locality.SlugName');
    const location: Location = {
      Locality: queried.Locality,
      Station: queried.Station ?? null,
      DefaultStationRouteString: queried.DefaultStationRouteString ?? null,
    };
    return await createFavorite(extra.web2, getState(), location, appInstanceId);
  } catch (err) {
    // The query or the create failed: one message for both.
    console.error(addLocalityFailedMessage(index), err);
    return rejectWithValue({ message: addLocalityFailedMessage(index) });
  }
}

export async function removeFavorite(
  favorite: FavoriteLocation,
  { getState, extra, rejectWithValue }: AppThunkApi,
) {
  const state = getState();
  // The pending reducer has run: undo data names this favourite only if it was in the list.
  const wasSaved = selectFavoritesUndo(state)?.removed.Id === favorite.Id;
  const appInstanceId = selectDeviceId(state);
  if (!wasSaved || !appInstanceId) return { cityId: cityId(favorite), deleted: false };
  try {
    await deleteFavorite(extra.web2, favorite, appInstanceId);
    return { cityId: cityId(favorite), deleted: true };
  } catch (err) {
    return rejectWithValue(toThunkError(err, FAVORITE_ERRORS.remove));
  }
}

export async function undoRemove(_: undefined, { getState, extra, rejectWithValue }: AppThunkApi) {
  const undo = selectFavoritesUndo(getState());
  if (!undo) return rejectWithValue({ message: NOTHING_TO_UNDO_MESSAGE });
  const appInstanceId = selectDeviceId(getState());
  if (!appInstanceId) return { favorite: undo.removed, index: undo.index };
  try {
    const created = await extra.web2.createFavoriteLocation({
      favoriteLocation: { Position: undo.index, Location: undo.removed.Location },
      appInstanceId,
    });
    return { favorite: created, index: undo.index };
  } catch (err) {
    return rejectWithValue(toThunkError(err, FAVORITE_ERRORS.restore));
  }
}

export async function reorderFavorites(
  { to }: FavoriteMove,
  { getState, extra, rejectWithValue }: AppThunkApi,
) {
  const state = getState();
  // The pending reducer has moved it already.
  const moved = selectFavorites(state)[to];
  // A device id is needed to save at all; the update itself does not carry it (the server
  // knows the device from its signed cookie; appInstanceId goes only with a station change).
  if (!moved || !selectDeviceId(state)) return null;
  try {
    return await extra.web2.updateFavoriteLocation({
      newFavoriteLocation: { ...moved, Position: to },
    });
  } catch (err) {
    return rejectWithValue(toThunkError(err, FAVORITE_ERRORS.reorder));
  }
}

export async function toggleActiveFavorite(
  _: undefined,
  { getState, extra, rejectWithValue }: AppThunkApi,
) {
  const state = getState();
  const active = selectActiveLocation(state);
  const appInstanceId = selectDeviceId(state);
  if (!active || !appInstanceId) return rejectWithValue({ message: NO_DEVICE_MESSAGE });
  const existing = selectFavorites(state).find((f) => cityId(f) === active.Locality.CityId);
  try {
    if (existing) {
      await deleteFavorite(extra.web2, existing, appInstanceId);
      const removed: ToggleOutcome = { kind: 'removed', cityId: active.Locality.CityId };
      return removed;
    }
    const added: ToggleOutcome = {
      kind: 'added',
      favorite: await createFavorite(extra.web2, state, active, appInstanceId),
    };
    return added;
  } catch (err) {
    console.error('Could not toggle the favourite location', err);
    const name = active.Locality.CityName || active.Locality.DisplayCompositeName;
    return rejectWithValue({
      ...toThunkError(err),
      message: existing ? toggleRemoveFailedMessage(name) : toggleAddFailedMessage(name),
    });
  }
}

/**
 * Reads the favourites the server holds for this device now (GET user/profile, the spec's call
 * that carries them): the account's once signed in, the device's own once signed out.
 */
export async function loadFavorites(_: undefined, { extra, signal, rejectWithValue }: AppThunkApi) {
  try {
    const profile = await extra.web2.getUserProfile({}, { signal });
    const favorites: unknown = profile.FavoriteLocations;
    if (!Array.isArray(favorites)) throw new Error('The profile carries no favourite list');
    favorites.forEach((favorite: unknown) => assertFavoriteResponse(favorite));
    return favorites as FavoriteLocation[];
  } catch (err) {
    return rejectWithValue(toThunkError(err));
  }
}
