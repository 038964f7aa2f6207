import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';

import type { AppDispatch, RootState, ThunkExtra } from '@/store/rootState';
import { signIn, silentSignIn } from '@/features/auth/authSlice';

import { readPrivacyCookie } from './privacyCookie';
import { privacyCookieRead } from './privacySlice';

/** The store's `startListening` (a listener middleware made for this store). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/**
 * The privacy feature's listeners, as the units do it: a sign-in merges the account's privacy
 * choices with the device's (an opt-out made on another browser holds here) and the server writes
 * them into the privacy cookie, so the page reads that cookie again at once: the footer's links
 * and what may be tracked follow without a reload. Answers the unsubscribe.
 */
export function addPrivacyListeners(startListening: AppStartListening): () => void {
  return startListening({
    matcher: isAnyOf(signIn.fulfilled, silentSignIn.fulfilled),
    effect: (_action, api) => {
      api.dispatch(privacyCookieRead(readPrivacyCookie()));
    },
  });
}
