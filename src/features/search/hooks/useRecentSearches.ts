import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { Locality } from '@/types/location';

import { loadRecentSearches } from '../recentSearchesStorage';
import { recentSearchesLoaded, selectRecentSearches } from '../searchSlice';

/**
 * The recent searches, read from localStorage once on mount (never during server rendering, so
 * the first client render matches the server's HTML).
 */
export function useRecentSearches(): Locality[] {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(recentSearchesLoaded(loadRecentSearches()));
  }, [dispatch]);
  return useAppSelector(selectRecentSearches);
}
