import { useId, type RefObject } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Dialog } from '@/components/Dialog';
import {
  precipitationOptions,
  pressureOptions,
  temperatureOptions,
  windSpeedOptions,
} from '@/lib/units';

import { selectUnits, unitsChanged } from '../unitsSlice';
import styles from './SettingsDialog.module.css';
import { UnitRadioGroup } from './UnitRadioGroup';

/** Props of {@link SettingsDialog}. */
export interface SettingsDialogProps {
  /** Called on Escape, on the Close button and on a click outside the panel. */
  onClose: () => void;
  /** Where focus goes when the dialog closes; default: the element focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Focus on opening: the first checked radio (the temperature unit). */
function checkedRadio(dialog: HTMLElement) {
  return dialog.querySelector<HTMLElement>('input:checked');
}

/**
 * The modal "Settings" dialog: radio groups for temperature, wind speed, pressure
 * and rain. A change updates the units at once; saving happens in the opener, on close.
 */
export function SettingsDialog({ onClose, returnFocusRef }: SettingsDialogProps) {
  const dispatch = useAppDispatch();
  const units = useAppSelector(selectUnits);
  const name = useId();

  return (
    <Dialog
      title="Settings"
      variant="sheet"
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      initialFocus={checkedRadio}
    >
      <div className={styles.body}>
        <UnitRadioGroup
          legend="Temperature"
          name={`${name}tempUnit`}
          value={units.tempUnit}
          choices={temperatureOptions.map((o) => ({
            value: o.value,
            text: `${o.label} ${o.symbol}`,
          }))}
          onChange={(tempUnit) => dispatch(unitsChanged({ tempUnit }))}
        />
        <UnitRadioGroup
          legend="Wind speed"
          name={`${name}windUnit`}
          value={units.windUnit}
          choices={windSpeedOptions.map((o) => ({ value: o.value, text: o.symbol }))}
          onChange={(windUnit) => dispatch(unitsChanged({ windUnit }))}
        />
        <UnitRadioGroup
          legend="Pressure"
          name={`${name}pressureUnit`}
          value={units.pressureUnit}
          choices={pressureOptions.map((o) => ({ value: o.value, text: o.symbol }))}
          onChange={(pressureUnit) => dispatch(unitsChanged({ pressureUnit }))}
        />
        <UnitRadioGroup
          legend="Rain"
          name={`${name}rainUnit`}
          value={units.rainUnit}
          choices={precipitationOptions.map((o) => ({ value: o.value, text: o.symbol }))}
          onChange={(rainUnit) => dispatch(unitsChanged({ rainUnit }))}
        />
      </div>
    </Dialog>
  );
}
