import clsx from 'clsx';
import type { ComponentPropsWithRef, FocusEventHandler, ReactNode } from 'react';

import { Icon } from '@/components/Icon';
import { MAX_SEARCH_TEXT_LENGTH } from '@/lib/provider/calls';

import styles from './LocationSearch.module.css';

/** Props of {@link LocationSearchField}. */
export interface LocationSearchFieldProps {
  /** The field's id (the label's `for`). */
  inputId: string;
  /** The popup's listbox id (the combobox's `aria-controls`). */
  listboxId: string;
  /** The field's accessible name. */
  label: string;
  /** Shows `label` above the field (inside a dialog); otherwise it names the field alone. */
  showLabel: boolean;
  placeholder: string;
  /** Whether the popup's listbox shows (the combobox's `aria-expanded`). */
  expanded: boolean;
  /** The highlighted option's id (`aria-activedescendant`), if any. */
  activeDescendant?: string;
  /** The field's own props: value, handlers, ref. */
  input: Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'role' | 'className'>;
  /** Focus handlers of the box (they follow focus between the field and its popup). */
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  /** The popup under the field. */
  popup: ReactNode;
  /** What the polite live region announces. */
  status: string;
}

/**
 * The markup of a location search box: the labelled combobox field with its magnifier, the popup
 * and a polite live region, as `LocationCombobox` draws it (the server's HTML and the running app
 * alike).
 */
export function LocationSearchField({
  inputId,
  listboxId,
  label,
  showLabel,
  placeholder,
  expanded,
  activeDescendant,
  input,
  onFocus,
  onBlur,
  popup,
  status,
}: LocationSearchFieldProps) {
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
          {...input}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={showLabel ? undefined : label}
          aria-controls={listboxId}
          aria-expanded={expanded}
          aria-activedescendant={activeDescendant}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_SEARCH_TEXT_LENGTH}
          placeholder={placeholder}
        />
      </div>
      {popup}
      <div className="visually-hidden" role="status">
        {status}
      </div>
    </div>
  );
}
