import { useCallback, useEffect, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { Locality } from '@/types/location';

import {
  searchLocationsQuery,
  selectIsQuerying,
  selectSearchResults,
  type SearchScope,
} from '../searchSlice';

/** Delay between the last keystroke and the search call. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Searches run, and suggestions are used, only for texts longer than this. */
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
  /** Called when the text gets too short to search (stable, e.g. from useCallback). */
  onShortText?: () => void;
}

/** What {@link useLocationSearch} answers. */
export interface LocationSearchResult {
  /** The latest search's results, at most six. */
  results: Locality[];
  /** A search is running. */
  searching: boolean;
  /** Aborts the query in flight (used when the field is cleared or a place is chosen). */
  abort: () => void;
}

const NO_RESULTS: Locality[] = [];

/**
 * The site's one location search (the header's combobox and Manage Locations' "Add a location"):
 * a moment after the text stops changing, and only for text longer than one character, it runs
 * `searchLocationsQuery` (the store's provider client, the standard parameters, 10 requested and
 * 6 kept). A newer search aborts the older one of the same scope; shorter text drops the results.
 */
export function useLocationSearch(
  text: string,
  { scope = 'local', enabled = true, onShortText }: LocationSearchOptions = {},
): LocationSearchResult {
  const dispatch = useAppDispatch();
  const headerResults = useAppSelector(selectSearchResults);
  const headerSearching = useAppSelector(selectIsQuerying);
  const [localResults, setLocalResults] = useState<Locality[]>(NO_RESULTS);
  const [localSearching, setLocalSearching] = useState(false);
  const inFlight = useRef<{ abort: () => void } | null>(null);
  const local = scope === 'local';
  const query = text.trim();
  const tooShort = query.length <= MIN_SUGGESTION_LENGTH;

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    if (tooShort) {
      abort();
      onShortText?.();
      return undefined;
    }
    const timer = setTimeout(() => {
      const pending = dispatch(searchLocationsQuery({ text: query, scope }));
      inFlight.current = pending;
      if (!local) return;
      setLocalSearching(true);
      void pending.then((action) => {
        if (inFlight.current === pending) {
          inFlight.current = null;
          setLocalSearching(false);
          setLocalResults(
            searchLocationsQuery.fulfilled.match(action) ? action.payload : NO_RESULTS,
          );
        } else if (inFlight.current === null) {
          setLocalSearching(false); // aborted: no search runs now
        } // else superseded: the newer search has the last word
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, tooShort, enabled, local, scope, dispatch, abort, onShortText]);

  useEffect(() => abort, [abort]);

  if (!local) return { results: headerResults, searching: headerSearching, abort };
  // Text too short to search shows no results (a later search replaces the kept ones).
  return tooShort
    ? { results: NO_RESULTS, searching: false, abort }
    : { results: localResults, searching: localSearching, abort };
}
