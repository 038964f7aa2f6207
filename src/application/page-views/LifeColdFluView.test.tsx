import { screen, within } from '@testing-library/react';

import { dailyOf, dayOf, hourAt, hourlyOf } from '@/features/life/indices/fixtures';

import { LifeColdFluView } from './LifeColdFluView';
import { english, metric, pageProps, renderLifeView } from './LifeView.testSetup';

const daily = dailyOf([
  dayOf('2026-11-23', 12, 6),
  dayOf('2026-11-24', 2, -4),
  dayOf('2026-11-25', 3, -3),
]);
const hourly = hourlyOf([
  hourAt('2026-11-23T14:00:00-05:00', { temperatureC: 12, dewPointC: 10 }),
  hourAt('2026-11-24T14:00:00-05:00', { temperatureC: 1, dewPointC: -9 }),
]);

describe('LifeColdFluView', () => {
  it("rates today and the next days, each with the reasons, in the visitor's units", () => {
    renderLifeView(<LifeColdFluView {...pageProps} daily={daily} hourly={hourly} />, english);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'New York City, NY Cold & Flu Forecast',
    );
    const today = screen.getByRole('region', { name: 'Cold & flu risk today' });
    expect(today).toHaveTextContent('Low');
    expect(today).toHaveTextContent('Cold: averaging 48°F');

    const table = screen.getByRole('table', { name: 'Cold & flu outlook' });
    const tomorrow = within(table).getByRole('row', { name: /^Tue/ });
    expect(tomorrow).toHaveTextContent('Very High');
    expect(tomorrow).toHaveTextContent('Temperature swing: −18°F from the day before');
    expect(tomorrow).toHaveTextContent('Dry air: 2.5 g of moisture per m³');
    expect(tomorrow).toHaveTextContent('36°F / 25°F');
    const later = within(table).getByRole('row', { name: /^Wed/ });
    expect(later).toHaveTextContent('air dryness not forecast this far');
    expect(screen.getByRole('navigation', { name: 'Life' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Life' })).getByRole('link', {
        name: 'Cold & Flu',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('converts every temperature to Celsius for a metric visitor', () => {
    renderLifeView(<LifeColdFluView {...pageProps} daily={daily} hourly={hourly} />, metric);
    expect(screen.getByRole('region', { name: 'Cold & flu risk today' })).toHaveTextContent(
      'Cold: averaging 9°C',
    );
    const tomorrow = screen.getByRole('row', { name: /^Tue/ });
    expect(tomorrow).toHaveTextContent('−10°C from the day before');
    expect(tomorrow).toHaveTextContent('2°C / -4°C');
  });

  it('explains the derivation, says it is no health statement, and credits the data', () => {
    renderLifeView(<LifeColdFluView {...pageProps} daily={daily} hourly={hourly} />);
    const how = screen.getByRole('region', { name: 'How this is derived' });
    expect(how).toHaveTextContent('calculated from the weather forecast');
    expect(how).toHaveTextContent('below 50°F (1 point), 41°F (2) or 32°F (3)');
    expect(how).toHaveTextContent('This is not a health statement or medical advice.');
    expect(screen.getByRole('note')).toHaveTextContent(/^Demo data/);
  });

  it('leaves the dryness out, and says so, when the hourly forecast did not answer', () => {
    renderLifeView(<LifeColdFluView {...pageProps} daily={daily} hourly={null} />);
    expect(screen.getByRole('region', { name: 'Cold & flu risk today' })).toHaveTextContent(
      'dryness of the air is left out',
    );
    expect(screen.queryByText(/Dry air:/)).not.toBeInTheDocument();
  });
});
