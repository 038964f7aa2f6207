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

/**
 * Each favourite's short name by its id, as Manage Locations shows and announces it: the city's
 * name, or where two favourites share it ("Springfield" in Illinois and in Missouri) the city with
 * its state or country, and the whole place name where even that is shared.
 */
export const selectFavoriteNames = createAppSelector([selectFavorites], (items) => {
  const tally = (names: string[]) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    return counts;
  };
  const localities = items.map((f) => f.Location.Locality);
  const cities = tally(localities.map((l) => l.CityName));
  const shortNames = localities.map((l) =>
    cities.get(l.CityName) === 1
      ? l.CityName
      : `${l.CityName}, ${l.TerritoryName || l.CountryShortName}`,
  );
  const shared = tally(shortNames);
  return new Map(
    items.map((f, i) => {
      const name = shortNames[i] ?? f.Location.Locality.CityName;
      return [f.Id, shared.get(name) === 1 ? name : f.Location.Locality.DisplayCompositeName];
    }),
  );
});
