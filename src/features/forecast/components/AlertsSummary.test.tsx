import { render, screen } from '@testing-library/react';

import { buildMeteoAlarmAlert, buildMeteoAlarmAlerts } from '@/features/alerts/fixtures';

import { AlertsSummary } from './AlertsSummary';

describe('AlertsSummary (home and forecast card)', () => {
  it('counts a European place’s warnings and names and links the service that issued them', () => {
    render(
      <AlertsSummary
        alerts={buildMeteoAlarmAlerts([buildMeteoAlarmAlert()])}
        href="/alerts/berlin-be-de"
      />,
    );
    expect(screen.getByText('1 active alert')).toBeInTheDocument();
    expect(screen.getByText('wind gusts')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Deutscher Wetterdienst via MeteoAlarm' }),
    ).toHaveAttribute('href', 'https://www.dwd.de/');
    expect(screen.getByRole('link', { name: 'Read the alerts' })).toBeInTheDocument();
  });
});
