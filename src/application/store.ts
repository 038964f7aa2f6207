import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { configSlice } from '@/features/config/configSlice';

import type { HydrationPayload } from './hydrated';

/** The root reducer: one key per slice, named after the slice. */
export const rootReducer = combineSlices(configSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Makes a store. Called once per server request and once per browser tab (never a module-level
 * singleton, so no visitor's state can leak into another's render).
 */
export function makeStore(preloadedState?: HydrationPayload) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
