import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';

import { checkGlobalPrivacyControl, loadCompliance, selectCompliance } from '../privacySlice';

/** The browser's Global Privacy Control signal (`navigator.globalPrivacyControl`). */
function browserGpcSignal(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/**
 * Runs once per page in the browser: reads the compliance when server rendering could not, then
 * the Global Privacy Control check (which opts the visitor out where a state regime applies).
 */
export function PrivacyBootstrap() {
  const dispatch = useAppDispatch();
  const compliance = useAppSelector(selectCompliance);
  const checked = useAppSelector((s) => s.privacy.gpc.checkComplete);
  useEffect(() => {
    if (compliance === null) void dispatch(loadCompliance());
  }, [compliance, dispatch]);
  useEffect(() => {
    if (compliance !== null && !checked)
      void dispatch(checkGlobalPrivacyControl(browserGpcSignal()));
  }, [compliance, checked, dispatch]);
  return null;
}
