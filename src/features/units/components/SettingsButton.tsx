import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useRef, useState } from 'react';

import { useAppDispatch, useAppStore } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { selectPageId } from '@/features/page/pageSlice';
import type { PressureUnit, WindUnit } from '@/types/location';

import { isHurricanePage, withUnitQuery } from '../unitQuery';
import { saveUnits, selectPressureUnit, selectWindUnit } from '../unitsSlice';

// Loaded when first opened: the dialog is not part of every page's first JavaScript.
const SettingsDialog = dynamic(() => import('./SettingsDialog').then((m) => m.SettingsDialog), {
  ssr: false,
});

/**
 * The footer's "Settings" button and its dialog. On close the units are saved (when a device id
 * exists) and, on a hurricane page, a changed wind or pressure unit reloads the page with new
 * `su` and `pu` query values.
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
      <Button
        ref={buttonRef}
        variant="outline"
        type="button"
        aria-haspopup="dialog"
        onClick={handleOpen}
      >
        <Icon name="settings" size={16} />
        Settings
      </Button>
      {open && <SettingsDialog onClose={handleClose} returnFocusRef={buttonRef} />}
    </>
  );
}
