import clsx from 'clsx';
import type { ReactNode } from 'react';

import type { Locality } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/search';

import styles from './LocationSearch.module.css';

const t = translator('search', messages);

/** Props of {@link SuggestionList}. */
export interface SuggestionListProps {
  /** The listbox id (the combobox's aria-controls). */
  id: string;
  open: boolean;
  options: readonly Locality[];
  /** The highlighted option, -1 for none. */
  activeIndex: number;
  /** A visible heading that labels the list ("Recent searches"); null for search results. */
  heading: string | null;
  optionId: (index: number) => string;
  onChoose: (place: Locality, index: number) => void;
  /** Shown under the list instead of options ("No locations found", a failed search). */
  message?: ReactNode;
}

/**
 * The combobox popup: a listbox of places named by their DisplayCompositeName, or a message
 * when the search found nothing or failed (the listbox is then hidden).
 */
export function SuggestionList({
  id,
  open,
  options,
  activeIndex,
  heading,
  optionId,
  onChoose,
  message,
}: SuggestionListProps) {
  const headingId = `${id}-heading`;
  return (
    <div className={styles.popup} hidden={!open}>
      {heading ? (
        <div className={styles.popupHeading} id={headingId}>
          {heading}
        </div>
      ) : null}
      <ul
        className={styles.optionList}
        id={id}
        role="listbox"
        hidden={options.length === 0}
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : t('searchResults')}
      >
        {options.map((place, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the field's: it moves the highlight with aria-activedescendant
          <li
            key={`${place.CityId}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={clsx(styles.option, index === activeIndex && styles.active)}
            // Keep focus in the field, so its blur does not hide the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(place, index)}
          >
            {place.DisplayCompositeName}
          </li>
        ))}
      </ul>
      {message ? <div className={styles.popupMessage}>{message}</div> : null}
    </div>
  );
}
