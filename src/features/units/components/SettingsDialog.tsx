import { useId, type RefObject } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Dialog } from '@/components/Dialog';
import {
  precipitationOptions,
  pressureOptions,
  temperatureOptions,
  windSpeedOptions,
} from '@/lib/units';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/units';

import { selectUnits, unitsChanged } from '../unitsSlice';
import styles from './SettingsDialog.module.css';
import { UnitRadioGroup } from './UnitRadioGroup';

const t = translator('units', messages);

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
      title={t('dialog.title')}
      variant="sheet"
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      initialFocus={checkedRadio}
    >
      <div className={styles.body}>
        <UnitRadioGroup
          legend={t('legend.temperature')}
          name={`${name}tempUnit`}
          value={units.tempUnit}
          choices={temperatureOptions.map((o) => ({
            value: o.value,
            text: t('temperatureChoice', { label: o.label, symbol: o.symbol }),
          }))}
          onChange={(tempUnit) => dispatch(unitsChanged({ tempUnit }))}
        />
        <UnitRadioGroup
          legend={t('legend.windSpeed')}
          name={`${name}windUnit`}
          value={units.windUnit}
          choices={windSpeedOptions.map((o) => ({ value: o.value, text: o.symbol }))}
          onChange={(windUnit) => dispatch(unitsChanged({ windUnit }))}
        />
        <UnitRadioGroup
          legend={t('legend.pressure')}
          name={`${name}pressureUnit`}
          value={units.pressureUnit}
          choices={pressureOptions.map((o) => ({ value: o.value, text: o.symbol }))}
          onChange={(pressureUnit) => dispatch(unitsChanged({ pressureUnit }))}
        />
        <UnitRadioGroup
          legend={t('legend.rain')}
          name={`${name}rainUnit`}
          value={units.rainUnit}
          choices={precipitationOptions.map((o) => ({ value: o.value, text: o.symbol }))}
          onChange={(rainUnit) => dispatch(unitsChanged({ rainUnit }))}
          hint={t('hint.rain')}
        />
      </div>
    </Dialog>
  );
}
