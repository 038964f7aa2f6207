import { useRef } from 'react';

import { hydrated, type HydrationPayload } from './hydrated';
import { makeStore, type AppStore } from './store';

/**
 * One store per tab, seeded by the first page's server props; each later page's props are
 * dispatched as `hydrated` before that page renders, so client navigation never shows stale state.
 */
export function useHydratedStore(seed: HydrationPayload | undefined): AppStore {
  const storeRef = useRef<AppStore | null>(null);
  const seedRef = useRef<HydrationPayload | undefined>(undefined);
  if (storeRef.current === null) {
    storeRef.current = makeStore(seed);
    seedRef.current = seed;
  } else if (seed && seed !== seedRef.current) {
    seedRef.current = seed;
    storeRef.current.dispatch(hydrated(seed));
  }
  return storeRef.current;
}
