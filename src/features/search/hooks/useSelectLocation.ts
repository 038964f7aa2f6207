import { useRouter } from 'next/router';
import { useCallback } from 'react';

import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectConfig } from '@/features/config/configSlice';
import { setActiveLocation } from '@/features/location/locationSlice';
import { selectPageId } from '@/features/page/pageSlice';
import { locationRoute, pageRoutes } from '@/lib/routes';
import type { Locality } from '@/types/location';

import { saveRecentSearches } from '../recentSearchesStorage';
import { selectRecentSearches, suggestionSelected, suggestionsCleared } from '../searchSlice';

/** The location-route template of a page id, if that page shows one place. */
function locationPathFor(pageId: string): string | undefined {
  return pageRoutes.find((route) => route.pageId === pageId && route.locationPath)?.locationPath;
}

/**
 * Chooses a place: it joins the recent searches (stored for later visits); then
 * `onSelect` if given, else a page listed in the location-change page ids navigates to its
 * location route, and any other page makes the place the active location.
 */
export function useSelectLocation(onSelect?: (place: Locality) => void, abortQuery?: () => void) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();
  const pageId = useAppSelector(selectPageId);
  const config = useAppSelector(selectConfig);

  return useCallback(
    (place: Locality) => {
      abortQuery?.();
      dispatch(suggestionSelected(place));
      saveRecentSearches(selectRecentSearches(store.getState()));
      if (onSelect) {
        onSelect(place);
        return;
      }
      const path = config?.pageIdsToSupportLocationChanges.includes(pageId)
        ? locationPathFor(pageId)
        : undefined;
      if (path) {
        void router.push(locationRoute(path, place));
        return;
      }
      void dispatch(setActiveLocation({ slug: place.SlugName }));
      dispatch(suggestionsCleared());
    },
    [abortQuery, dispatch, store, onSelect, config, pageId, router],
  );
}
