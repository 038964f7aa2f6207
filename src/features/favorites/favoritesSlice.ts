import { createSlice, isAnyOf } from '@reduxjs/toolkit';

import { hydrated } from '@/store/hydrated';
import { rejectionMessage } from '@/store/thunks';
import { chooseStation } from '@/features/stations/stationsThunks';
import type { FavoriteLocation } from '@/types/location';

import { FAVORITE_ERRORS } from './favoriteMessages';
import {
  addFavorite,
  addFavoriteFromSearch,
  favoritesSaved,
  loadFavorites,
  removeFavorite,
  reorderFavorites,
  toggleActiveFavorite,
  undoRemove,
} from './favoritesThunks';

export {
  selectFavorites,
  selectFavoriteToggleBusy,
  selectFavoriteToggleError,
  selectFavoritesAdding,
  selectFavoritesAddError,
  selectFavoritesUndo,
  selectFavoritesError,
  selectIsActiveFavorite,
} from './favoritesSelectors';

export {
  addFavorite,
  addFavoriteFromSearch,
  loadFavorites,
  removeFavorite,
  reorderFavorites,
  toggleActiveFavorite,
  undoRemove,
} from './favoritesThunks';
export type { FavoriteMove, SearchResultChoice, ToggleOutcome } from './favoritesThunks';

/** What Undo needs after a delete: the removed favourite, its index and the list before. */
export interface FavoritesUndo {
  removed: FavoriteLocation;
  index: number;
  before: FavoriteLocation[];
}

/** The saved favourites and the state of their operations. */
export interface FavoritesState {
  items: FavoriteLocation[];
  /** The location-bar toggle is saving or removing. */
  toggleBusy: boolean;
  /** Why the location-bar toggle's last save or removal failed (shown by the star). */
  toggleError: string | null;
  adding: boolean;
  addError: string | null;
  undo: FavoritesUndo | null;
  /** The last failure of a delete, undo or reorder. */
  error: string | null;
}

const initialState: FavoritesState = {
  items: [],
  toggleBusy: false,
  toggleError: null,
  adding: false,
  addError: null,
  undo: null,
  error: null,
};

const cityIdOf = (favorite: FavoriteLocation) => favorite.Location.Locality.CityId;

/** Positions rewritten to match the list order, from zero. */
function renumber(list: FavoriteLocation[]): FavoriteLocation[] {
  return list.map((favorite, index) =>
    favorite.Position === index ? favorite : { ...favorite, Position: index },
  );
}

/** The list with one item moved from `from` to `to`. */
function move(list: FavoriteLocation[], from: number, to: number): FavoriteLocation[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return renumber(next);
}

/** The list with `favorite` appended (or inserted at `index`) unless its Id is there already. */
function insert(
  list: FavoriteLocation[],
  favorite: FavoriteLocation,
  index = list.length,
): FavoriteLocation[] {
  if (list.some((f) => f.Id === favorite.Id)) return list;
  const next = [...list];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, favorite);
  return renumber(next);
}

/** The favourites slice: the saved list, the toggle's busy flag, adding, undo and errors. */
export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    /** The add-from-search error was dismissed (or the search text changed). */
    addErrorCleared(state) {
      state.addError = null;
    },
    /** The undo offer was dismissed (the dialog closed). */
    undoDismissed(state) {
      state.undo = null;
    },
    /** The star's failure message was dismissed. */
    toggleErrorDismissed(state) {
      state.toggleError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (state, action) => {
        const seed = action.payload.favorites;
        // Another page: the star's old failure is about a place no longer shown.
        state.toggleError = null;
        if (seed) state.items = renumber([...seed.items].sort((a, b) => a.Position - b.Position));
      })
      .addCase(removeFavorite.pending, (state, action) => {
        const removed = action.meta.arg;
        const index = state.items.findIndex(
          (f) => f.Id === removed.Id || cityIdOf(f) === cityIdOf(removed),
        );
        if (index === -1) return;
        state.undo = { removed: state.items[index] ?? removed, index, before: state.items };
        state.items = renumber(state.items.filter((f) => cityIdOf(f) !== cityIdOf(removed)));
        state.error = null;
      })
      .addCase(removeFavorite.rejected, (state, action) => {
        if (state.undo?.removed.Id === action.meta.arg.Id) {
          state.items = state.undo.before;
          state.undo = null;
        }
        state.error = rejectionMessage(action, FAVORITE_ERRORS.remove);
      })
      .addCase(undoRemove.fulfilled, (state, action) => {
        state.items = insert(state.items, action.payload.favorite, action.payload.index);
        state.undo = null;
        state.error = null;
      })
      .addCase(undoRemove.rejected, (state, action) => {
        state.error = rejectionMessage(action, FAVORITE_ERRORS.restore);
      })
      .addCase(reorderFavorites.pending, (state, action) => {
        state.items = move(state.items, action.meta.arg.from, action.meta.arg.to);
        state.error = null;
      })
      .addCase(reorderFavorites.rejected, (state, action) => {
        state.items = move(state.items, action.meta.arg.to, action.meta.arg.from);
        state.error = rejectionMessage(action, FAVORITE_ERRORS.reorder);
      })
      .addCase(toggleActiveFavorite.pending, (state) => {
        state.toggleBusy = true;
        state.toggleError = null;
      })
      .addCase(toggleActiveFavorite.fulfilled, (state, action) => {
        state.toggleBusy = false;
        const outcome = action.payload;
        state.items =
          outcome.kind === 'added'
            ? insert(state.items, outcome.favorite)
            : renumber(state.items.filter((f) => cityIdOf(f) !== outcome.cityId));
      })
      .addCase(toggleActiveFavorite.rejected, (state, action) => {
        // A refused condition (busy, no device id or place) started nothing.
        if (action.meta.condition) return;
        state.toggleBusy = false;
        state.toggleError = rejectionMessage(action, FAVORITE_ERRORS.toggle);
      })
      .addCase(loadFavorites.fulfilled, (state, action) => {
        state.items = renumber([...action.payload].sort((a, b) => a.Position - b.Position));
        // Undo data names an item of the list that was replaced.
        state.undo = null;
      })
      .addCase(chooseStation.fulfilled, (state, action) => {
        const updated = action.payload.favorite;
        if (!updated) return;
        state.items = state.items.map((f) =>
          f.Id === updated.Id ? { ...updated, Position: f.Position } : f,
        );
      })
      .addMatcher(isAnyOf(favoritesSaved, chooseStation.fulfilled), (state) => {
        // A favourite action succeeded: an earlier failure (a duplicate add…) no longer applies.
        state.addError = null;
        state.error = null;
      })
      .addMatcher(isAnyOf(addFavorite.pending, addFavoriteFromSearch.pending), (state) => {
        state.adding = true;
        state.addError = null;
      })
      .addMatcher(
        isAnyOf(addFavorite.fulfilled, addFavoriteFromSearch.fulfilled),
        (state, action) => {
          state.adding = false;
          state.items = insert(state.items, action.payload);
        },
      )
      .addMatcher(
        isAnyOf(addFavorite.rejected, addFavoriteFromSearch.rejected),
        (state, action) => {
          state.adding = false;
          state.addError = rejectionMessage(action, FAVORITE_ERRORS.add);
        },
      );
  },
});

export const { addErrorCleared, undoDismissed, toggleErrorDismissed } = favoritesSlice.actions;

declare module '@/store/rootState' {
  interface RootState {
    favorites: FavoritesState;
  }
}
