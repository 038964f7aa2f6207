import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import type { AppStore } from './store';

/** The store provider: shared by _app and by tests' renderWithProviders. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
