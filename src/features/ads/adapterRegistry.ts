/**
 * Which adapter fills a store's slots, and which slots are on screen: one of each per store (a
 * tab has one store), so no test or tab sees another's. The adapters themselves load on demand.
 */
import type { AppStore } from '@/store/rootState';

import type { AdAdapter } from './adsTypes';

const adapters = new WeakMap<AppStore, Promise<AdAdapter>>();
const slots = new WeakMap<AppStore, Set<string>>();

/** The store's adapter, chosen and loaded on first use (`adsRuntime.chooseAdapter`). */
export function adapterFor(store: AppStore): Promise<AdAdapter> {
  let adapter = adapters.get(store);
  if (!adapter) {
    adapter = import('./adsRuntime').then((runtime) => runtime.chooseAdapter(store));
    adapters.set(store, adapter);
  }
  return adapter;
}

/** Replaces the store's adapter (tests). */
export function provideAdapter(store: AppStore, adapter: AdAdapter): void {
  adapters.set(store, Promise.resolve(adapter));
}

/** Drops the store's adapter (another page, or the ads stop): its slots are destroyed. */
export function releaseAdapter(store: AppStore): void {
  const adapter = adapters.get(store);
  adapters.delete(store);
  void adapter?.then((a) => a.destroy()).catch(() => undefined);
}

/** The slot ids on screen, for refreshes. */
export function activeSlotIds(store: AppStore): Set<string> {
  let set = slots.get(store);
  if (!set) {
    set = new Set();
    slots.set(store, set);
  }
  return set;
}
