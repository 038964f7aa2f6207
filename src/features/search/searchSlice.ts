import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { selectStandardParams } from '@/features/user/userSlice';
import type { AppDispatch } from '@/store/rootState';
import { createAppAsyncThunk, rejectionMessage, toThunkError } from '@/store/thunks';
import { DEFAULT_SEARCH_RESULTS, searchLocations } from '@/lib/provider/calls';
import type { Locality } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/search';

const t = translator('search', messages);

/** Suggestions (and "Add a location" results) shown at most. */
export const MAX_SUGGESTIONS = 6;
/** Recent searches kept at most. */
export const MAX_RECENT_SEARCHES = 3;
/** The message of a failed search without a message of its own. */
export const SEARCH_FAILED = t('searchFailed');
/** The abort reason of a query replaced by a newer one (which is already pending). */
export const SUPERSEDED_REASON = 'Superseded by a newer search';

/** Location search state plus the visitor's recent searches. */
export interface SearchState {
  locationSearchIsQuerying: boolean;
  locationSearchEnabled: boolean;
  isUserTyping: boolean;
  /** DisplayCompositeName of the last chosen place ('' before any choice). */
  selectedLocation: string;
  searchText: string;
  locationSearchResults: Locality[];
  locationSuggestionIndex: number;
  lastError: string | null;
  /**
   * The text of the last search that answered (found something, nothing, or failed); null after
   * the results were dropped. With the results and `lastError`, it tells "no locations found" and
   * "search failed" for the text in the field apart from a search not run yet.
   */
  searchedText: string | null;
  /** Up to 3 places, newest first, no duplicate CityId. */
  recentSearches: Locality[];
}

const initialState: SearchState = {
  locationSearchIsQuerying: false,
  locationSearchEnabled: false,
  isUserTyping: false,
  selectedLocation: '',
  searchText: '',
  locationSearchResults: [],
  locationSuggestionIndex: 0,
  lastError: null,
  searchedText: null,
  recentSearches: [],
};

/** Newest first, one entry per CityId, at most MAX_RECENT_SEARCHES. */
export function mergeRecentSearches(
  newer: readonly Locality[],
  older: readonly Locality[],
): Locality[] {
  const seen = new Set<string>();
  const out: Locality[] = [];
  for (const place of [...newer, ...older]) {
    if (seen.has(place.CityId)) continue;
    seen.add(place.CityId);
    out.push(place);
    if (out.length === MAX_RECENT_SEARCHES) break;
  }
  return out;
}

/**
 * Which box a search serves: the header's combobox keeps its search in this slice;
 * any other box ("Add a location") keeps its results in its own `useLocationSearch`.
 */
export type SearchScope = 'header' | 'local';

/** A location search: the text typed and the box it serves. */
export interface LocationQuery {
  text: string;
  scope: SearchScope;
}

// The abort of each store's in-flight query per scope, keyed by the store's (stable) dispatch.
const inFlightQueries = new WeakMap<AppDispatch, Map<SearchScope, (reason?: string) => void>>();

/**
 * Searches locations for the typed text (10 requested, the first 6 kept) through the store's
 * provider client. Runs only for non-empty text, and aborts the previous in-flight query of the
 * same store and scope; an aborted query leaves the state alone.
 */
export const searchLocationsQuery = createAppAsyncThunk(
  'search/searchLocationsQuery',
  async ({ text, scope }: LocationQuery, thunkApi) => {
    const { getState, dispatch, extra, signal, abort, rejectWithValue } = thunkApi;
    const inFlight =
      inFlightQueries.get(dispatch) ?? new Map<SearchScope, (reason?: string) => void>();
    inFlightQueries.set(dispatch, inFlight);
    inFlight.get(scope)?.(SUPERSEDED_REASON);
    inFlight.set(scope, abort);
    try {
      const found = await searchLocations(extra.provider, {
        searchString: text,
        maxResults: DEFAULT_SEARCH_RESULTS,
        stdParameters: selectStandardParams(getState()),
        signal,
      });
      return found.slice(0, MAX_SUGGESTIONS);
    } catch (err) {
      return rejectWithValue(toThunkError(err, SEARCH_FAILED));
    } finally {
      if (inFlight.get(scope) === abort) inFlight.delete(scope);
    }
  },
  { condition: ({ text }) => text.trim().length > 0 },
);

/** True for the lifecycle actions of the header's searches (the only ones this slice keeps). */
const isHeaderQuery = (action: { meta: { arg: LocationQuery } }) =>
  action.meta.arg.scope === 'header';

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** The field got focus: results cleared, search enabled. */
    searchStarted(state) {
      state.locationSearchResults = [];
      state.searchedText = null;
      state.locationSearchEnabled = true;
    },
    /** The visitor typed: typing on, text stored. */
    searchTextChanged(state, action: PayloadAction<string>) {
      state.isUserTyping = true;
      state.searchText = action.payload;
    },
    /** The search is over: text reset to the selected location, search disabled. */
    searchEnded(state) {
      state.searchText = state.selectedLocation;
      state.locationSearchEnabled = false;
    },
    /** Escape or unfocus emptied the field: text, results and index reset, typing off. */
    searchTextCleared(state) {
      state.searchText = '';
      state.isUserTyping = false;
      state.locationSearchResults = [];
      state.locationSuggestionIndex = 0;
      state.searchedText = null;
    },
    /** The highlight moved one step, clamped to 0..results−1. */
    suggestionIndexMoved(state, action: PayloadAction<'up' | 'down'>) {
      const last = Math.max(0, state.locationSearchResults.length - 1);
      const next = state.locationSuggestionIndex + (action.payload === 'up' ? -1 : 1);
      state.locationSuggestionIndex = Math.min(last, Math.max(0, next));
    },
    /** Suggestions dropped: results and index reset. */
    suggestionsCleared(state) {
      state.locationSearchResults = [];
      state.locationSuggestionIndex = 0;
      state.searchedText = null;
    },
    /** A place was chosen: it fills the field and heads the recent searches. */
    suggestionSelected(state, action: PayloadAction<Locality>) {
      const name = action.payload.DisplayCompositeName;
      state.searchText = name;
      state.selectedLocation = name;
      state.locationSearchResults = [];
      state.locationSuggestionIndex = 0;
      state.searchedText = null;
      state.isUserTyping = false;
      state.recentSearches = mergeRecentSearches([action.payload], state.recentSearches);
    },
    /**
     * A place was chosen in another box ("Add a location"): it heads the recent searches; the
     * header's field is left alone.
     */
    recentSearchAdded(state, action: PayloadAction<Locality>) {
      state.recentSearches = mergeRecentSearches([action.payload], state.recentSearches);
    },
    /** Recent searches read from the browser's storage; the session's own choices stay first. */
    recentSearchesLoaded(state, action: PayloadAction<Locality[]>) {
      state.recentSearches = mergeRecentSearches(state.recentSearches, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchLocationsQuery.pending, (state, action) => {
        if (!isHeaderQuery(action)) return;
        state.locationSearchIsQuerying = true;
      })
      .addCase(searchLocationsQuery.fulfilled, (state, action) => {
        if (!isHeaderQuery(action)) return;
        state.locationSearchResults = action.payload.slice(0, MAX_SUGGESTIONS);
        state.locationSuggestionIndex = 0;
        state.lastError = null;
        state.searchedText = action.meta.arg.text;
        state.locationSearchIsQuerying = false;
      })
      .addCase(searchLocationsQuery.rejected, (state, action) => {
        // A condition refusal never started. A superseded query leaves the flag to the newer,
        // pending one; any other abort (field cleared, place chosen) just stops querying.
        if (action.meta.condition || !isHeaderQuery(action)) return;
        if (action.meta.aborted) {
          if (action.error.message !== SUPERSEDED_REASON) state.locationSearchIsQuerying = false;
          return;
        }
        state.locationSearchResults = [];
        state.lastError = rejectionMessage(action, SEARCH_FAILED);
        state.searchedText = action.meta.arg.text;
        state.locationSearchIsQuerying = false;
      });
  },
  selectors: {
    selectSearchText: (state) => state.searchText,
    selectIsUserTyping: (state) => state.isUserTyping,
    selectSearchResults: (state) => state.locationSearchResults,
    selectSuggestionIndex: (state) => state.locationSuggestionIndex,
    selectIsQuerying: (state) => state.locationSearchIsQuerying,
    selectSearchEnabled: (state) => state.locationSearchEnabled,
    selectSelectedLocation: (state) => state.selectedLocation,
    selectSearchError: (state) => state.lastError,
    selectSearchedText: (state) => state.searchedText,
    selectRecentSearches: (state) => state.recentSearches,
  },
});

export const {
  searchStarted,
  searchTextChanged,
  searchEnded,
  searchTextCleared,
  suggestionIndexMoved,
  suggestionsCleared,
  suggestionSelected,
  recentSearchAdded,
  recentSearchesLoaded,
} = searchSlice.actions;

export const {
  selectSearchText,
  selectIsUserTyping,
  selectSearchResults,
  selectSuggestionIndex,
  selectIsQuerying,
  selectSearchEnabled,
  selectSelectedLocation,
  selectSearchError,
  selectSearchedText,
  selectRecentSearches,
} = searchSlice.selectors;

declare module '@/store/rootState' {
  interface RootState {
    search: SearchState;
  }
}
