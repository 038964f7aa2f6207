import { screen, waitFor } from '@testing-library/react';

import { json, paris, parisStations, record, seededStore } from '@tests/support/favorites';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { ActiveStationChooser } from './ActiveStationChooser';

// Records when the selector's code is loaded (its module evaluated), as the browser fetches its
// chunk then.
const mockSelectorLoaded = jest.fn();
jest.mock('./StationSelector', () => {
  mockSelectorLoaded();
  return jest.requireActual('./StationSelector');
});

jest.mock('maplibre-gl', () => jest.requireActual('@tests/support/fakeMaplibre').fakeMaplibre, {
  virtual: true,
});

/** Lets pending dynamic imports settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ActiveStationChooser', () => {
  beforeEach(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  });

  it('shows the station line and its button without loading the selector', async () => {
    renderWithProviders(<ActiveStationChooser />, { store: seededStore() });
    expect(screen.getByText('Nearest weather station')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Choose station for Paris' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await settle();
    expect(mockSelectorLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the nearest station when the current conditions come from it', () => {
    renderWithProviders(
      <ActiveStationChooser conditions={{ kind: 'nearest', name: 'Paris-Le Bourget Airport' }} />,
      { store: seededStore() },
    );
    expect(
      screen.getByText('Nearest weather station: Paris-Le Bourget Airport'),
    ).toBeInTheDocument();
  });

  it('says so when no weather station is nearby, promising none', () => {
    renderWithProviders(<ActiveStationChooser conditions={{ kind: 'none' }} />, {
      store: seededStore(),
    });
    expect(screen.getByText('No weather stations nearby.')).toBeInTheDocument();
    expect(screen.queryByText(/Nearest weather station/)).not.toBeInTheDocument();
    // The visitor can still choose one farther away.
    expect(screen.getByRole('button', { name: 'Choose station for Paris' })).toBeInTheDocument();
  });

  it('claims no station when the stations could not be listed', () => {
    renderWithProviders(<ActiveStationChooser conditions={{ kind: 'unknown' }} />, {
      store: seededStore(),
    });
    expect(screen.getByText('Weather stations unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/Nearest weather station/)).not.toBeInTheDocument();
  });

  it('names the chosen station, whatever the page was told before the choice', () => {
    const chosen = { ...paris.Location, Station: parisStations[1]! };
    renderWithProviders(<ActiveStationChooser conditions={{ kind: 'none' }} />, {
      store: seededStore({ location: { activeLocation: chosen } }),
    });
    expect(screen.getByText('Station: Charles de Gaulle Airport')).toBeInTheDocument();
  });

  it('starts loading the selector when a pointer comes over the button', async () => {
    const { user } = renderWithProviders(<ActiveStationChooser />, { store: seededStore() });
    await user.hover(screen.getByRole('button', { name: 'Choose station for Paris' }));
    await waitFor(() => expect(mockSelectorLoaded).toHaveBeenCalled());
  });

  it('opens the selector with the stations around the place on a click', async () => {
    record('get', '/stations', json(parisStations));
    const { user } = renderWithProviders(<ActiveStationChooser />, { store: seededStore() });
    const button = screen.getByRole('button', { name: 'Choose station for Paris' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('radio', { name: 'Paris-Le Bourget Airport (6.4 mi)' }),
    ).toBeInTheDocument();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('radiogroup', { name: 'Weather station' }));
  });

  it('gives focus back to "Choose station" once a station from the keyboard is saved', async () => {
    record('get', '/stations', json(parisStations));
    const updated = {
      ...paris,
      Location: { ...paris.Location, Station: parisStations[1] },
    };
    record('put', '/favorite-locations', json(updated));
    const { user } = renderWithProviders(<ActiveStationChooser />, { store: seededStore() });
    const button = screen.getByRole('button', { name: 'Choose station for Paris' });
    await user.click(button);
    const first = await screen.findByRole('radio', { name: /^Paris-Le Bourget Airport/ });
    first.focus();
    // The arrow keys move the selection; Enter chooses.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows why the stations could not be listed', async () => {
    record('get', '/stations', json({ stations: parisStations }));
    const { user } = renderWithProviders(<ActiveStationChooser />, { store: seededStore() });
    await user.click(screen.getByRole('button', { name: 'Choose station for Paris' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid station list returned from stations API',
    );
  });
});
