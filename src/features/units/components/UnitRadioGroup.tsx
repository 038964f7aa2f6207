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
}

/** A native radio group (fieldset + legend) drawn as a segmented control. */
export function UnitRadioGroup<T extends number>({
  legend,
  name,
  choices,
  value,
  onChange,
}: UnitRadioGroupProps<T>) {
  const legendId = `${name}-legend`;
  return (
    // A fieldset may take the radiogroup role; the legend still names it.
    <fieldset className={styles.fieldset} role="radiogroup" aria-labelledby={legendId}>
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
    </fieldset>
  );
}
