import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';

import { selectActiveLocation } from '@/features/location/locationSlice';
import { useAppSelector } from '@/store/hooks';
import type { Location } from '@/types/location';

/** A place and its chosen station, as one comparable key. */
const keyOf = (location: Location | null | undefined) =>
  location ? `${location.Locality.SlugName}|${location.Station?.RouteString ?? ''}` : '';

/**
 * Keeps a page's weather on the visitor's active place and station. The page's server props were
 * read for `renderedFor` (its hydration seed's active location); when the visitor then chooses
 * another station for that place, or (`follow: 'place'`, a page that does not navigate when the
 * place changes: the home page) another place, the props are read again in place (no scroll, no
 * history entry), so the current conditions come from the chosen station. A page of one place
 * carries the station in its address, as a favourite's link does, so the server reads it from the
 * request whatever it has stored yet. Asked once per change: an answer that still differs (a
 * station the server did not take) is not asked for again.
 */
export function useWeatherFollowsActivePlace(
  renderedFor: Location | null | undefined,
  follow: 'station' | 'place',
): void {
  const router = useRouter();
  const active = useAppSelector(selectActiveLocation);
  const wanted = keyOf(active);
  const rendered = keyOf(renderedFor);
  const asked = useRef<string | null>(null);
  const samePlace = !!active && active.Locality.SlugName === renderedFor?.Locality.SlugName;
  const due = !!active && wanted !== rendered && (samePlace || follow === 'place');
  const station = active?.Station?.RouteString ?? null;
  useEffect(() => {
    if (!due || asked.current === wanted) return;
    asked.current = wanted;
    const { station: _shown, ...query } = router.query;
    const place = typeof router.query.location === 'string';
    void router.replace(
      { pathname: router.pathname, query: place && station ? { ...query, station } : query },
      undefined,
      { scroll: false },
    );
    // The router object is stable for the page; its query is read when a change is due.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, wanted, station]);
}
