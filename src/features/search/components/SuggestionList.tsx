import clsx from 'clsx';

import type { Locality } from '@/types/location';

import styles from './LocationSearch.module.css';

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
  onChoose: (place: Locality) => void;
}

/** The combobox popup: a listbox of places named by their DisplayCompositeName. */
export function SuggestionList({
  id,
  open,
  options,
  activeIndex,
  heading,
  optionId,
  onChoose,
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
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : 'Search results'}
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
            onClick={() => onChoose(place)}
          >
            {place.DisplayCompositeName}
          </li>
        ))}
      </ul>
    </div>
  );
}
