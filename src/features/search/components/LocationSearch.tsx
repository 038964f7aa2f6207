import clsx from 'clsx';
import { useId, useRef } from 'react';

import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/search';

import { useLocationCombobox, type SuggestionMode } from '../hooks/useLocationCombobox';
import type { SelectLocationHandler } from '../hooks/useSelectLocation';
import type { SearchScope } from '../searchSlice';
import styles from './LocationSearch.module.css';
import { SuggestionList } from './SuggestionList';

const t = translator('search', messages);

/** Shown, and announced, when a search found no place. */
export const NO_LOCATIONS_FOUND = t('noLocationsFound');
/** Shown, and announced, when a search failed (with a Retry button). */
export const LOCATION_SEARCH_FAILED = t('searchFailed');

/** Props of {@link LocationSearch}. */
export interface LocationSearchProps {
  /**
   * Replaces the default outcome of a choice (navigate, or set the active location), e.g. to add
   * the place as a favourite. The choice still joins the recent searches.
   */
  onSelect?: SelectLocationHandler;
  placeholder?: string;
  /**
   * 'header' (default): the location bar's box (its state in the search slice);
   * 'local': another box with its own text and results ("Add a location").
   */
  scope?: SearchScope;
  /** The field's accessible name (default "Search locations"). */
  label?: string;
  /** Shows `label` above the field (inside a dialog); the location bar's box has none. */
  showLabel?: boolean;
  /** Called with the text the visitor types. */
  onTextChange?: (text: string) => void;
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
 * each announced in a polite live region.
 */
export function LocationSearch({
  onSelect,
  placeholder = t('placeholder'),
  scope = 'header',
  label = t('label'),
  showLabel = false,
  onTextChange,
}: LocationSearchProps) {
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
  } = useLocationCombobox({ scope, onSelect });

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
    // Focus handlers only: they follow focus between the field and the popup's Retry button.
    <div
      className={clsx(styles.root, showLabel && styles.labelled)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {showLabel ? (
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      <div className={styles.field}>
        <Icon name="search" className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={showLabel ? undefined : label}
          aria-expanded={listOpen}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={listOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onChange(event);
            onTextChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
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
      <div className="visually-hidden" role="status">
        {announcement(open, mode, options.length)}
      </div>
    </div>
  );
}
