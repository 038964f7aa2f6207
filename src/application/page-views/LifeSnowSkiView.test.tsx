import { screen, within } from '@testing-library/react';

import { snowForecastOf } from '@/features/life/indices/fixtures';

import { LifeSnowSkiView } from './LifeSnowSkiView';
import { english, metric, pageProps, renderLifeView } from './LifeView.testSetup';

const snowy = snowForecastOf([2.54, 0, 5.08, 0, 0, 0, 0, 0, 0, 10.16]);

describe('LifeSnowSkiView', () => {
  it('gives the depth now and the 3- and 10-day totals in inches', () => {
    renderLifeView(<LifeSnowSkiView {...pageProps} snow={snowy} />, english);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'New York City, NY Snow Forecast',
    );
    const glance = screen.getByRole('region', { name: 'Snow at a glance' });
    expect(within(glance).getByText('Snow on the ground').nextSibling).toHaveTextContent('3.9 in');
    expect(within(glance).getByText('Next 3 days').nextSibling).toHaveTextContent('3.0 in');
    expect(within(glance).getByText('Next 10 days').nextSibling).toHaveTextContent('7.0 in');
    expect(screen.queryByText(/No snow expected/)).not.toBeInTheDocument();
  });

  it('charts and tabulates snowfall by day, in centimetres for a metric visitor', () => {
    renderLifeView(<LifeSnowSkiView {...pageProps} snow={snowy} />, metric);
    expect(
      screen.getByRole('img', {
        name: /^Snowfall by day: Today 2\.5 cm, Tue 0\.0 cm, Wed 5\.1 cm/,
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Snow forecast' });
    const wed = within(table).getByRole('row', { name: /^Wed/ });
    expect(
      within(wed)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Moderate snow fall', '5.1 cm', '10.0 cm', '-2°C / -8°C']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    // Today is what is still to fall, later days calendar days; the 10-day page's are daytime
    // and night.
    expect(
      screen.getByText(
        /^Today counts the snow still to fall; each later day runs from midnight to midnight, the place's time\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(/^Demo data/);
  });

  it('says no snow is expected when none falls, and draws no chart', () => {
    renderLifeView(<LifeSnowSkiView {...pageProps} snow={snowForecastOf(Array(10).fill(0), 0)} />);
    expect(screen.getByRole('status')).toHaveTextContent('No snow expected in the next 10 days.');
    expect(screen.queryByRole('img', { name: /Snowfall by day/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Snow at a glance' })).getByText(
        'Snow on the ground',
      ).nextSibling,
    ).toHaveTextContent('None');
  });
});
