import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

import { AppProviders } from '@/application/AppProviders';
import type { HydrationPayload } from '@/store/hydrated';
import { makeStore, type AppStore, type StoreDeps } from '@/application/store';

import { testDeps } from '@tests/support/web2';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: HydrationPayload;
  /** Replaces the test store's dependencies (default: `testDeps()`). */
  deps?: StoreDeps;
  store?: AppStore;
}

/**
 * Renders with the app's store (seeded like server rendering does, made with the test
 * dependencies) and theme.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    preloadedState,
    deps,
    store = makeStore(preloadedState, testDeps(deps)),
    ...renderOptions
  } = options;
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => <AppProviders store={store}>{children}</AppProviders>,
    ...renderOptions,
  });
  return { store, user, ...result };
}
