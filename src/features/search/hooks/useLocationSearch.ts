import { useCallback, useEffect, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { rejectionMessage } from '@/store/thunks';
import type { Locality } from '@/types/location';

import {
  SEARCH_FAILED,
  searchLocationsQuery,
  selectIsQuerying,
  selectSearchedText,
  selectSearchError,
  selectSearchResults,
  suggestionsCleared,
  type SearchScope,
} from '../searchSlice';

/** Delay between the last keystroke and the search call. */
export const SEARCH_DEBOUNCE_MS = 150;
/**
 * Suggestions are used only for texts longer than this (the search itself runs for any
 * non-empty text).
 */
export const MIN_SUGGESTION_LENGTH = 1;

/** Options of {@link useLocationSearch}. */
export interface LocationSearchOptions {
  /**
   * 'header': the header's combobox, whose search lives in the search slice;
   * 'local' (default): any other box, whose results live in this hook.
   */
  scope?: SearchScope;
  /** Searches only while true (the header searches only while the visitor types). Default true. */
  enabled?: boolean;
  /** Called when the text gets empty, so there is nothing to search (stable, e.g. useCallback). */
  onEmptyText?: () => void;
}

/** What {@link useLocationSearch} answers. */
export interface LocationSearchResult {
  /** The latest search's results, at most six. */
  results: Locality[];
  /**
   * The results are the answer for the text as it is now, not a previous text's (kept on show
   * while the new search runs).
   */
  current: boolean;
  /** A search is running. */
  searching: boolean;
  /** The message of the failed search for the text as it is now; null otherwise. */
  error: string | null;
  /** The search for the text as it is now answered, and found nothing. */
  empty: boolean;
  /** Runs the search for the text as it is now again, at once (after a failure). */
  retry: () => void;
  /** Aborts the query in flight (used when the field is cleared or a place is chosen). */
  abort: () => void;
  /** Aborts the query in flight and drops the results (a place was chosen). */
  clear: () => void;
}

const NO_RESULTS: Locality[] = [];

/** What the last search of a local box answered, for which text. */
interface Settled {
  text: string;
  results: Locality[];
  error: string | null;
}

/**
 * The site's one location search (the header's combobox and Manage Locations' "Add a location"):
 * a moment after the text stops changing, and for any non-empty text, it runs
 * `searchLocationsQuery` (the store's provider client, the standard parameters, 10 requested and
 * 6 kept). A newer search aborts the older one of the same scope; empty text drops the results.
 * It tells a search that found nothing (`empty`) and one that failed (`error`, with `retry`)
 * apart, for the text as it is now.
 */
export function useLocationSearch(
  text: string,
  { scope = 'local', enabled = true, onEmptyText }: LocationSearchOptions = {},
): LocationSearchResult {
  const dispatch = useAppDispatch();
  const headerResults = useAppSelector(selectSearchResults);
  const headerSearching = useAppSelector(selectIsQuerying);
  const headerError = useAppSelector(selectSearchError);
  const headerSearched = useAppSelector(selectSearchedText);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [localSearching, setLocalSearching] = useState(false);
  const inFlight = useRef<{ abort: () => void } | null>(null);
  const local = scope === 'local';
  const query = text.trim();
  const blank = query.length === 0;

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const search = useCallback(
    (searched: string) => {
      const pending = dispatch(searchLocationsQuery({ text: searched, scope }));
      inFlight.current = pending;
      if (!local) return;
      setLocalSearching(true);
      void pending.then((action) => {
        if (inFlight.current === pending) {
          inFlight.current = null;
          setLocalSearching(false);
          setSettled(
            searchLocationsQuery.fulfilled.match(action)
              ? { text: searched, results: action.payload, error: null }
              : {
                  text: searched,
                  results: NO_RESULTS,
                  error: searchLocationsQuery.rejected.match(action)
                    ? rejectionMessage(action, SEARCH_FAILED)
                    : SEARCH_FAILED,
                },
          );
        } else if (inFlight.current === null) {
          setLocalSearching(false); // aborted: no search runs now
        } // else superseded: the newer search has the last word
      });
    },
    [dispatch, local, scope],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    if (blank) {
      abort();
      onEmptyText?.();
      return undefined;
    }
    const timer = setTimeout(() => search(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, blank, enabled, search, abort, onEmptyText]);

  useEffect(() => abort, [abort]);

  const retry = useCallback(() => {
    if (!blank) search(query);
  }, [blank, query, search]);

  const clear = useCallback(() => {
    abort();
    if (local) setSettled(null);
    else dispatch(suggestionsCleared());
  }, [abort, dispatch, local]);

  if (!local) {
    const answered = !blank && !headerSearching && headerSearched === query;
    return {
      results: headerResults,
      current: !blank && headerSearched === query,
      searching: headerSearching,
      error: answered ? headerError : null,
      empty: answered && headerError === null && headerResults.length === 0,
      retry,
      abort,
      clear,
    };
  }
  // Empty text shows no results (a later search replaces the kept ones).
  if (blank) {
    return {
      results: NO_RESULTS,
      current: true,
      searching: false,
      error: null,
      empty: false,
      retry,
      abort,
      clear,
    };
  }
  const answered = !localSearching && settled?.text === query;
  return {
    results: settled?.results ?? NO_RESULTS,
    current: settled?.text === query,
    searching: localSearching,
    error: answered ? settled.error : null,
    empty: answered && settled.error === null && settled.results.length === 0,
    retry,
    abort,
    clear,
  };
}
