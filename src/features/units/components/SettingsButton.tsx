import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { selectPageId } from '@/features/page/pageSlice';
import type { PressureUnit, WindUnit } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/units';

import { reloadPageAt } from '../pageNavigation';
import { isHurricanePage, withUnitQuery } from '../unitQuery';
import {
  saveUnits,
  selectPressureUnit,
  selectUnitsSaveStatus,
  selectWindUnit,
} from '../unitsSlice';
import styles from './SettingsButton.module.css';

const t = translator('units', messages);

// Loaded when first opened: the dialog is not part of every page's first JavaScript.
const SettingsDialog = dynamic(() => import('./SettingsDialog').then((m) => m.SettingsDialog), {
  ssr: false,
});

/** Shown (role="alert") when the units chosen in Settings could not be saved. */
export const UNITS_SAVE_FAILED_MESSAGE = t('error.saveFailedShown');

/**
 * The footer's "Settings" button and its dialog. On close the units are saved (when a device id
 * exists); a failed save shows an alert beside the button. On a hurricane page, a changed wind or
 * pressure unit then reloads the page (a full page load) with new `su` and `pu` query values.
 */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedWith = useRef<{ wind: WindUnit; pressure: PressureUnit } | null>(null);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const saveFailed = useAppSelector(selectUnitsSaveStatus) === 'failed';

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
      // After the save settles, so the reloaded page's server props carry the new units; a
      // failed save stays on the page to show its alert.
      const target = withUnitQuery(router.asPath, wind, pressure);
      void saving.then((result) => {
        if (saveUnits.rejected.match(result) && !result.meta.condition) return;
        reloadPageAt(target);
      });
    }
  }, [dispatch, store, router]);

  return (
    <span className={styles.root}>
      <Button
        ref={buttonRef}
        variant="outline"
        type="button"
        aria-haspopup="dialog"
        onClick={handleOpen}
      >
        <Icon name="settings" size={16} />
        {t('settings')}
      </Button>
      {open && <SettingsDialog onClose={handleClose} returnFocusRef={buttonRef} />}
      {/* Always in the page, so the failure is announced when it appears. */}
      <span role="alert" className={styles.alert}>
        {saveFailed && !open ? (
          <span className={styles.message}>{UNITS_SAVE_FAILED_MESSAGE}</span>
        ) : null}
      </span>
    </span>
  );
}
