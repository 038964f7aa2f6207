import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';

import { useAppDispatch, useAppStore } from '@/application/hooks';
import { selectPageId } from '@/features/page/pageSlice';
import type { PressureUnit, WindUnit } from '@/types/location';

import { isHurricanePage, withUnitQuery } from '../unitQuery';
import { saveUnits, selectPressureUnit, selectWindUnit } from '../unitsSlice';

// Loaded when first opened: the dialog is not part of every page's first JavaScript.
const SettingsDialog = dynamic(() => import('./SettingsDialog').then((m) => m.SettingsDialog), {
  ssr: false,
});

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 14px;
  border: 1px solid rgba(255, 255, 255, 0.7);
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: #fff;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

/**
 * The footer's "Settings" button and its dialog. On close the units are saved (when a device id
 * exists) and, on a hurricane page, a changed wind or pressure unit reloads the page with new
 * `su` and `pu` query values (spec 000 §4 "Units").
 */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedWith = useRef<{ wind: WindUnit; pressure: PressureUnit } | null>(null);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const router = useRouter();

  const handleOpen = () => {
    const state = store.getState();
    openedWith.current = { wind: selectWindUnit(state), pressure: selectPressureUnit(state) };
    setOpen(true);
  };

  const handleClose = useCallback(() => {
    setOpen(false);
    const saving = dispatch(saveUnits());
    const state = store.getState();
    const wind = selectWindUnit(state);
    const pressure = selectPressureUnit(state);
    const before = openedWith.current;
    openedWith.current = null;
    if (
      before &&
      isHurricanePage(selectPageId(state)) &&
      (before.wind !== wind || before.pressure !== pressure)
    ) {
      // After the save settles, so the reloaded page's server props carry the new units.
      const target = withUnitQuery(router.asPath, wind, pressure);
      void saving.finally(() => router.push(target));
    }
  }, [dispatch, store, router]);

  return (
    <>
      <Button ref={buttonRef} type="button" aria-haspopup="dialog" onClick={handleOpen}>
        <svg viewBox="1 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            fillRule="evenodd"
            d="M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1L11 21h4l.4-2.9a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5L19.4 13ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
          />
        </svg>
        Settings
      </Button>
      {open && <SettingsDialog onClose={handleClose} returnFocusRef={buttonRef} />}
    </>
  );
}
