import { useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { useAppDispatch, useAppSelector } from '@/application/hooks';
import {
  precipitationOptions,
  pressureOptions,
  temperatureOptions,
  windSpeedOptions,
} from '@/lib/units';

import { selectUnits, unitsChanged } from '../unitsSlice';
import { useModalFocus } from '../useModalFocus';
import { Backdrop, Body, CloseButton, Header, Panel } from './SettingsDialog.styles';
import { UnitRadioGroup } from './UnitRadioGroup';

/** Props of {@link SettingsDialog}. */
export interface SettingsDialogProps {
  /** Called on Escape, on the Close button and on a click outside the panel. */
  onClose: () => void;
  /** Where focus goes when the dialog closes; default: the element focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The modal "Settings" dialog (spec 000 §2): radio groups for temperature, wind speed, pressure
 * and rain. A change updates the units at once; saving happens in the opener, on close.
 */
export function SettingsDialog({ onClose, returnFocusRef }: SettingsDialogProps) {
  const dispatch = useAppDispatch();
  const units = useAppSelector(selectUnits);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const name = useId();
  const onKeyDown = useModalFocus(panelRef, onClose, returnFocusRef);

  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>Settings</h2>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body>
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
        </Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
