import { useState } from 'react';

import { hydrated, type HydrationPayload } from '@/store/hydrated';

import { makeStore, type AppStore } from './store';

/**
 * One store per tab, seeded by the first page's server props; each later page's props are
 * dispatched as `hydrated` before that page renders, so client navigation never shows stale state.
 */
export function useHydratedStore(seed: HydrationPayload | undefined): AppStore {
  const [store] = useState(() => makeStore(seed));
  const [seeded, setSeeded] = useState(seed);
  if (seed && seed !== seeded) {
    // Adjusting state while rendering (React's pattern for "props changed"): the next page's seed
    // reaches the store before any of its components read it.
    setSeeded(seed);
    store.dispatch(hydrated(seed));
  }
  return store;
}
