import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  berlin,
  json,
  london,
  paris,
  parisStations,
  record,
  seededStore,
} from '@tests/support/favorites';
import { FakeMap } from '@tests/support/fakeMaplibre';
import { buildStation } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { openStationSelector, type StationTarget } from '../stationsSlice';
import { StationSelector } from './StationSelector';

jest.mock('maplibre-gl', () => jest.requireActual('@tests/support/fakeMaplibre').fakeMaplibre, {
  virtual: true,
});

const stations = [
  ...parisStations,
  buildStation({
    StationId: 'OWN1',
    StationName: 'Paris Centre',
    ProviderId: 1,
    Distance: 1.5,
    RouteString: 'own-1',
  }),
];

async function renderOpen(
  target: StationTarget,
  store = seededStore(),
  answer: unknown = stations,
) {
  record('get', '/stations', json(answer));
  const onChosen = jest.fn();
  const rendered = renderWithProviders(<StationSelector target={target} onChosen={onChosen} />, {
    store,
  });
  await act(() => store.dispatch(openStationSelector({ target })));
  return { ...rendered, onChosen };
}

describe('StationSelector', () => {
  beforeEach(() => {
    FakeMap.instances = [];
  });

  it('renders nothing while closed', () => {
    const { container } = renderWithProviders(<StationSelector target="active" />, {
      store: seededStore(),
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the stations as the radio group "Weather station", the default station checked', async () => {
    const withDefault = {
      ...berlin,
      Location: { ...berlin.Location, DefaultStationRouteString: 'metar-lfpg' },
    };
    await renderOpen(
      { favoriteId: berlin.Id },
      seededStore({ favorites: { items: [paris, withDefault] } }),
    );
    const group = screen.getByRole('radiogroup', { name: 'Weather station' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
    ]);
    expect(
      within(group).getByRole('radio', { name: 'Paris-Le Bourget Airport (6.4 mi)' }),
    ).toBeInTheDocument();
    expect(
      within(group).getByRole('radio', { name: 'Charles de Gaulle Airport (13.1 mi)' }),
    ).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Paris Centre (1.5 mi)' })).not.toBeChecked();
  });

  it('gives the distances in kilometres to a metric visitor (miles from the API, Earth radii ratio)', async () => {
    await renderOpen(
      'active',
      seededStore({
        units: { unitSystem: 2, tempUnit: 2, windUnit: 2, pressureUnit: 2, rainUnit: 2 },
      }),
    );
    const group = screen.getByRole('radiogroup', { name: 'Weather station' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      '1Paris-Le Bourget Airport (10.3 km)',
      '2Charles de Gaulle Airport (21.1 km)',
      '3Paris Centre (2.4 km)',
    ]);
    expect(within(group).getByRole('radio', { name: 'Paris Centre (2.4 km)' })).toBeInTheDocument();
  });

  it('lists the first 3 stations (the default count) until "Show all" is pressed, and always the chosen one', async () => {
    const many = [
      ...stations,
      buildStation({
        StationId: 'ST4',
        StationName: 'Fourth',
        Distance: 14,
        RouteString: 'metar-st4',
      }),
      buildStation({
        StationId: 'ST5',
        StationName: 'Fifth',
        Distance: 14.5,
        RouteString: 'metar-st5',
      }),
    ];
    const { user } = await renderOpen({ favoriteId: paris.Id }, seededStore(), many);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show all 5 stations' }));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    // The button went: focus is on the first station it revealed, not lost to the page.
    expect(screen.getByRole('radio', { name: /^Fourth/ })).toHaveFocus();
  });

  it('shows the chosen station even when it is past the default count', async () => {
    const many = [
      ...stations,
      buildStation({
        StationId: 'ST4',
        StationName: 'Fourth',
        Distance: 14,
        RouteString: 'metar-st4',
      }),
    ];
    const chosen = { ...paris, Location: { ...paris.Location, Station: many[3] ?? null } };
    await renderOpen(
      { favoriteId: paris.Id },
      seededStore({ favorites: { items: [chosen] } }),
      many,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Fourth (14.0 mi)' })).toBeChecked();
  });

  it("checks the location's chosen station", async () => {
    const chosen = { ...paris, Location: { ...paris.Location, Station: stations[2] ?? null } };
    await renderOpen({ favoriteId: paris.Id }, seededStore({ favorites: { items: [chosen] } }));
    expect(screen.getByRole('radio', { name: 'Paris Centre (1.5 mi)' })).toBeChecked();
  });

  describe('a place with no station within the 15-mile search radius', () => {
    // The provider lists the nearest stations however far; the place's conditions are its own.
    const far = [
      buildStation({
        StationId: 'FAR1',
        StationName: 'Valley Airport',
        Distance: 38.2,
        RouteString: 'metar-far1',
      }),
      buildStation({
        StationId: 'FAR2',
        StationName: 'Ridge Field',
        Distance: 61,
        RouteString: 'metar-far2',
      }),
    ];
    const remote = {
      ...berlin,
      Location: { ...berlin.Location, Station: null, DefaultStationRouteString: 'metar-far1' },
    };

    it("checks none of the far stations and says the conditions are the place's own", async () => {
      await renderOpen(
        { favoriteId: berlin.Id },
        seededStore({ favorites: { items: [remote] } }),
        far,
      );
      const radios = within(
        screen.getByRole('radiogroup', { name: 'Weather station' }),
      ).getAllByRole('radio');
      expect(radios).toHaveLength(2);
      for (const radio of radios) expect(radio).not.toBeChecked();
      expect(
        screen.getByText(
          "No weather station is within 15.0 mi, so the current conditions are the place's own. Choose a station to read them there.",
        ),
      ).toBeInTheDocument();
    });

    it('still lets the visitor choose one of them', async () => {
      const updated = { ...remote, Location: { ...remote.Location, Station: far[1] } };
      const puts = record('put', '/favorite-locations', json(updated));
      const { user, onChosen } = await renderOpen(
        { favoriteId: berlin.Id },
        seededStore({ favorites: { items: [remote] } }),
        far,
      );
      await user.click(screen.getByRole('radio', { name: 'Ridge Field (61.0 mi)' }));
      await waitFor(() => expect(onChosen).toHaveBeenCalled());
      expect(puts).toHaveLength(1);
    });
  });

  it('checks none when the location has no default station, without the far-stations note', async () => {
    const noDefault = {
      ...berlin,
      Location: { ...berlin.Location, Station: null, DefaultStationRouteString: null },
    };
    await renderOpen({ favoriteId: berlin.Id }, seededStore({ favorites: { items: [noDefault] } }));
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.queryByText(/No weather station is within/)).not.toBeInTheDocument();
  });

  it("choosing a station saves the favourite's station (PUT) and closes", async () => {
    const updated = { ...paris, Location: { ...paris.Location, Station: stations[1] } };
    const puts = record('put', '/favorite-locations', json(updated));
    const { user, onChosen } = await renderOpen({ favoriteId: paris.Id });
    await user.click(screen.getByRole('radio', { name: 'Charles de Gaulle Airport (13.1 mi)' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalled());
    expect(puts[0]?.body).toEqual({ newFavoriteLocation: updated, appInstanceId: 'device-1' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('choosing a station for the active location makes the profile call', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get('http://localhost/web2/api/user/profile', ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({ user: { ActiveLocation: { ...london, Station: stations[2] } } });
      }),
    );
    const { user, store } = await renderOpen(
      'active',
      seededStore({ location: { activeLocation: london } }),
    );
    await user.click(screen.getByRole('radio', { name: 'Paris Centre (1.5 mi)' }));
    await waitFor(() => expect(query).toEqual({ location: 'london-england-gb', station: 'own-1' }));
    expect(store.getState().location.activeLocation?.Station?.StationId).toBe('OWN1');
  });

  it('shows the spec message when the stations answer is not an array', async () => {
    await renderOpen({ favoriteId: paris.Id }, seededStore(), { stations });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid station list returned from stations API',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('draws the stations on a lazily loaded map and removes it on unmount', async () => {
    // jsdom has no 2D canvas: the marker images are skipped (the browser draws them).
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const { unmount } = await renderOpen({ favoriteId: paris.Id });
    await waitFor(() => expect(FakeMap.instances).toHaveLength(1));
    const map = FakeMap.instances[0];
    map?.fire('load');
    const data = map?.addSource.mock.calls[0]?.[1].data;
    expect(
      data.features.map((f: { properties: { stationNumber: number; color: string } }) => [
        f.properties.stationNumber,
        f.properties.color,
      ]),
    ).toEqual([
      [1, '#6ec478'],
      [2, '#6ec478'],
      [3, '#6c6c6c'],
    ]);
    unmount();
    expect(map?.remove).toHaveBeenCalled();
  });
});

afterEach(() => jest.restoreAllMocks());
