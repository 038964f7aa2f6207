import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { HydrationPayload } from '@/store/hydrated';
import type { PageProps } from '@/types/page';
import { createWeatherMap } from '@/lib/maps/weatherMap';

import { paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { MapView } from './MapView';

jest.mock('maplibre-gl', () => ({}), { virtual: true });
jest.mock('@/lib/maps/weatherMap', () => ({
  createWeatherMap: jest.fn(() => ({
    setLayer: jest.fn(),
    setRadarFrames: jest.fn(),
    showRadarFrame: jest.fn(),
    setRadarOpacity: jest.fn(),
    setTemperatureFrame: jest.fn(),
    setAlerts: jest.fn(),
    setStorms: jest.fn(),
    remove: jest.fn(),
  })),
}));

const seed: HydrationPayload = {
  location: { activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null } },
};
const pageProps = {} as PageProps;
const view = { latitude: paris.Latitude, longitude: paris.Longitude, zoom: 7 };

beforeEach(() => {
  server.use(
    http.get('*/tiles/:layer/frames', () => HttpResponse.json({ error: 'later' }, { status: 503 })),
  );
});

describe('MapView', () => {
  it("names the place, says what the radar sees near it and shows the legend of the layer in the visitor's units", async () => {
    renderWithProviders(
      <MapView
        {...pageProps}
        view={view}
        layerId="Radar.Global"
        staticMap={null}
        zoneOffset={null}
        radarSummary={{
          text: 'Light rain 12 km north of Paris, moving east.',
          frameTime: '2026-11-23T14:00:00Z',
          intensity: 'light',
          distanceKm: 12,
          bearing: 'north',
          movingToward: 'east',
        }}
      />,
      { preloadedState: seed },
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Paris, Île-de-France, France Weather Map & Radar',
      }),
    ).toBeInTheDocument();
    expect(
      // In the visitor's distance unit (miles by default).
      within(screen.getByRole('region', { name: 'Radar summary' })).getByText(
        'Light rain 7 mi north of Paris, moving east.',
      ),
    ).toBeInTheDocument();
    const legend = screen.getByRole('region', { name: 'Legend: Radar' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Light up to 0.1 in/h',
      'Moderate 0.1–0.3 in/h',
      'Heavy 0.3–2 in/h',
      'Violent 2 in/h and more',
    ]);
    await waitFor(() => expect(createWeatherMap).toHaveBeenCalled());
  });

  it('asks the browser for the radar summary when the page has none, and says when it cannot', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/tiles/radar/summary', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ error: 'down' }, { status: 503 });
      }),
    );
    renderWithProviders(
      <MapView
        {...pageProps}
        view={view}
        layerId="Temperature.Global"
        radarSummary={null}
        staticMap={null}
        zoneOffset={null}
      />,
      { preloadedState: seed },
    );
    const region = screen.getByRole('region', { name: 'Radar summary' });
    expect(await within(region).findByText(/not available/i)).toBeInTheDocument();
    expect(asked[0]?.searchParams.get('name')).toBe('Paris');
    expect(screen.getByRole('radio', { name: 'Temperature' })).toBeChecked();
    await waitFor(() => expect(createWeatherMap).toHaveBeenCalled());
  });
});
