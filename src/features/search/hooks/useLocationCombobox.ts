import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { Locality } from '@/types/location';

import {
  searchEnded,
  searchStarted,
  searchTextChanged,
  searchTextCleared,
  selectIsUserTyping,
  selectSearchText,
  selectSuggestionIndex,
  suggestionIndexMoved,
  suggestionsCleared,
} from '../searchSlice';
import { MIN_SUGGESTION_LENGTH, useLocationSearch } from './useLocationSearch';
import { useRecentSearches } from './useRecentSearches';
import { useSelectLocation } from './useSelectLocation';

/** Suggestions hide, and the field clears, this long after the field loses focus. */
export const SUGGESTION_HIDE_DELAY_MS = 150;

const NO_OPTIONS: Locality[] = [];

/** What the popup lists: search results, or recent searches for an empty field. */
export type SuggestionMode = 'results' | 'recent' | null;

/**
 * The location combobox's behaviour: what the popup lists and which option is
 * highlighted, plus the field's handlers. With an empty field, the arrows move through the
 * recent searches too (a local highlight, none at first), so they are reachable by keyboard.
 */
export function useLocationCombobox(onSelect?: (place: Locality) => void) {
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectSearchText);
  const typing = useAppSelector(selectIsUserTyping);
  const resultIndex = useAppSelector(selectSuggestionIndex);
  const recent = useRecentSearches();
  const dropSuggestions = useCallback(() => dispatch(suggestionsCleared()), [dispatch]);
  // The search runs while the visitor types; its state lives in the search slice.
  const { results, abort: abortQuery } = useLocationSearch(text, {
    scope: 'header',
    enabled: typing,
    onShortText: dropSuggestions,
  });
  const select = useSelectLocation(onSelect, abortQuery);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [recentIndex, setRecentIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const typed = text.trim().length > MIN_SUGGESTION_LENGTH;
  const mode: SuggestionMode =
    typed && results.length > 0
      ? 'results'
      : text.trim() === '' && recent.length > 0
        ? 'recent'
        : null;
  const open = focused && !dismissed && mode !== null;
  const options = mode === 'results' ? results : mode === 'recent' ? recent : NO_OPTIONS;
  const activeIndex = !open ? -1 : mode === 'results' ? resultIndex : recentIndex;

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      setDismissed(false);
      setRecentIndex(-1);
      dispatch(searchTextChanged(event.target.value));
    },
    [dispatch],
  );

  const onFocus = useCallback(() => {
    clearTimeout(blurTimer.current);
    if (!focused) dispatch(searchStarted());
    setFocused(true);
    setDismissed(false);
  }, [dispatch, focused]);

  const onBlur = useCallback(() => {
    blurTimer.current = setTimeout(() => {
      setFocused(false);
      setRecentIndex(-1);
      abortQuery();
      dispatch(searchEnded());
      dispatch(searchTextCleared());
    }, SUGGESTION_HIDE_DELAY_MS);
  }, [abortQuery, dispatch]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const { key } = event;
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        const direction = key === 'ArrowUp' ? 'up' : 'down';
        if (mode === 'results' && typed) dispatch(suggestionIndexMoved(direction));
        else if (mode === 'recent') {
          setRecentIndex((i) =>
            Math.min(recent.length - 1, Math.max(0, i + (direction === 'up' ? -1 : 1))),
          );
        } else return;
        event.preventDefault();
        setDismissed(false);
      } else if (key === 'Enter') {
        const place = options[activeIndex];
        if (!place) return;
        event.preventDefault();
        select(place);
      } else if (key === 'Escape') {
        event.preventDefault();
        abortQuery();
        setDismissed(true);
        setRecentIndex(-1);
        dispatch(searchTextCleared());
      }
    },
    [abortQuery, activeIndex, dispatch, mode, options, recent.length, select, typed],
  );

  return { text, open, mode, options, activeIndex, select, onChange, onFocus, onBlur, onKeyDown };
}
