import { screen, within } from '@testing-library/react';

import { tripHours } from '@/features/life';
import { airportConditions, currentOf, hourAt, hourlyOf } from '@/features/life/indices/fixtures';

import { LifeTravelView } from './LifeTravelView';
import { english, metric, pageProps, renderLifeView } from './LifeView.testSetup';

const current = currentOf(hourAt('2026-11-23T14:00:00-05:00', { temperatureC: 11 }));
const hourly = hourlyOf(
  Array.from({ length: 14 }, (_, i) =>
    hourAt(`2026-11-23T${String(10 + i).padStart(2, '0')}:00:00-05:00`),
  ),
);

const airport = (name: string) => screen.getByRole('article', { name });

describe('LifeTravelView', () => {
  it('shows each nearby airport with codes, distance, weather and delay risk in miles and mph', () => {
    renderLifeView(
      <LifeTravelView
        {...pageProps}
        airports={airportConditions}
        current={current}
        hourly={hourly}
      />,
      english,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'New York City, NY Travel Weather',
    );
    const jfk = airport('John F. Kennedy International Airport');
    expect(jfk).toHaveTextContent('JFK / KJFK · New York · 12.4 mi away');
    expect(jfk).toHaveTextContent('50°F');
    expect(jfk).toHaveTextContent('Visibility10 mi');
    expect(jfk).toHaveTextContent('Weather delay risk Low');
    const ewr = airport('Newark Liberty International Airport');
    expect(ewr).toHaveTextContent('Weather delay risk High');
    expect(ewr).toHaveTextContent('Visibility 2 mi, Gusts 47 mph');
    expect(ewr).toHaveTextContent('SW 27 mph, gusts 47 mph');
  });

  it('converts distances and speeds for a metric visitor', () => {
    renderLifeView(
      <LifeTravelView
        {...pageProps}
        airports={airportConditions}
        current={current}
        hourly={hourly}
      />,
      metric,
    );
    expect(airport('John F. Kennedy International Airport')).toHaveTextContent('20.0 km away');
    expect(airport('Newark Liberty International Airport')).toHaveTextContent(
      'Visibility 3.2 km, Gusts 76 km/h',
    );
    const how = screen.getByRole('region', { name: 'How this is derived' });
    expect(how).toHaveTextContent('visibility under 0.8 km, or gusts of 72 km/h or more');
  });

  it("gives the place's own weather now and for the next 12 hours", () => {
    renderLifeView(
      <LifeTravelView
        {...pageProps}
        airports={airportConditions}
        current={current}
        hourly={hourly}
      />,
    );
    const trip = screen.getByRole('region', { name: 'Weather in New York City, NY' });
    expect(trip).toHaveTextContent('52°F');
    const table = within(trip).getByRole('table', { name: 'Next hours' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: '10 AM' })).toBeInTheDocument();
  });

  it("keeps the airports when the place's own forecast is unavailable", () => {
    renderLifeView(
      <LifeTravelView {...pageProps} airports={airportConditions} current={null} hourly={null} />,
    );
    const trip = screen.getByRole('region', { name: 'Weather in New York City, NY' });
    expect(within(trip).getAllByRole('status')).toHaveLength(2);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(
      within(screen.getByRole('navigation', { name: 'Life' })).getByRole('link', {
        name: 'Travel',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows the same page from the hours it sends as from the whole forecast', () => {
    // 48 varied hours, as the provider answers the page's read.
    const whole = hourlyOf(
      Array.from({ length: 48 }, (_, i) =>
        hourAt(
          `2026-11-${23 + Math.floor((10 + i) / 24)}T${String((10 + i) % 24).padStart(2, '0')}:00:00-05:00`,
          {
            temperatureC: i - 5,
            precipitationProbabilityPercent: (i * 7) % 100,
            precipitationMm: i % 3,
            windSpeedMs: i % 11,
            windDirectionDeg: (i * 30) % 360,
          },
        ),
      ),
    );
    // The page's markup, its generated ids (useId) aside.
    const markup = (from: Parameters<typeof LifeTravelView>[0]['hourly']) => {
      const { container, unmount } = renderLifeView(
        <LifeTravelView
          {...pageProps}
          airports={airportConditions}
          current={current}
          hourly={from}
        />,
        english,
      );
      const html = container.innerHTML.replace(/_r_\w+_/g, 'id');
      unmount();
      return html;
    };
    const fromSent = markup(tripHours(whole));
    expect(fromSent).toBe(markup(whole));
    expect(fromSent).toMatch(/mph/);
  });
});
