import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import type { ThunkExtra } from './thunks';

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
