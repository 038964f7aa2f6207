import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';

import { signIn, signOut } from '@/features/auth/authSlice';
import {
  addFavorite,
  addFavoriteFromSearch,
  removeFavorite,
  reorderFavorites,
  selectFavorites,
  undoRemove,
} from '@/features/favorites/favoritesSlice';
import {
  recentSearchAdded,
  selectSearchText,
  suggestionSelected,
} from '@/features/search/searchSlice';
import type { AppDispatch, RootState, ThunkExtra } from '@/store/rootState';

import { eventQueued, makeEvent } from './analyticsSlice';

type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/** The event-log action of each favourites change. */
const favoriteActions = [
  [addFavorite.fulfilled, 'add'],
  [addFavoriteFromSearch.fulfilled, 'add'],
  [removeFavorite.fulfilled, 'remove'],
  [undoRemove.fulfilled, 'undo-remove'],
  [reorderFavorites.fulfilled, 'reorder'],
] as const;

/**
 * The event log's listeners: a place chosen in a search (`search`, with the text typed and the
 * place's slug), a favourites change (`favorite`, with what changed) and a sign-in or sign-out
 * (`signin`, `signout`) queue an event (sent by the measurement runtime when the visitor allows).
 * Answers the unsubscribe.
 */
export function addAnalyticsListeners(startListening: AppStartListening): () => void {
  const stops = [
    startListening({
      matcher: isAnyOf(suggestionSelected, recentSearchAdded),
      effect: (action, api) => {
        const place = (action as ReturnType<typeof suggestionSelected>).payload;
        const header = suggestionSelected.match(action);
        const typed = header ? selectSearchText(api.getOriginalState()) : null;
        api.dispatch(
          eventQueued(
            makeEvent('search', {
              scope: header ? 'header' : 'local',
              query: typed,
              location: place.SlugName ?? place.DisplayCompositeName,
            }),
          ),
        );
      },
    }),
    ...favoriteActions.map(([creator, change]) =>
      startListening({
        actionCreator: creator as typeof addFavorite.fulfilled,
        effect: (_action, api) => {
          api.dispatch(
            eventQueued(
              makeEvent('favorite', {
                action: change,
                count: selectFavorites(api.getState()).length,
              }),
            ),
          );
        },
      }),
    ),
    startListening({
      actionCreator: signIn.fulfilled,
      effect: (_action, api) => {
        api.dispatch(eventQueued(makeEvent('signin', { method: 'interactive' })));
      },
    }),
    startListening({
      actionCreator: signOut.fulfilled,
      effect: (_action, api) => {
        api.dispatch(eventQueued(makeEvent('signout', {})));
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
