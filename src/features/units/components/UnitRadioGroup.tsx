import styles from './UnitRadioGroup.module.css';

/** One choice of a {@link UnitRadioGroup}: its value and the text that names it. */
export interface UnitChoice<T extends number> {
  value: T;
  text: string;
}

/** Props of {@link UnitRadioGroup}. */
export interface UnitRadioGroupProps<T extends number> {
  /** The group's accessible name, shown as its legend. */
  legend: string;
  /** The radios' shared name (one group per name). */
  name: string;
  choices: readonly UnitChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** A line under the choices saying what else the choice sets (the group's description). */
  hint?: string;
}

/** A native radio group (fieldset + legend) drawn as a segmented control. */
export function UnitRadioGroup<T extends number>({
  legend,
  name,
  choices,
  value,
  onChange,
  hint,
}: UnitRadioGroupProps<T>) {
  const legendId = `${name}-legend`;
  const hintId = `${name}-hint`;
  return (
    // A fieldset may take the radiogroup role; the legend still names it.
    <fieldset
      className={styles.fieldset}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className={styles.legend} id={legendId}>
        {legend}
      </legend>
      <div className={styles.segments}>
        {choices.map((choice) => (
          <label className={styles.segment} key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.text}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
