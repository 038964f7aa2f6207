import { useRouter } from 'next/router';
import { useCallback } from 'react';

import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectConfig } from '@/features/config/configSlice';
import { setActiveLocation } from '@/features/location/locationSlice';
import { selectPageId } from '@/features/page/pageSlice';
import { locationRoute, pageRoutes } from '@/lib/routes';
import type { Locality } from '@/types/location';

import { saveRecentSearches } from '../recentSearchesStorage';
import {
  recentSearchAdded,
  selectRecentSearches,
  suggestionSelected,
  suggestionsCleared,
  type SearchScope,
} from '../searchSlice';

/** The location-route template of a page id, if that page shows one place. */
function locationPathFor(pageId: string): string | undefined {
  return pageRoutes.find((route) => route.pageId === pageId && route.locationPath)?.locationPath;
}

/**
 * Pages that show no place: the search results page (it lists places to go to) and the error
 * pages, "Page not found" and the 500 page (each with "Find a place's forecast"). A place chosen
 * in a box there, the header's too, goes to that place's forecast, as a result link does, instead
 * of changing a page that shows no place.
 */
const PAGES_THAT_GO_TO_THE_PLACE: Readonly<Record<string, string>> = {
  search: '/weather-forecast/now/:location',
  'not-found': '/weather-forecast/now/:location',
  error: '/weather-forecast/now/:location',
};

/** What a box does with a chosen place instead of the default (navigate, or set the active location). */
export type SelectLocationHandler = (place: Locality, index: number) => void;

/**
 * Chooses a place: it joins the recent searches (stored for later visits); then
 * `onSelect` if given, else a page listed in the location-change page ids navigates to its
 * location route, the search results page to the place's forecast, and any other page makes the
 * place the active location. The header's box
 * (scope 'header') also shows the chosen name in its field; another box leaves the header alone.
 */
export function useSelectLocation(
  onSelect?: SelectLocationHandler,
  abortQuery?: () => void,
  scope: SearchScope = 'header',
) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();
  const pageId = useAppSelector(selectPageId);
  const config = useAppSelector(selectConfig);

  return useCallback(
    (place: Locality, index: number) => {
      abortQuery?.();
      dispatch(scope === 'header' ? suggestionSelected(place) : recentSearchAdded(place));
      saveRecentSearches(selectRecentSearches(store.getState()));
      if (onSelect) {
        onSelect(place, index);
        return;
      }
      const path = config?.pageIdsToSupportLocationChanges.includes(pageId)
        ? locationPathFor(pageId)
        : PAGES_THAT_GO_TO_THE_PLACE[pageId];
      if (path) {
        void router.push(locationRoute(path, place));
        return;
      }
      void dispatch(setActiveLocation({ slug: place.SlugName }));
      dispatch(suggestionsCleared());
    },
    [abortQuery, dispatch, store, onSelect, config, pageId, router, scope],
  );
}
