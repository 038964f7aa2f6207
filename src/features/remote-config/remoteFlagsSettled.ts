import type { AppStore } from '@/store/rootState';

import { fetchAndActivateRemoteConfig } from './remoteConfigSlice';

/** True once a fetch and activation ended (success, failure or throttle) and none runs. */
const settled = (store: AppStore): boolean => {
  const { fetchStatus, fetching } = store.getState().remoteConfig;
  return fetchStatus !== 'no-fetch-yet' && !fetching;
};

/**
 * Resolves once the remote flags were fetched and activated (or that failed), starting the fetch
 * if nothing started it, or after `timeoutMs`, whichever comes first. Never rejects: a caller
 * reads the flags afterwards, and a flag that was not activated reads as off.
 */
export function remoteFlagsSettled(store: AppStore, timeoutMs: number): Promise<void> {
  if (settled(store)) return Promise.resolve();
  void store.dispatch(fetchAndActivateRemoteConfig());
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (settled(store)) done();
    });
    // The fetch may have ended (or been refused) before the subscription.
    if (settled(store)) done();
  });
}
