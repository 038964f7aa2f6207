import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

import { AppProviders } from '@/application/AppProviders';
import type { HydrationPayload } from '@/application/hydrated';
import { makeStore, type AppStore } from '@/application/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: HydrationPayload;
  store?: AppStore;
}

/** Renders with the app's store (seeded like server rendering does) and theme. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => <AppProviders store={store}>{children}</AppProviders>,
    ...renderOptions,
  });
  return { store, user, ...result };
}
