import { screen, within } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import { DemoWeatherUpstream } from '@/embedded/provider/weather/demo/demoUpstream';
import {
  buildHours,
  demoMarking,
  parisPlace,
  visitorState,
} from '@/features/forecast/testing/fixtures';
import type { HourlyForecast } from '@/types/weather';
import type { PageProps } from '@/types/page';

import { paris } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { HourlyForecastView } from './HourlyForecastView';

/** 22:00 on the 23rd to 01:00 on the 25th (28 hours), warming 1 °C an hour from 10 °C. */
const hourly: HourlyForecast = {
  ...demoMarking,
  place: parisPlace,
  hours: buildHours('2026-11-23T22:00', 28, (i) => ({
    temperatureC: 10 + i,
    feelsLikeC: 8 + i,
    precipitationProbabilityPercent: i === 5 ? 60 : 0,
    precipitationMm: i === 5 ? 2.54 : 0,
    windSpeedMs: 5,
    windDirectionDeg: 90,
    humidityPercent: 70,
  })),
};

function renderHourly(system: 'imperial' | 'metric', forecast: HourlyForecast = hourly) {
  const props = { hourly: forecast } as PageProps & { hourly: HourlyForecast };
  return renderWithProviders(<HourlyForecastView {...props} />, {
    preloadedState: visitorState(paris, system),
  });
}

const cells = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (c) => c.textContent,
  );

describe('HourlyForecastView', () => {
  beforeEach(() => mockRouter.setCurrentUrl('/weather-forecast/hourly/paris-ile-de-france-fr'));

  it('marks Hourly as the current forecast view', () => {
    renderHourly('metric');
    const nav = screen.getByRole('navigation', { name: 'Forecast views' });
    expect(within(nav).getByRole('link', { name: 'Hourly' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists every hour in a table with the columns, a row where each day starts', () => {
    renderHourly('metric');
    const table = screen.getByRole('table', { name: 'Hourly forecast' });
    const [head] = within(table).getAllByRole('rowgroup');
    const headers = within(head!).getAllByRole('columnheader');
    const names = [
      'Time',
      'Sky',
      'Temperature',
      'Feels like',
      'Chance of precipitation',
      'Precipitation',
      'Wind',
      'Humidity',
    ];
    expect(headers).toHaveLength(names.length);
    // In this order, each named by its full name (a phone shows a short form beside it).
    names.forEach((name, i) =>
      expect(within(head!).getByRole('columnheader', { name })).toBe(headers[i]),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    // 28 hours and three day rows (Today, Tuesday, Wednesday).
    expect(rows).toHaveLength(31);
    expect(rows[0]).toHaveTextContent(/^Today Nov\. 23$/);
    expect(rows[3]).toHaveTextContent(/^Tuesday Nov\. 24$/);
    expect(cells(rows[1]!)).toEqual([
      '10:00 PM',
      'Partly cloudy',
      '10°C',
      '8°C',
      '0%',
      '0.0 mm',
      'E 18 km/h',
      '70%',
    ]);
    const wet = within(table).getByRole('rowheader', { name: '3:00 AM' }).closest('tr')!;
    expect(cells(wet)).toEqual([
      '3:00 AM',
      'Partly cloudy',
      '15°C',
      '13°C',
      '60%',
      '2.5 mm',
      'E 18 km/h',
      '70%',
    ]);
    expect(rows[28]).toHaveTextContent(/^Wednesday Nov\. 25$/);
  });

  it('converts the table to the visitor units', () => {
    renderHourly('imperial');
    const table = screen.getByRole('table', { name: 'Hourly forecast' });
    const wet = within(table).getByRole('rowheader', { name: '3:00 AM' }).closest('tr')!;
    expect(cells(wet)).toEqual([
      '3:00 AM',
      'Partly cloudy',
      '59°F',
      '55°F',
      '60%',
      '0.10 in',
      'E 11 mph',
      '70%',
    ]);
  });

  it('draws temperature and precipitation chance as an image named by its summary', () => {
    renderHourly('metric');
    const chart = screen.getByRole('img', {
      name: 'Temperature from 10°C to 37°C, highest 1 AM Wednesday; precipitation chance up to 60%, 3 AM Tuesday.',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(
      /^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){27}$/,
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(28);
  });

  it('shows 48 hours of the demo model', async () => {
    const demo = new DemoWeatherUpstream({ now: () => new Date('2026-07-01T12:00:00Z') });
    const forecast = await demo.hourly(
      { latitude: paris.Latitude, longitude: paris.Longitude },
      48,
    );
    renderHourly('imperial', forecast);
    const table = screen.getByRole('table', { name: 'Hourly forecast' });
    expect(within(table).getAllByRole('rowheader', { name: /^\d+:\d\d [AP]M$/ })).toHaveLength(48);
    // 12:00 UTC is 2 PM in Paris in July.
    expect(within(table).getAllByRole('rowheader')[1]).toHaveTextContent('2:00 PM');
    expect(screen.getByRole('note')).toHaveTextContent(/^Demo data/);
  });
});
