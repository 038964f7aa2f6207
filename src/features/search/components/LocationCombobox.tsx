import { useEffect, useId, useRef } from 'react';

import { Button } from '@/components/Button';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/search';

import { useLocationCombobox, type SuggestionMode } from '../hooks/useLocationCombobox';
import type { SelectLocationHandler } from '../hooks/useSelectLocation';
import type { SearchScope } from '../searchSlice';
import styles from './LocationSearch.module.css';
import { LocationSearchField } from './LocationSearchField';
import { SuggestionList } from './SuggestionList';

const t = translator('search', messages);

/** Shown, and announced, when a search found no place. */
export const NO_LOCATIONS_FOUND = t('noLocationsFound');
/** Shown, and announced, when a search failed (with a Retry button). */
export const LOCATION_SEARCH_FAILED = t('searchFailed');

/** Props of a location search box (`LocationSearch`, which puts the header's in a form). */
export interface LocationComboboxProps {
  /**
   * Replaces the default outcome of a choice (navigate, or set the active location), e.g. to add
   * the place as a favourite. The choice still joins the recent searches.
   */
  onSelect?: SelectLocationHandler;
  placeholder?: string;
  /**
   * 'header' (default): the location bar's box (its state in the search slice, its field named
   * `q` for the results page's form); 'local': another box with its own text and results
   * ("Add a location").
   */
  scope?: SearchScope;
  /** The field's accessible name (default "Search locations"). */
  label?: string;
  /** Shows `label` above the field (inside a dialog); the location bar's box has none. */
  showLabel?: boolean;
  /** Called with the text the visitor types. */
  onTextChange?: (text: string) => void;
  /** The field's form name (default: `q` for the header's box, none for another). */
  name?: string;
}

const pluralRules = new Intl.PluralRules('en-US');

/** The `.one` or `.other` message of `key` for `count`. */
const plural = (count: number, key: 'recent' | 'results') =>
  t(pluralRules.select(count) === 'one' ? `${key}.one` : `${key}.other`, { count });

function announcement(open: boolean, mode: SuggestionMode, count: number): string {
  if (!open) return '';
  switch (mode) {
    case 'recent':
      return plural(count, 'recent');
    case 'results':
      return plural(count, 'results');
    case 'none':
      return NO_LOCATIONS_FOUND;
    case 'failed':
      return LOCATION_SEARCH_FAILED;
    default:
      return '';
  }
}

/**
 * A location search box: a WAI-ARIA 1.2 combobox with a listbox popup of results (or recent
 * searches), "No locations found" when a search finds nothing, and a Retry button when it fails;
 * each announced in a polite live region. The server draws the same field: what a visitor typed
 * into it, and its focus, before the app started are taken over when it starts (the text is
 * searched at once).
 */
export function LocationCombobox({
  onSelect,
  placeholder = t('placeholder'),
  scope = 'header',
  label = t('label'),
  showLabel = false,
  onTextChange,
  name = scope === 'header' ? 'q' : undefined,
}: LocationComboboxProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const {
    text,
    open,
    mode,
    options,
    activeIndex,
    retry,
    select,
    onChange,
    onFocus,
    onBlur,
    onKeyDown,
    takeOver,
  } = useLocationCombobox({ scope, onSelect });
  useEffect(() => {
    // Once, when the app starts: the server's field may hold text and focus the visitor gave it.
    const input = inputRef.current;
    if (input) takeOver(input.value, document.activeElement === input);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The listbox shows only with options; a message alone leaves the combobox collapsed.
  const listOpen = open && options.length > 0;
  const message =
    mode === 'none' ? (
      NO_LOCATIONS_FOUND
    ) : mode === 'failed' ? (
      <>
        <span>{LOCATION_SEARCH_FAILED}</span>
        <Button
          variant="link"
          className={styles.retry}
          // Keep focus in the box while the press lands; the field takes it back for the search.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            retry();
          }}
        >
          {t('retry')}
        </Button>
      </>
    ) : null;

  return (
    <LocationSearchField
      inputId={inputId}
      listboxId={listboxId}
      label={label}
      showLabel={showLabel}
      placeholder={placeholder}
      expanded={listOpen}
      activeDescendant={listOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
      onFocus={onFocus}
      onBlur={onBlur}
      input={{
        ref: inputRef,
        name,
        value: text,
        onChange: (event) => {
          onChange(event);
          onTextChange?.(event.target.value);
        },
        onKeyDown,
      }}
      popup={
        <SuggestionList
          id={listboxId}
          open={open}
          options={options}
          activeIndex={activeIndex}
          heading={mode === 'recent' ? t('recentSearches') : null}
          optionId={optionId}
          onChoose={select}
          message={message}
        />
      }
      status={announcement(open, mode, options.length)}
    />
  );
}
