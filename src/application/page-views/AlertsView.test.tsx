import { screen, within } from '@testing-library/react';

import { buildAlert, buildAlerts } from '@/features/alerts/fixtures';
import type { HydrationPayload } from '@/store/hydrated';
import type { PageProps } from '@/types/page';

import { paris } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { AlertsView } from './AlertsView';

const seed: HydrationPayload = {
  location: { activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null } },
};
const pageProps = {} as PageProps;

describe('AlertsView', () => {
  it("titles the page with the place's name and lists its alerts", () => {
    renderWithProviders(
      <AlertsView {...pageProps} alerts={buildAlerts([buildAlert({ event: 'Heat Advisory' })])} />,
      { preloadedState: seed },
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Paris, Île-de-France, France Weather Alerts',
      }),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Active alerts' });
    expect(within(region).getByRole('article', { name: 'Heat Advisory' })).toBeInTheDocument();
  });

  it("offers the place's alert notifications as a switch, off until the visitor turns it on", () => {
    renderWithProviders(<AlertsView {...pageProps} alerts={buildAlerts([])} />, {
      preloadedState: seed,
    });
    expect(screen.getByRole('switch', { name: 'Notify me of alerts for Paris' })).not.toBeChecked();
  });

  it('says there are no active alerts for the place by its full name', () => {
    renderWithProviders(<AlertsView {...pageProps} alerts={buildAlerts([])} />, {
      preloadedState: seed,
    });
    expect(
      screen.getByText('No active alerts for Paris, Île-de-France, France'),
    ).toBeInTheDocument();
  });
});
