import { screen, within } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import {
  buildDays,
  buildHour,
  buildHours,
  demoMarking,
  parisPlace,
  visitorState,
} from '@/features/forecast/testing/fixtures';
import { dailyGlance, daytimePart, hourlyGlance, tonightPart } from '@/features/forecast';
import type { PageProps } from '@/types/page';
import type { DailyForecast, HourlyForecast } from '@/types/weather';

import { newYork, paris } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { HomeView, type HomeData } from './HomeView';

const data: HomeData = {
  current: {
    ...demoMarking,
    place: parisPlace,
    current: buildHour('2026-11-23T14:05:00+01:00', { temperatureC: 15 }),
  },
  hourly: { ...demoMarking, place: parisPlace, hours: buildHours('2026-11-23T14:00', 13) },
  daily: {
    ...demoMarking,
    place: parisPlace,
    days: buildDays('2026-11-23', 5, (i) => ({ temperatureHighC: 10 + i, temperatureLowC: i })),
  },
  daytime: null,
  tonight: null,
  alerts: { ...demoMarking, place: parisPlace, alerts: [] },
};

/** The home page as rendered for `renderedFor`, in a tab whose active place is Paris. */
function renderHome(
  system: 'imperial' | 'metric',
  overrides: Partial<HomeData> = {},
  renderedFor = paris,
) {
  const props = {
    ...data,
    ...overrides,
    initialState: visitorState(renderedFor, system),
  } as PageProps & HomeData;
  return renderWithProviders(<HomeView {...props} />, {
    preloadedState: visitorState(paris, system),
  });
}

describe('HomeView', () => {
  let replace: jest.SpyInstance;
  beforeEach(() => {
    mockRouter.setCurrentUrl('/');
    replace = jest.spyOn(mockRouter, 'replace');
  });
  afterEach(() => replace.mockRestore());

  it("shows the visitor's place now, the next hours and days, and its alerts", () => {
    renderHome('metric');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Weather in Paris, Île-de-France, France' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Temperature 15°C')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Next 12 hours' })).getAllByRole('listitem'),
    ).toHaveLength(12);
    const days = within(screen.getByRole('list', { name: 'Next 5 days' })).getAllByRole('listitem');
    expect(days).toHaveLength(5);
    expect(days[0]).toHaveTextContent('TodayNov. 23');
    expect(days[1]).toHaveTextContent('High 11°CLow 1°C');
    expect(screen.getByRole('region', { name: 'Weather alerts' })).toHaveTextContent(
      'No active alerts',
    );
    // The weather matches the place: no refresh.
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows today's high and low by day, and tonight's low once the daytime is over", () => {
    const { unmount } = renderHome('metric');
    expect(screen.getByText('Today’s high')).toBeInTheDocument();
    unmount();
    // 16:00: two daytime hours are left; the night ahead goes down to 3 °C.
    const hours = buildHours('2026-11-23T16:00', 48, (i) => ({
      temperatureC: i < 14 ? 9 - i / 2 : 9,
    }));
    const tonight = tonightPart('2026-11-23', hours);
    expect(tonight).not.toBeNull();
    renderHome('metric', { tonight });
    expect(screen.queryByText('Today’s high')).not.toBeInTheDocument();
    expect(screen.getByText('Tonight’s low').parentElement).toHaveTextContent('Tonight’s low 3°C');
    expect(screen.getByText(/^Partly cloudy\. Low 3°C\./)).toBeInTheDocument();
  });

  it("tells today in its daytime's words, as the 10-day page's Day does, not the calendar day's", () => {
    // 08:00: the daytime ahead is calm; the calendar day's wind (its night's gale) is not today's.
    const hours = buildHours('2026-11-23T08:00', 48, (i) => ({ windSpeedMs: i < 10 ? 4 : 20 }));
    const daytime = daytimePart('2026-11-23', hours);
    expect(daytime).not.toBeNull();
    const days = buildDays('2026-11-23', 5, () => ({ temperatureHighC: 20, windSpeedMaxMs: 20 }));
    renderHome('metric', {
      daytime,
      daily: dailyGlance({ ...demoMarking, place: parisPlace, days }, 5),
    });
    expect(
      screen.getByText(/^Partly cloudy\. High 20°C\. Winds SW up to 14 km\/h/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/72 km\/h/)).not.toBeInTheDocument();
  });

  it('leads to the current, hourly and 10-day pages of the place', () => {
    renderHome('metric');
    expect(screen.getByRole('link', { name: 'Current conditions for Paris' })).toHaveAttribute(
      'href',
      '/weather-forecast/now/paris-ile-de-france-fr',
    );
    expect(screen.getByRole('link', { name: 'Hourly forecast' })).toHaveAttribute(
      'href',
      '/weather-forecast/hourly/paris-ile-de-france-fr',
    );
    expect(screen.getByRole('link', { name: '10-day forecast' })).toHaveAttribute(
      'href',
      '/weather-forecast/10-day-weather/paris-ile-de-france-fr',
    );
    expect(screen.getByRole('link', { name: 'Hour by hour (48 hours)' })).toBeInTheDocument();
  });

  it('converts every value to the visitor units', () => {
    renderHome('imperial');
    expect(screen.getByLabelText('Temperature 59°F')).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Next 5 days' })).getAllByRole('listitem');
    expect(days[1]).toHaveTextContent('High 52°FLow 34°F');
    expect(document.body).not.toHaveTextContent('°C');
  });

  it('reads its data again when the visitor chose another place after it was rendered', () => {
    renderHome('metric', {}, newYork);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith({ pathname: '/', query: {} }, undefined, {
      scroll: false,
    });
  });

  it('tells a screen reader when the page shows another place (its address stays `/`)', () => {
    const props = { ...data, initialState: visitorState(paris, 'metric') } as PageProps & HomeData;
    const { rerender } = renderWithProviders(<HomeView {...props} />, {
      preloadedState: visitorState(paris, 'metric'),
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    rerender(<HomeView {...props} initialState={visitorState(newYork, 'metric')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing the weather for ${newYork.DisplayCompositeName}`,
    );
  });

  it('shows the same from what the page sends as from the whole forecast', () => {
    const hourly: HourlyForecast = {
      ...demoMarking,
      place: parisPlace,
      hours: buildHours('2026-11-23T11:00', 48, (i) => ({ pressureHpa: 1020 - i })),
    };
    const daily: DailyForecast = {
      ...demoMarking,
      place: parisPlace,
      days: buildDays('2026-11-23', 10, (i) => ({
        temperatureHighC: 2 + i,
        temperatureLowC: -3 + i,
        precipitationProbabilityPercent: 70,
        precipitationMm: 6,
        snowfallCm: 4,
        windSpeedMaxMs: 9,
        windGustMaxMs: 21,
        windDirectionDominantDeg: 20 * i,
      })),
    };
    // The page's markup, its generated ids (useId) aside.
    const markup = (overrides: Partial<HomeData>) => {
      const { container, unmount } = renderHome('imperial', overrides);
      const html = container.innerHTML.replace(/_r_\w+_/g, 'id');
      unmount();
      return html;
    };
    const fromWhole = markup({ hourly, daily });
    const fromSent = markup({ hourly: hourlyGlance(hourly, 13), daily: dailyGlance(daily, 5) });
    expect(fromSent).toBe(fromWhole);
    // Today's summary reads the day's wind, gusts and snow: they are among what is sent.
    expect(fromSent).toMatch(/gusts/i);
  });

  it('keeps each section when another one has no data', () => {
    renderHome('metric', { daily: null, alerts: null });
    expect(screen.getByRole('region', { name: 'Next 5 days' })).toHaveTextContent(
      'Data not available. Try again later.',
    );
    expect(screen.getByLabelText('Temperature 15°C')).toBeInTheDocument();
  });
});
