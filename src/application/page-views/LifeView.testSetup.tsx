/** Test-only helpers of the life page views (never imported by app code). */
import type { ReactElement } from 'react';

import type { PublicConfig } from '@/types/config';
import type { Units } from '@/types/location';

import { buildLocation } from '@tests/support/favorites';
import { newYork } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

/** US customary units (°F, mph, in, miles). */
export const english: Units = {
  unitSystem: 1,
  tempUnit: 1,
  windUnit: 1,
  pressureUnit: 1,
  rainUnit: 1,
};
/** Metric units (°C, km/h, mm, km). */
export const metric: Units = {
  unitSystem: 2,
  tempUnit: 2,
  windUnit: 2,
  pressureUnit: 2,
  rainUnit: 2,
};

/** Renders a life view with New York City active and the given units, as server rendering seeds it. */
export function renderLifeView(ui: ReactElement, units: Units = english, config?: PublicConfig) {
  return renderWithProviders(ui, {
    preloadedState: {
      units,
      location: { activeLocation: buildLocation(newYork) },
      ...(config ? { config: { value: config } } : {}),
    },
  });
}

/** Polling delays of the published configuration: hourly every 15 min, daily every 30. */
export const pollingConfig = testPublicConfig({
  alertsPollerDelaySeconds: 60,
  hourlyPollerDelaySeconds: 900,
  dailyPollerDelaySeconds: 1800,
});

/** Props a page view receives besides its data. */
export const pageProps = {
  initialState: {},
  seo: { title: 't', description: 'd', canonical: null },
  pageId: 'life',
};
