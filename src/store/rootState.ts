import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import type { ProviderCalls } from '@/lib/provider/providerClient';
import type { StorageManager } from '@/lib/storage/storageManager';
import type { Web2Client } from '@/lib/web2/web2Client';

/**
 * The state of the whole store, one key per slice. It starts empty here and each slice adds its
 * key where it is defined (`declare module '@/store/rootState'`), so the store's tools type every
 * slice without importing any feature: features import the store kit, never the other way round.
 * `src/application/store.ts` checks that the reducer it combines produces exactly this shape.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one key per slice
export interface RootState {}

/** The store's dispatch: plain actions and thunks (which receive {@link ThunkExtra}). */
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

/** The store as components see it (`useAppStore`). */
export interface AppStore extends Store<RootState, UnknownAction> {
  dispatch: AppDispatch;
}

/**
 * What every thunk receives as `extra`: the store's clients, built once per store by `makeStore`
 * (tests inject their own). Features never build clients themselves.
 */
export interface ThunkExtra {
  /** The product web API client (`/web2/api/*`). */
  web2: Web2Client;
  /** The browser's provider client (through the same-origin signing proxy), caching in `storage`. */
  provider: ProviderCalls;
  /** The storage manager. */
  storage: StorageManager;
}
