import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';

import type { AppDispatch, RootState, ThunkExtra } from '@/store/rootState';
import { signIn, silentSignIn } from '@/features/auth/authSlice';

import { loadUnits, saveUnits } from './unitsSlice';
import { announceSavedUnits } from './unitsTabs';

/** The store's `startListening` (a listener middleware made for this store). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/**
 * The units feature's listeners: after a sign-in succeeds (the popup or modal sign-in, or the
 * silent one at load), the server has merged the device's units with the account's, so the units
 * are read again (GET units) and the page shows the account's at once, without a reload. A failed
 * read keeps the units shown (logged; the next page load reads them again). A save is announced to
 * the site's other open tabs. Answers the unsubscribe.
 */
export function addUnitsListeners(startListening: AppStartListening): () => void {
  const stops = [
    startListening({
      matcher: isAnyOf(signIn.fulfilled, silentSignIn.fulfilled),
      effect: async (_action, api) => {
        const result = await api.dispatch(loadUnits());
        if (loadUnits.rejected.match(result) && !result.meta.condition) {
          console.warn('Could not read the units after sign-in:', result.payload?.message);
        }
      },
    }),
    // The site's other open tabs show the saved units too (UnitsTabSync there).
    startListening({
      actionCreator: saveUnits.fulfilled,
      effect: (action) => announceSavedUnits(action.payload),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
