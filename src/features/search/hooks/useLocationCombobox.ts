import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
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
  type SearchScope,
} from '../searchSlice';
import { MIN_SUGGESTION_LENGTH, useLocationSearch } from './useLocationSearch';
import { useRecentSearches } from './useRecentSearches';
import { useSelectLocation, type SelectLocationHandler } from './useSelectLocation';

/** Suggestions hide, and the field clears, this long after the field loses focus. */
export const SUGGESTION_HIDE_DELAY_MS = 150;

const NO_OPTIONS: Locality[] = [];

/**
 * What the popup shows: search results, recent searches for an empty field, the "nothing found"
 * message, or the failed search's message with its Retry button.
 */
export type SuggestionMode = 'results' | 'recent' | 'none' | 'failed' | null;

/** Options of {@link useLocationCombobox}. */
export interface LocationComboboxOptions {
  /**
   * 'header' (default): the header's box, whose text, highlight and results live in the search
   * slice; 'local': another box ("Add a location"), whose state lives in the hook.
   */
  scope?: SearchScope;
  /** Replaces the default outcome of a choice (see `useSelectLocation`). */
  onSelect?: SelectLocationHandler;
}

/** The highlighted result of a local box, for the results it was moved in. */
interface LocalHighlight {
  results: readonly Locality[];
  index: number;
}

/**
 * The location combobox's behaviour, the same for every box: what the popup shows and which
 * option is highlighted, plus the handlers of the field and of the box around it (`onFocus` and
 * `onBlur` belong on the element that holds the field and the popup, so focus may move to the
 * popup's Retry button without closing it). With an empty field, the arrows move through the
 * recent searches (a local highlight, none at first), so they are reachable by keyboard.
 */
export function useLocationCombobox({ scope = 'header', onSelect }: LocationComboboxOptions = {}) {
  const header = scope === 'header';
  const dispatch = useAppDispatch();
  const headerText = useAppSelector(selectSearchText);
  const headerTyping = useAppSelector(selectIsUserTyping);
  const headerIndex = useAppSelector(selectSuggestionIndex);
  const [localText, setLocalText] = useState('');
  const [localTyping, setLocalTyping] = useState(false);
  const text = header ? headerText : localText;
  const recent = useRecentSearches();
  const dropSuggestions = useCallback(() => dispatch(suggestionsCleared()), [dispatch]);
  // The search runs while the visitor types.
  const search = useLocationSearch(text, {
    scope,
    enabled: header ? headerTyping : localTyping,
    onEmptyText: header ? dropSuggestions : undefined,
  });
  const {
    results,
    current: resultsCurrent,
    abort: abortQuery,
    clear: clearResults,
    retry,
  } = search;
  const [localHighlight, setLocalHighlight] = useState<LocalHighlight>({
    results: NO_OPTIONS,
    index: 0,
  });
  // A new list of results starts highlighted at its first item.
  const resultIndex = header
    ? headerIndex
    : localHighlight.results === results
      ? localHighlight.index
      : 0;
  const choose = useSelectLocation(onSelect, abortQuery, scope);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [recentIndex, setRecentIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const trimmed = text.trim();
  const typed = trimmed.length > MIN_SUGGESTION_LENGTH;
  const mode: SuggestionMode =
    typed && results.length > 0
      ? 'results'
      : typed && search.error !== null
        ? 'failed'
        : typed && search.empty
          ? 'none'
          : trimmed === '' && recent.length > 0
            ? 'recent'
            : null;
  const open = focused && !dismissed && mode !== null;
  const options = mode === 'results' ? results : mode === 'recent' ? recent : NO_OPTIONS;
  // A previous text's results stay on show while the new search runs, but none is highlighted:
  // Enter then acts on the text as typed (the header's form), not on a place of the old list.
  const activeIndex = !open
    ? -1
    : mode === 'results'
      ? resultsCurrent
        ? resultIndex
        : -1
      : mode === 'recent'
        ? recentIndex
        : -1;

  /** Empties the field: text, typing flag and results. */
  const clearField = useCallback(() => {
    abortQuery();
    if (header) {
      dispatch(searchTextCleared());
      return;
    }
    setLocalText('');
    setLocalTyping(false);
    clearResults();
  }, [abortQuery, clearResults, dispatch, header]);

  const select = useCallback(
    (place: Locality, index: number) => {
      setRecentIndex(-1);
      if (!header) {
        // The box empties for the next search; its recent searches wait for the next key.
        setLocalText('');
        setLocalTyping(false);
        clearResults();
        setDismissed(true);
      }
      choose(place, index);
    },
    [choose, clearResults, header],
  );

  /** The visitor's text, as typed. */
  const changeText = useCallback(
    (value: string) => {
      setDismissed(false);
      setRecentIndex(-1);
      if (header) {
        dispatch(searchTextChanged(value));
        return;
      }
      setLocalText(value);
      setLocalTyping(true);
    },
    [dispatch, header],
  );

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => changeText(event.target.value),
    [changeText],
  );

  const onFocus = useCallback(() => {
    clearTimeout(blurTimer.current);
    if (focused) return;
    if (header) dispatch(searchStarted());
    setFocused(true);
    setDismissed(false);
  }, [dispatch, focused, header]);

  /**
   * Takes over the field as the visitor left it before the app started (the server drew the same
   * field): its focus is kept, and text typed into it is searched at once.
   */
  const takeOver = useCallback(
    (value: string, hasFocus: boolean) => {
      if (hasFocus) onFocus();
      if (value !== text) changeText(value);
    },
    [changeText, onFocus, text],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      // Focus moving inside the box (to the Retry button and back) keeps it open.
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      clearTimeout(blurTimer.current);
      blurTimer.current = setTimeout(() => {
        setFocused(false);
        setRecentIndex(-1);
        if (header) dispatch(searchEnded());
        clearField();
      }, SUGGESTION_HIDE_DELAY_MS);
    },
    [clearField, dispatch, header],
  );

  const moveHighlight = useCallback(
    (direction: 'up' | 'down') => {
      if (header) {
        dispatch(suggestionIndexMoved(direction));
        return;
      }
      const last = Math.max(0, results.length - 1);
      const next = resultIndex + (direction === 'up' ? -1 : 1);
      setLocalHighlight({ results, index: Math.min(last, Math.max(0, next)) });
    },
    [dispatch, header, resultIndex, results],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const { key } = event;
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        const direction = key === 'ArrowUp' ? 'up' : 'down';
        if (mode === 'results' && typed && resultsCurrent) moveHighlight(direction);
        else if (mode === 'recent') {
          setRecentIndex((i) =>
            Math.min(recent.length - 1, Math.max(0, i + (direction === 'up' ? -1 : 1))),
          );
        } else return;
        event.preventDefault();
        setDismissed(false);
      } else if (key === 'Enter') {
        const place = options[activeIndex];
        // Nothing typed: nothing to search (the header's form would send it to the results page,
        // which refuses an empty search).
        if (!place && trimmed === '') event.preventDefault();
        if (!place) return;
        event.preventDefault();
        select(place, activeIndex);
      } else if (key === 'Escape') {
        // Nothing to clear: Escape is left to what holds the box (a dialog closes).
        if (text === '' && !open) return;
        event.preventDefault();
        setDismissed(true);
        setRecentIndex(-1);
        clearField();
      }
    },
    [
      activeIndex,
      clearField,
      mode,
      moveHighlight,
      open,
      options,
      recent.length,
      resultsCurrent,
      select,
      text,
      trimmed,
      typed,
    ],
  );

  return {
    text,
    open,
    mode,
    options,
    activeIndex,
    /** The failed search's message (mode 'failed'). */
    error: search.error,
    retry,
    select,
    onChange,
    onFocus,
    onBlur,
    onKeyDown,
    takeOver,
  };
}
