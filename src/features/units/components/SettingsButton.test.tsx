import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';

import type { HydrationPayload } from '@/store/hydrated';

import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { reloadPageAt } from '../pageNavigation';
import { selectUnits } from '../unitsSlice';
import { SettingsButton } from './SettingsButton';

jest.mock('../pageNavigation', () => ({ reloadPageAt: jest.fn() }));

const user = { deviceId: 'device-1', isBot: false, language: 'en-US' };

/** Records the query of every POST units/update. */
function recordUpdates() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.post('http://localhost/web2/api/units/update', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ unitval: 1, tempUnitVal: 1, windUnitVal: 1, pressureUnitVal: 1 });
    }),
  );
  return queries;
}

function setup(preloadedState: HydrationPayload = {}) {
  const result = renderWithProviders(<SettingsButton />, { preloadedState });
  return { ...result, button: screen.getByRole('button', { name: 'Settings' }) };
}

describe('SettingsButton and SettingsDialog', () => {
  beforeEach(() => mockRouter.setCurrentUrl('/weather-forecast/now/paris-ile-de-france-fr'));

  it('works by keyboard: Enter opens, arrows change units, Escape closes, saves once and returns focus', async () => {
    const queries = recordUpdates();
    const { user: u, store, button } = setup({ user });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await u.tab();
    expect(button).toHaveFocus();
    await u.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const temperature = within(dialog).getByRole('radiogroup', { name: 'Temperature' });
    expect(within(temperature).getByRole('radio', { name: 'Fahrenheit °F' })).toHaveFocus();
    expect(within(dialog).getByRole('radiogroup', { name: 'Wind speed' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Pressure' })).toBeInTheDocument();
    // The rain unit also sets snow, visibility and distances (spec: rain inches mean english units).
    expect(within(dialog).getByRole('radiogroup', { name: 'Rain' })).toHaveAccessibleDescription(
      'Also sets snow, visibility and distances: in gives in and mi; mm or cm give cm and km.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await u.keyboard('{ArrowDown}');
    expect(within(temperature).getByRole('radio', { name: 'Celsius °C' })).toBeChecked();
    expect(selectUnits(store.getState()).tempUnit).toBe(2);

    await u.tab();
    const wind = within(dialog).getByRole('radiogroup', { name: 'Wind speed' });
    expect(within(wind).getByRole('radio', { name: 'mph' })).toHaveFocus();
    await u.keyboard('{ArrowRight}');
    expect(within(wind).getByRole('radio', { name: 'km/h' })).toBeChecked();
    expect(selectUnits(store.getState()).windUnit).toBe(2);
    expect(queries).toHaveLength(0);

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({
      appInstanceId: 'device-1',
      unitval: '1',
      tempUnitVal: '2',
      windUnitVal: '2',
      pressureUnitVal: '1',
    });
    expect(mockRouter.asPath).toBe('/weather-forecast/now/paris-ile-de-france-fr');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user: u, button } = setup();
    await u.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    await u.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await u.tab({ shift: true });
    expect(within(dialog).getByRole('radio', { name: 'in' })).toHaveFocus();
    await u.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('does not save without a device id', async () => {
    const queries = recordUpdates();
    const { user: u, button } = setup();
    await u.click(button);
    await u.click(screen.getByRole('radio', { name: 'mbar' }));
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toHaveLength(0);
  });

  it('on a hurricane page, reloads the page (a full load) with new su and pu when wind or pressure changed', async () => {
    const queries = recordUpdates();
    mockRouter.setCurrentUrl('/hurricane/active/milton?su=1&pu=1');
    const push = jest.spyOn(mockRouter, 'push');
    const { user: u, button } = setup({
      user,
      page: { pageId: 'hurricane-active-name', query: { name: 'milton' } },
    });
    await u.click(button);
    await u.click(screen.getByRole('radio', { name: 'knots' }));
    await u.click(screen.getByRole('radio', { name: 'mbar' }));
    await u.keyboard('{Escape}');
    await waitFor(() =>
      expect(reloadPageAt).toHaveBeenCalledWith('/hurricane/active/milton?su=3&pu=2'),
    );
    expect(push).not.toHaveBeenCalled();
    expect(queries).toEqual([expect.objectContaining({ windUnitVal: '3', pressureUnitVal: '2' })]);
  });

  it('on a hurricane page, stays put when only the temperature changed', async () => {
    recordUpdates();
    mockRouter.setCurrentUrl('/hurricane/outlook');
    const push = jest.spyOn(mockRouter, 'push');
    const { user: u, button } = setup({ user, page: { pageId: 'hurricane-outlook', query: {} } });
    await u.click(button);
    await u.click(screen.getByRole('radio', { name: 'Celsius °C' }));
    await u.click(screen.getByRole('button', { name: 'Close' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(push).not.toHaveBeenCalled();
    expect(reloadPageAt).not.toHaveBeenCalled();
  });

  it('shows a failed save in an alert once the dialog closes, until the next save', async () => {
    let failing = true;
    server.use(
      http.post('http://localhost/web2/api/units/update', () =>
        failing
          ? HttpResponse.json({ error: 'down' }, { status: 400 })
          : new HttpResponse(null, { status: 204 }),
      ),
    );
    const { user: u, button } = setup({ user });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await u.click(button);
    await u.click(screen.getByRole('radio', { name: 'mbar' }));
    await u.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not save your units. They apply to this page only; please try again.',
      ),
    );
    failing = false;
    await u.click(button);
    expect(screen.getByRole('alert', { hidden: true })).toBeEmptyDOMElement();
    await u.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('on a hurricane page, a failed save keeps the page to show its alert', async () => {
    server.use(
      http.post('http://localhost/web2/api/units/update', () =>
        HttpResponse.json({ error: 'down' }, { status: 400 }),
      ),
    );
    mockRouter.setCurrentUrl('/hurricane/active');
    const { user: u, button } = setup({ user, page: { pageId: 'hurricane-active', query: {} } });
    await u.click(button);
    await u.click(screen.getByRole('radio', { name: 'knots' }));
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    expect(reloadPageAt).not.toHaveBeenCalled();
  });
});

afterEach(() => jest.clearAllMocks());
afterAll(() => jest.restoreAllMocks());
