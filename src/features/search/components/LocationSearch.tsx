import { useId } from 'react';

import { Icon } from '@/components/Icon';
import type { Locality } from '@/types/location';

import { useLocationCombobox, type SuggestionMode } from '../hooks/useLocationCombobox';
import styles from './LocationSearch.module.css';
import { SuggestionList } from './SuggestionList';

/** Props of {@link LocationSearch}. */
export interface LocationSearchProps {
  /**
   * Replaces the default outcome of a choice (navigate, or set the active location), e.g. to add
   * the place as a favourite. The choice still joins the recent searches.
   */
  onSelect?: (place: Locality) => void;
  placeholder?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function announcement(open: boolean, mode: SuggestionMode, count: number): string {
  if (!open) return '';
  return mode === 'recent'
    ? plural(count, 'recent search', 'recent searches')
    : plural(count, 'result', 'results');
}

/** The location search box: a WAI-ARIA 1.2 combobox "Search locations" with a listbox popup. */
export function LocationSearch({
  onSelect,
  placeholder = 'Search city or zip code',
}: LocationSearchProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const { text, open, mode, options, activeIndex, select, onChange, onFocus, onBlur, onKeyDown } =
    useLocationCombobox(onSelect);

  return (
    <div className={styles.root}>
      <Icon name="search" className={styles.icon} />
      <input
        className={styles.input}
        type="text"
        role="combobox"
        aria-label="Search locations"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <SuggestionList
        id={listboxId}
        open={open}
        options={options}
        activeIndex={activeIndex}
        heading={mode === 'recent' ? 'Recent searches' : null}
        optionId={optionId}
        onChoose={select}
      />
      <div className="visually-hidden" role="status">
        {announcement(open, mode, options.length)}
      </div>
    </div>
  );
}
