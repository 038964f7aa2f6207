/** Whose station is being chosen, and what a choice changed (the station feature's thunks and selector). */
import type { RootState } from '@/store/rootState';
import { selectFavorites } from '@/features/favorites/favoritesSelectors';
import { selectActiveLocation } from '@/features/location/locationSlice';
import type { FavoriteLocation, Location, Station } from '@/types/location';

/** Whose station is being chosen: a favourite (by Id) or the active location. */
export type StationTarget = { favoriteId: string } | 'active';

/** True when two targets name the same location. */
export function isSameTarget(a: StationTarget | null, b: StationTarget | null): boolean {
  if (a === null || b === null) return a === b;
  if (a === 'active' || b === 'active') return a === b;
  return a.favoriteId === b.favoriteId;
}

/**
 * The location a target names, with its favourite and list index. The active location is its
 * favourite when the place is one (its station is the favourite's to change), else it has none
 * (index -1).
 */
export function resolveTarget(
  state: RootState,
  target: StationTarget,
): { location: Location; favorite: FavoriteLocation | null; index: number } | null {
  const favorites = selectFavorites(state);
  if (target === 'active') {
    const location = selectActiveLocation(state);
    if (!location) return null;
    const index = favorites.findIndex(
      (f) => f.Location.Locality.SlugName === location.Locality.SlugName,
    );
    return { location, favorite: favorites[index] ?? null, index };
  }
  const index = favorites.findIndex((f) => f.Id === target.favoriteId);
  const favorite = favorites[index];
  return favorite ? { location: favorite.Location, favorite, index } : null;
}

/** What a station choice changed: the favourite as saved, or null for the active location. */
export interface StationChosen {
  target: StationTarget;
  station: Station;
  favorite: FavoriteLocation | null;
}
