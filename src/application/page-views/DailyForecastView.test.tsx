import { screen, within } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import { forecastDays } from '@/features/forecast';
import {
  buildDays,
  buildHours,
  demoMarking,
  parisPlace,
  visitorState,
} from '@/features/forecast/testing/fixtures';
import type { PageProps } from '@/types/page';

import { paris } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { DailyForecastView, type DailyForecastData } from './DailyForecastView';

const days = buildDays('2026-11-23', 10, (i) => ({
  temperatureHighC: 10 + i,
  temperatureLowC: i,
  precipitationProbabilityPercent: i === 1 ? 70 : 10,
  precipitationMm: i === 1 ? 5.08 : 0,
  windSpeedMaxMs: 5,
  windGustMaxMs: 5,
  windDirectionDominantDeg: 180,
}));
/**
 * The hourly forecast from 14:00 today for a week, clear at a steady 4 °C, but for tomorrow's
 * daytime (06:00 to 18:00, hours 16 to 27): cloudy, 11 °C, 5.08 mm of rain in all.
 */
const hours = buildHours('2026-11-23T14:00', 168, (i) =>
  i >= 16 && i <= 27
    ? {
        temperatureC: 11,
        condition: { code: 3, text: 'Cloudy', icon: 'cloudy' },
        precipitationProbabilityPercent: i === 20 ? 70 : 40,
        precipitationMm: 5.08 / 12,
        windSpeedMs: 5,
        windDirectionDeg: 180,
      }
    : {
        temperatureC: 4,
        condition: { code: 0, text: 'Clear sky', icon: 'clear-night' },
        precipitationProbabilityPercent: 0,
        windSpeedMs: 2,
      },
);
const data: DailyForecastData = forecastDays({ ...demoMarking, place: parisPlace, days }, hours);

function renderDaily(system: 'imperial' | 'metric') {
  const props = data as PageProps & DailyForecastData;
  return renderWithProviders(<DailyForecastView {...props} />, {
    preloadedState: visitorState(paris, system),
  });
}

describe('DailyForecastView', () => {
  beforeEach(() =>
    mockRouter.setCurrentUrl('/weather-forecast/10-day-weather/paris-ile-de-france-fr'),
  );

  it('marks 10 Day as the current forecast view', () => {
    renderDaily('metric');
    const nav = screen.getByRole('navigation', { name: 'Forecast views' });
    expect(within(nav).getByRole('link', { name: '10 Day' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists ten days, each with its day part and, as far as the hourly forecast reaches, its night', () => {
    renderDaily('metric');
    const list = screen.getByRole('list', { name: '10-day forecast' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const [today, tomorrow] = items;
    expect(within(today!).getByRole('heading', { level: 3 })).toHaveTextContent('TodayNov. 23');
    expect(within(tomorrow!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'TuesdayNov. 24',
    );
    // The day's high and low are its daytime's high and its night's low, as shown below them (the
    // calendar day's own low, 1 °C, would be another night's).
    expect(tomorrow).toHaveTextContent(/^TuesdayNov\. 24High 11°CLow 4°CDay/);
    // Its daytime, 06:00 to 18:00, from the hourly forecast: the night's hours are the night's.
    expect(
      within(tomorrow!).getByRole('heading', { level: 4, name: 'Day' }).parentElement,
    ).toHaveTextContent(
      'Cloudy. High 11°C. Winds S up to 18 km/h, gusts to 32 km/h. Chance of precipitation 70%. Amounts around 4.7 mm.',
    );
    expect(within(today!).getByRole('heading', { level: 4, name: 'Tonight' })).toBeInTheDocument();
    // Tonight's last hour (05:00 to 06:00) is the first of tomorrow's rain.
    expect(today).toHaveTextContent(
      'Clear sky. Low 4°C. Light winds. Chance of precipitation 40%. Amounts around 0.4 mm.',
    );
    // 168 hours from 14:00 on the 23rd end at 13:00 on the 30th: the night of the 29th is the last.
    expect(items[6]).toHaveTextContent('Low 4°C.');
    expect(items[7]).not.toHaveTextContent('Low 4°C');
    // Beyond the hourly forecast the whole day's figures, and said to be so: one part for the day
    // and its night, with no "Night" beside it saying the night is not known.
    expect(
      within(items[7]!).getByRole('heading', { level: 4, name: 'Day and night' }),
    ).toBeVisible();
    expect(items[7]).toHaveTextContent('High 17°C, low 7°C.');
    expect(within(items[7]!).getAllByRole('heading', { level: 4 })).toHaveLength(1);
    expect(items[7]).not.toHaveTextContent('The night forecast is given up to a week ahead');
    // Today's daytime from 14:00, what is left of it.
    expect(
      within(today!).getByRole('heading', { level: 4, name: 'Day' }).parentElement,
    ).toHaveTextContent('Clear sky. High 4°C.');
  });

  it('says where the night would be that the hourly forecast does not reach after a daytime it does', () => {
    // The hours end at 20:00 on the 29th: its daytime is known, not its night.
    const short = forecastDays(
      { ...demoMarking, place: parisPlace, days },
      hours.slice(0, 151),
    ) as PageProps & DailyForecastData;
    renderWithProviders(<DailyForecastView {...short} />, {
      preloadedState: visitorState(paris, 'metric'),
    });
    const items = within(screen.getByRole('list', { name: '10-day forecast' })).getAllByRole(
      'listitem',
    );
    const headings = (item: HTMLElement) =>
      within(item)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent);
    expect(headings(items[6]!)).toEqual(['Day', 'Night']);
    expect(items[6]).toHaveTextContent('The night forecast is given up to a week ahead');
    expect(headings(items[7]!)).toEqual(['Day and night']);
  });

  it('converts the days to the visitor units', () => {
    renderDaily('imperial');
    const items = within(screen.getByRole('list', { name: '10-day forecast' })).getAllByRole(
      'listitem',
    );
    expect(items[1]).toHaveTextContent('High 52°F');
    expect(items[1]).toHaveTextContent('Amounts around 0.19 in.');
    expect(items[1]).toHaveTextContent('S 11 mph');
    expect(items[0]).toHaveTextContent('Low 39°F.');
    expect(items[0]).not.toHaveTextContent('°C');
  });

  it('draws highs and lows as an image named by its summary, the rows’ own figures', () => {
    renderDaily('metric');
    // A week of daytimes and nights at 4 °C but tomorrow's 11 °C daytime; then the calendar days.
    const chart = screen.getByRole('img', {
      name: 'Highs from 4°C to 19°C, warmest Wednesday; lows from 4°C to 9°C, coldest Today.',
    });
    expect(chart.querySelectorAll('circle')).toHaveLength(20);
    renderDaily('imperial');
    expect(screen.getByRole('img', { name: /^Highs from 39°F to 66°F/ })).toBeInTheDocument();
  });
});
