import { useState } from 'react';

import { hydrated, type HydrationPayload } from '@/store/hydrated';

import { makeStore, type AppStore } from './store';

/** The seeds each store has taken, so a seed is applied once even if React renders twice. */
const appliedSeeds = new WeakMap<AppStore, WeakSet<HydrationPayload>>();

/**
 * One store per tab, seeded by the first page's server props; each later page's props are
 * dispatched as `hydrated` before that page renders, so client navigation never shows stale state.
 * A seed is dispatched once: a render React discards and repeats (an interrupted transition) must
 * not apply it again over what the visitor did since (a favourite added just after arriving).
 */
export function useHydratedStore(seed: HydrationPayload | undefined): AppStore {
  const [store] = useState(() => {
    const made = makeStore(seed, undefined, {
      render: typeof window === 'undefined' ? 'server' : 'browser',
    });
    appliedSeeds.set(made, new WeakSet(seed ? [seed] : []));
    return made;
  });
  const applied = appliedSeeds.get(store);
  if (seed && applied && !applied.has(seed)) {
    // Dispatched while rendering (React's pattern for "props changed"): the next page's seed
    // reaches the store before any of its components read it.
    applied.add(seed);
    store.dispatch(hydrated(seed));
  }
  return store;
}
