import { createAppSelector } from '@/store/selectors';
import type { RootState } from '@/store/rootState';
import { selectActiveLocality } from '@/features/location/locationSlice';

/** The saved favourites, in list order. */
export const selectFavorites = (state: RootState) => state.favorites.items;
/** The location-bar toggle is saving or removing. */
export const selectFavoriteToggleBusy = (state: RootState) => state.favorites.toggleBusy;
/** Why the location-bar toggle's last save or removal failed, or null. */
export const selectFavoriteToggleError = (state: RootState) => state.favorites.toggleError;
/** A favourite is being added (Manage Locations). */
export const selectFavoritesAdding = (state: RootState) => state.favorites.adding;
/** The last add failure's message. */
export const selectFavoritesAddError = (state: RootState) => state.favorites.addError;
/** What Undo needs after a delete, or null. */
export const selectFavoritesUndo = (state: RootState) => state.favorites.undo;
/** The last failure of a delete, undo or reorder. */
export const selectFavoritesError = (state: RootState) => state.favorites.error;

/** True when a favourite has the active location's CityId (the location-bar star is on). */
export const selectIsActiveFavorite = createAppSelector(
  [selectActiveLocality, selectFavorites],
  (active, items) =>
    active !== null && items.some((f) => f.Location.Locality.CityId === active.CityId),
);
