import { useCallback, useEffect, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/privacy';

import {
  selectCompliance,
  selectPrivacySetting,
  updatePrivacyOptOut,
  type PrivacyKind,
} from '../privacySlice';
import { NoScriptPrivacyLink } from './NoScriptPrivacyLink';
import styles from './PrivacyOptOutLinks.module.css';

const t = translator('privacy', messages);

/** How long "Confirmed" stays in place of the link after a saved choice. */
export const PRIVACY_CONFIRMED_MS = 2000;

const WORDING: Record<PrivacyKind, { optIn: string; optedOut: string }> = {
  statePrivacy: { optIn: t('statePrivacy.optIn'), optedOut: t('statePrivacy.optedOut') },
  limitUseOfPI: { optIn: t('limitUse.optIn'), optedOut: t('limitUse.optedOut') },
};

/**
 * One opt-out control: its wording follows the visitor's value; in place of the link it shows
 * "Loading" while the update is pending, "Error" after a failure (until the page is loaded again),
 * and "Confirmed" for 2 seconds after a success. Pressing it flips the value and sends the update.
 * Focus follows the visitor who pressed it from each of these to the next (it would otherwise
 * fall to the page when the link is replaced), unless they moved it elsewhere meanwhile.
 */
export function PrivacyOptOutLink({ kind, className }: { kind: PrivacyKind; className?: string }) {
  const dispatch = useAppDispatch();
  const { loading, optedOut, error } = useAppSelector((s) => selectPrivacySetting(s, kind));
  const [confirmed, setConfirmed] = useState(false);
  // The value the visitor last saw, kept while a pending update clears the stored one.
  const [shown, setShown] = useState(optedOut === true);
  const pressed = useRef(false);
  const takeFocus = useCallback((element: HTMLElement | null) => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (element && pressed.current && lost) element.focus();
  }, []);
  // Adjusted while rendering (no effect): a stored value, once known again, is what shows.
  if (optedOut !== null && optedOut !== shown) setShown(optedOut);
  useEffect(() => {
    if (!confirmed) return undefined;
    const timer = setTimeout(() => setConfirmed(false), PRIVACY_CONFIRMED_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  if (loading)
    return (
      <span ref={takeFocus} tabIndex={-1} className={className} role="status">
        {t('loading')}
      </span>
    );
  if (error)
    return (
      <span
        ref={takeFocus}
        tabIndex={-1}
        className={`${styles.error} ${className ?? ''}`}
        role="alert"
      >
        {t('error')}
      </span>
    );
  if (confirmed)
    return (
      <span ref={takeFocus} tabIndex={-1} className={className} role="status">
        {t('confirmed')}
      </span>
    );
  const flip = async () => {
    pressed.current = true;
    const result = await dispatch(updatePrivacyOptOut({ kind, optedOut: !shown }));
    if (updatePrivacyOptOut.fulfilled.match(result)) setConfirmed(true);
  };
  const label = shown ? WORDING[kind].optedOut : WORDING[kind].optIn;
  return (
    <>
      <button
        ref={takeFocus}
        type="button"
        className={`${styles.link} ${className ?? ''}`}
        onClick={flip}
      >
        {label}
      </button>
      <NoScriptPrivacyLink label={label} className={`${styles.link} ${className ?? ''}`} />
    </>
  );
}

/**
 * The opt-outs the visitor's compliance enables: "Do Not Sell/Share…" where data privacy applies,
 * "Limit the Use…" where sensitive-data restriction applies; nothing elsewhere or while unknown.
 */
export function usePrivacyOptOutKinds(): PrivacyKind[] {
  const compliance = useAppSelector(selectCompliance);
  const kinds: PrivacyKind[] = [];
  if (compliance?.dataPrivacyEnabled) kinds.push('statePrivacy');
  if (compliance?.sensitiveDataRestrictionEnabled) kinds.push('limitUseOfPI');
  return kinds;
}
