import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';

import { addAdsListeners } from '@/features/ads/adsListeners';
import { adsSlice } from '@/features/ads/adsSlice';
import { addAnalyticsListeners } from '@/features/analytics/analyticsListeners';
import { analyticsSlice } from '@/features/analytics/analyticsSlice';
import { authSlice } from '@/features/auth/authSlice';
import { configSlice } from '@/features/config/configSlice';
import { consentSlice } from '@/features/consent/consentSlice';
import { addFavoritesListeners } from '@/features/favorites/favoritesListeners';
import { favoritesSlice } from '@/features/favorites/favoritesSlice';
import { locationSlice } from '@/features/location/locationSlice';
import { mapsSlice } from '@/features/maps/mapsSlice';
import { noticesSlice } from '@/features/notices/noticesSlice';
import { notificationsSlice } from '@/features/notifications/notificationsSlice';
import { pageSlice } from '@/features/page/pageSlice';
import { addPrivacyListeners } from '@/features/privacy/privacyListeners';
import { privacySlice } from '@/features/privacy/privacySlice';
import { remoteConfigSlice } from '@/features/remote-config/remoteConfigSlice';
import { searchSlice } from '@/features/search/searchSlice';
import { stationsSlice } from '@/features/stations/stationsSlice';
import { addUnitsListeners } from '@/features/units/unitsListeners';
import { unitsSlice } from '@/features/units/unitsSlice';
import { userSlice } from '@/features/user/userSlice';
import { createMemoryBackend, initStorage, StorageManager } from '@/lib/storage';
import { hydrated, type HydrationPayload } from '@/store/hydrated';
import type { AppDispatch, AppStore, RootState } from '@/store/rootState';
import type { ThunkExtra } from '@/store/thunks';

/**
 * The root reducer: one key per slice, named after the slice. Typed as the store kit's
 * `RootState`, so a slice that declares its key there but is missing here fails the type check.
 */
export const rootReducer: Reducer<RootState> = combineSlices(
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
  mapsSlice,
  noticesSlice,
  privacySlice,
  consentSlice,
  remoteConfigSlice,
  adsSlice,
  analyticsSlice,
);

/** How a store is used: the browser's, or one server render's (see `makeStore`). */
export interface StoreOptions {
  render?: 'browser' | 'server';
}

/** Dependencies a caller of `makeStore` may replace (tests inject clients on a test base URL). */
export type StoreDeps = Partial<ThunkExtra>;

/**
 * The storage manager of a store without one injected: in the browser the tab's manager (made at
 * the app's entry point, `initStorage`; a tab has one store); on the server a fresh in-memory one,
 * so no request's cache is visible to another's.
 */
function defaultStorage(): StorageManager {
  return typeof window === 'undefined'
    ? new StorageManager({ backend: createMemoryBackend() })
    : initStorage();
}

/**
 * A client whose code loads with its first call, not with the page: each method waits for `load`
 * (once), then calls the loaded client's method of the same name. Only for clients whose members
 * are all async methods (the web2 client, the provider's reads); never a thenable.
 */
function loadedOnFirstCall<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const client = (await (loading ??= load())) as Record<string, unknown>;
        return (client[name] as (...callArgs: unknown[]) => unknown).apply(client, args);
      };
    },
  });
}

/**
 * The thunks' extra argument: the web2 client, the provider client (caching in the storage
 * manager) and the storage manager, each built on first use and then kept for the store's life,
 * so server rendering (which runs no thunk) builds none of them. The two HTTP clients' code
 * (the HTTP client with its retries, the web2 calls, the provider client) loads with the first
 * call a thunk makes: it is not part of any page's first JavaScript.
 */
export function createThunkExtra(deps: StoreDeps = {}): ThunkExtra {
  let { web2, provider, storage } = deps;
  const extra: ThunkExtra = {
    get web2() {
      return (web2 ??= loadedOnFirstCall(() =>
        import('@/lib/web2/web2Client').then((m) => m.createWeb2Client()),
      ));
    },
    get storage() {
      return (storage ??= defaultStorage());
    },
    get provider() {
      return (provider ??= loadedOnFirstCall(() =>
        import('@/lib/provider/browserProviderClient').then((m) =>
          m.createBrowserProviderClient(() => extra.storage),
        ),
      ));
    },
  };
  return extra;
}

/**
 * Makes a store. Called once per server request and once per browser tab (never a module-level
 * singleton, so no visitor's state can leak into another's render). The server's seed goes in
 * through `hydrated`, the same path as on client-side navigation, so each slice merges its part.
 * `deps` replaces the store's clients (tests); the rest are built by `createThunkExtra`.
 */
export function makeStore(
  seed?: HydrationPayload,
  deps?: StoreDeps,
  { render = 'browser' }: StoreOptions = {},
): AppStore {
  const extra = createThunkExtra(deps);
  // The features' listeners (one middleware per store, sharing the thunks' extra argument). A
  // server render's store needs only those that change what the page shows from its seed (the
  // ads' consent flag): the others react to what a visitor does (a sign-in, a search, a
  // favourite), which no server render sees.
  const listeners = createListenerMiddleware<RootState, AppDispatch, ThunkExtra>({ extra });
  if (render === 'browser') {
    addUnitsListeners(listeners.startListening);
    addFavoritesListeners(listeners.startListening);
    addPrivacyListeners(listeners.startListening);
    addAnalyticsListeners(listeners.startListening);
  }
  addAdsListeners(listeners.startListening);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(listeners.middleware),
  });
  if (seed) store.dispatch(hydrated(seed));
  return store;
}

export type { AppDispatch, AppStore, RootState } from '@/store/rootState';
