import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';

import type { AppDispatch, RootState, ThunkExtra } from '@/store/rootState';
import { signIn, silentSignIn, userUnloaded } from '@/features/auth/authSlice';
import { chooseStation } from '@/features/stations/stationsThunks';

import { announceFavoritesChanged } from './favoritesTabs';
import { favoritesSaved, loadFavorites } from './favoritesThunks';

/** The store's `startListening` (a listener middleware made for this store). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/**
 * The favourites feature's listeners, as the units do it: after a sign-in succeeds (the modal or
 * popup sign-in, or the silent one at load) the server has merged the device's favourites into the
 * account's, and after a sign-out the device shows its own again; either way the list is read
 * again (GET user/profile), so the page shows whose favourites they now are without a reload. A
 * failed read keeps the list shown (logged; the next page load reads it again). A saved change is
 * announced to the site's other open tabs. Answers the unsubscribe.
 */
export function addFavoritesListeners(startListening: AppStartListening): () => void {
  const stops = [
    startListening({
      matcher: isAnyOf(signIn.fulfilled, silentSignIn.fulfilled, userUnloaded),
      effect: async (_action, api) => {
        const result = await api.dispatch(loadFavorites());
        if (loadFavorites.rejected.match(result) && !result.meta.condition) {
          console.warn('Could not read the favourite locations again:', result.payload?.message);
        }
      },
    }),
    // The site's other open tabs read the list again (FavoritesTabSync there). A station chosen
    // for the active place alone changes no favourite.
    startListening({
      matcher: favoritesSaved,
      effect: () => announceFavoritesChanged(),
    }),
    startListening({
      actionCreator: chooseStation.fulfilled,
      effect: (action) => {
        if (action.payload.favorite) announceFavoritesChanged();
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
