import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 20px;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 8px;
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Segments = styled.div`
  display: flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const Segment = styled.label`
  position: relative;
  flex: 1 1 0;
  min-width: 72px;
  cursor: pointer;
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: block;
    padding: 10px 8px;
    text-align: center;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    transition:
      background-color 120ms ease,
      color 120ms ease;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-weight: 600;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  &:hover input:not(:checked) + span {
    background: ${({ theme }) => theme.colors.background};
  }
`;

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
    <Fieldset role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>{legend}</Legend>
      <Segments>
        {choices.map((choice) => (
          <Segment key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.text}</span>
          </Segment>
        ))}
      </Segments>
    </Fieldset>
  );
}
