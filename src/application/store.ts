import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { authSlice } from '@/features/auth/authSlice';
import { configSlice } from '@/features/config/configSlice';
import { favoritesSlice } from '@/features/favorites/favoritesSlice';
import { locationSlice } from '@/features/location/locationSlice';
import { notificationsSlice } from '@/features/notifications/notificationsSlice';
import { pageSlice } from '@/features/page/pageSlice';
import { searchSlice } from '@/features/search/searchSlice';
import { stationsSlice } from '@/features/stations/stationsSlice';
import { unitsSlice } from '@/features/units/unitsSlice';
import { userSlice } from '@/features/user/userSlice';

import { hydrated, type HydrationPayload } from './hydrated';

/** The root reducer: one key per slice, named after the slice. */
export const rootReducer = combineSlices(
  configSlice,
  pageSlice,
  userSlice,
  locationSlice,
  favoritesSlice,
  searchSlice,
  stationsSlice,
  unitsSlice,
  notificationsSlice,
  authSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Makes a store. Called once per server request and once per browser tab (never a module-level
 * singleton, so no visitor's state can leak into another's render). The server's seed goes in
 * through `hydrated`, the same path as on client-side navigation, so each slice merges its part.
 */
export function makeStore(seed?: HydrationPayload) {
  const store = configureStore({ reducer: rootReducer });
  if (seed) store.dispatch(hydrated(seed));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
