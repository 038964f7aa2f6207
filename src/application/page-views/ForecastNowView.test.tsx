import { screen, waitFor, within } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { createDynamicRouteParser } from 'next-router-mock/dynamic-routes';

import {
  buildDay,
  buildHour,
  buildHours,
  demoMarking,
  parisPlace,
  visitorState,
} from '@/features/forecast/testing/fixtures';
import type { HydrationPayload } from '@/types/hydration';
import type { PageProps } from '@/types/page';
import type { Station } from '@/types/location';

import { newYork, paris } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { ForecastNowView, type ForecastNowData } from './ForecastNowView';

const data: ForecastNowData = {
  current: {
    ...demoMarking,
    place: parisPlace,
    current: buildHour('2026-11-23T14:05:00+01:00', {
      temperatureC: 20,
      feelsLikeC: 18,
      dewPointC: 10,
      humidityPercent: 62,
      windSpeedMs: 5,
      windGustMs: 11,
      windDirectionDeg: 315,
      pressureHpa: 1013.2,
      visibilityKm: 16,
      uvIndex: 3,
      condition: { code: 2, text: 'Partly cloudy', icon: 'partly-cloudy-day' },
    }),
  },
  station: { kind: 'nearest', name: 'Paris-Le Bourget Airport' },
  hourly: {
    ...demoMarking,
    place: parisPlace,
    hours: buildHours('2026-11-23T14:00', 13, (i) => ({
      pressureHpa: 1013 + i,
      temperatureC: 20 - i,
      precipitationProbabilityPercent: i * 5,
    })),
  },
  daily: {
    ...demoMarking,
    place: parisPlace,
    days: [buildDay('2026-11-23', { temperatureHighC: 22, temperatureLowC: 12 })],
  },
  daytime: null,
  tonight: null,
  alerts: { ...demoMarking, place: parisPlace, alerts: [] },
  airQuality: null,
};

/** The page as rendered for Paris (`renderedFor`), in a tab whose store holds `active`. */
function renderNow(
  system: 'imperial' | 'metric',
  overrides: Partial<ForecastNowData> = {},
  active: HydrationPayload = visitorState(paris, system),
) {
  const props = {
    ...data,
    ...overrides,
    initialState: visitorState(paris, system),
  } as PageProps & ForecastNowData;
  return renderWithProviders(<ForecastNowView {...props} />, { preloadedState: active });
}

describe('ForecastNowView', () => {
  beforeEach(() => mockRouter.setCurrentUrl('/weather-forecast/now/paris-ile-de-france-fr'));

  it('links the three forecast views, this one marked current', () => {
    renderNow('metric');
    const nav = screen.getByRole('navigation', { name: 'Forecast views' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Now', '/weather-forecast/now/paris-ile-de-france-fr'],
      ['Hourly', '/weather-forecast/hourly/paris-ile-de-france-fr'],
      ['10 Day', '/weather-forecast/10-day-weather/paris-ile-de-france-fr'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Now' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Hourly' })).not.toHaveAttribute('aria-current');
  });

  it('shows the current conditions in the visitor units, with the pressure tendency', () => {
    renderNow('metric');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Paris, Île-de-France, France current weather',
      }),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Current conditions' });
    expect(within(card).getByLabelText('Temperature 20°C')).toBeInTheDocument();
    expect(card).toHaveTextContent('Partly cloudy');
    expect(card).toHaveTextContent('Feels like 18°C');
    expect(card).toHaveTextContent('As of 2:05 PM local time');
    const value = (term: string) =>
      within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Wind')).toBe('NW 18 km/h, gusts 40 km/h');
    expect(value('Humidity')).toBe('62%');
    expect(value('Dew point')).toBe('10°C');
    // The forecast goes from 1013 hPa this hour to 1016 hPa in 3 hours.
    expect(value('Pressure')).toBe('1013 mbar ↑ rising');
    expect(value('Visibility')).toBe('16 km');
    expect(value('UV index')).toBe('3 of 11 (Moderate)');
    expect(card).toHaveTextContent('Today’s high 22°C');
    expect(card).toHaveTextContent('Low 12°C');
    expect(card).toHaveTextContent(/Cloudy\. High 22°C, low 12°C\./);
  });

  it('converts every value for a visitor in Fahrenheit and imperial units', () => {
    renderNow('imperial');
    const card = screen.getByRole('region', { name: 'Current conditions' });
    expect(within(card).getByLabelText('Temperature 68°F')).toBeInTheDocument();
    expect(card).toHaveTextContent('Feels like 64°F');
    expect(card).toHaveTextContent('NW 11 mph, gusts 25 mph');
    expect(card).toHaveTextContent('29.92 inHg');
    expect(card).toHaveTextContent('9.9 mi');
    expect(card).not.toHaveTextContent('°C');
    const strip = screen.getByRole('list', { name: 'Next 12 hours' });
    expect(within(strip).getAllByRole('listitem')[0]).toHaveTextContent('68°F');
  });

  it('shows the next 12 hours: time, sky, temperature and chance of precipitation', () => {
    renderNow('metric');
    const strip = screen.getByRole('list', { name: 'Next 12 hours' });
    const hours = within(strip).getAllByRole('listitem');
    expect(hours).toHaveLength(12);
    expect(hours[0]).toHaveTextContent('Now');
    expect(hours[1]).toHaveTextContent(/^3 PM19°CChance of precipitation 5%$/);
    expect(within(hours[1]!).getByRole('img', { name: 'Partly cloudy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hourly forecast' })).toHaveAttribute(
      'href',
      '/weather-forecast/hourly/paris-ile-de-france-fr',
    );
  });

  it('shows the current conditions as "Now", where a chosen station may differ from the hour', () => {
    renderNow('metric', {
      current: {
        ...data.current!,
        current: {
          ...data.current!.current,
          temperatureC: 17,
          condition: { code: 61, text: 'Light rain', icon: 'rain' },
        },
      },
    });
    const strip = screen.getByRole('list', { name: 'Next 12 hours' });
    const now = within(strip).getAllByRole('listitem')[0]!;
    expect(now).toHaveTextContent(/^Now17°CChance of precipitation 0%$/);
    expect(within(now).getByRole('img', { name: 'Light rain' })).toBeInTheDocument();
  });

  it('reads a UV index beyond the scale’s 11 as 11+ of 11', () => {
    renderNow('metric', {
      current: { ...data.current!, current: { ...data.current!.current, uvIndex: 12.4 } },
    });
    const card = screen.getByRole('region', { name: 'Current conditions' });
    expect(
      within(card).getByText('UV index', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('11+ of 11 (Extreme)');
  });

  it('shows sunrise, sunset and the moon phase of today', () => {
    renderNow('metric');
    const card = screen.getByRole('region', { name: 'Sun and moon' });
    expect(card).toHaveTextContent('Sunrise7:42 AM');
    expect(card).toHaveTextContent('Sunset5:01 PM');
    expect(card).toHaveTextContent('Daylight9 h 19 min');
    expect(card).toHaveTextContent('Moon phaseWaxing Gibbous78% illuminated');
  });

  it('summarises alerts and air quality, each linking to its page, each degrading alone', () => {
    renderNow('metric');
    const alerts = screen.getByRole('region', { name: 'Weather alerts' });
    expect(alerts).toHaveTextContent('No active alerts');
    expect(within(alerts).getByRole('link')).toHaveAttribute(
      'href',
      '/alerts/paris-ile-de-france-fr',
    );
    const air = screen.getByRole('region', { name: 'Air quality' });
    expect(within(air).getByRole('status')).toHaveTextContent('Data not available');
    expect(within(air).getByRole('link', { name: 'Air quality details' })).toHaveAttribute(
      'href',
      '/air-quality/paris-ile-de-france-fr',
    );
  });

  it('counts active alerts and names the AQI category', () => {
    renderNow('metric', {
      alerts: {
        ...demoMarking,
        place: parisPlace,
        alerts: ['Wind Advisory', 'Flood Watch'].map((event, i) => ({
          id: `a${i}`,
          event,
          severity: 'Moderate' as const,
          urgency: 'Expected' as const,
          certainty: 'Likely' as const,
          headline: event,
          description: '',
          instruction: null,
          onset: '2026-11-23T12:00:00+01:00',
          expires: '2026-11-24T12:00:00+01:00',
          areaDesc: 'Paris',
        })),
      },
      airQuality: {
        ...demoMarking,
        place: parisPlace,
        time: '2026-11-23T14:00:00+01:00',
        aqi: 57,
        aqiScale: 'US EPA',
        category: 'Moderate',
        dominantPollutant: 'pm2_5',
        pollutants: [],
      },
    });
    const alerts = screen.getByRole('region', { name: 'Weather alerts' });
    expect(alerts).toHaveTextContent('2 active alerts');
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wind Advisory', 'Flood Watch']);
    expect(screen.getByRole('region', { name: 'Air quality' })).toHaveTextContent(
      'Air quality index 57, Moderate',
    );
  });

  it('reads the conditions again, at the chosen station, once its station is chosen', async () => {
    // The page's route as Next knows it: a pattern, with the place in the query.
    mockRouter.useParser(createDynamicRouteParser(['/weather-forecast/now/[location]']));
    mockRouter.setCurrentUrl('/weather-forecast/now/paris-ile-de-france-fr');
    const replace = jest.spyOn(mockRouter, 'replace');
    const station = { StationId: 'LFPB', RouteString: 'metar-lfpb' } as Station;
    const chosen = visitorState(paris, 'metric');
    chosen.location = {
      activeLocation: { Locality: paris, Station: station, DefaultStationRouteString: null },
    };
    renderNow('metric', {}, chosen);
    expect(replace).toHaveBeenCalledTimes(1);
    // In place (no scroll), with the station in the address, as a favourite's link carries it.
    expect(replace.mock.calls[0]?.[2]).toEqual({ scroll: false });
    await waitFor(() =>
      expect(mockRouter.asPath).toBe(
        '/weather-forecast/now/paris-ile-de-france-fr?station=metar-lfpb',
      ),
    );
    replace.mockRestore();
  });

  it("reads the pressure tendency from the place's forecast, not a station's reading against it", () => {
    // A station's 1020 hPa beside the place's forecast of 1013 hPa rising to 1016 hPa.
    renderNow('metric', {
      current: { ...data.current!, current: { ...data.current!.current, pressureHpa: 1020 } },
    });
    const card = screen.getByRole('region', { name: 'Current conditions' });
    const pressure = within(card).getByText('Pressure', { selector: 'dt' }).nextElementSibling;
    expect(pressure).toHaveTextContent('1020 mbar ↑ rising');
  });

  it('says which station the current conditions come from, or that none is nearby', () => {
    const { unmount } = renderNow('metric');
    expect(
      screen.getByText('Nearest weather station: Paris-Le Bourget Airport'),
    ).toBeInTheDocument();
    unmount();
    renderNow('metric', { station: { kind: 'none' } });
    expect(screen.getByText('No weather stations nearby.')).toBeInTheDocument();
    expect(screen.queryByText(/Nearest weather station/)).not.toBeInTheDocument();
  });

  it("does not name the rendered place's station for another place active in the tab", () => {
    renderNow('metric', {}, visitorState(newYork, 'metric'));
    expect(screen.getByText('Nearest weather station')).toBeInTheDocument();
    expect(screen.queryByText(/Paris-Le Bourget/)).not.toBeInTheDocument();
  });

  it('keeps the page when the current conditions did not come', () => {
    renderNow('metric', { current: null });
    const card = screen.getByRole('region', { name: 'Current conditions' });
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Data not available. Try again later.',
    );
    expect(screen.getByRole('list', { name: 'Next 12 hours' })).toBeInTheDocument();
  });
});
