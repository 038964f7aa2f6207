import { useCallback, useEffect, useRef } from 'react';

import { useAppDispatch, useAppSelector } from '@/application/hooks';

import {
  searchLocationsQuery,
  selectIsUserTyping,
  selectSearchText,
  suggestionsCleared,
} from '../searchSlice';

/** Delay between the last keystroke and the search call. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Suggestions are used only for texts longer than this (spec 000 §5). */
export const MIN_SUGGESTION_LENGTH = 1;

/**
 * Runs the location search a moment after the visitor stops typing, only for text longer than
 * one character; shorter text drops the suggestions. Answers a function that aborts the query
 * in flight (used when the field is cleared or a place is chosen).
 */
export function useDeferredLocationQuery(): () => void {
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectSearchText);
  const typing = useAppSelector(selectIsUserTyping);
  const inFlight = useRef<{ abort: () => void } | null>(null);

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => {
    if (!typing) return undefined;
    const query = text.trim();
    if (query.length <= MIN_SUGGESTION_LENGTH) {
      abort();
      dispatch(suggestionsCleared());
      return undefined;
    }
    const timer = setTimeout(() => {
      inFlight.current = dispatch(searchLocationsQuery(query));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, typing, dispatch, abort]);

  useEffect(() => abort, [abort]);
  return abort;
}
