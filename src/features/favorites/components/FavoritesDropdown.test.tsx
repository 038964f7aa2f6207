import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';

import { AppProviders } from '@/application/AppProviders';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { berlin, paris, parisStations, rome, seed, seededStore } from '@tests/support/favorites';

import { FavoritesDropdown } from './FavoritesDropdown';

const parisWithStation = {
  ...paris,
  Location: { ...paris.Location, Station: parisStations[0] ?? null },
};

function open(pageId = 'forecasts/hourly') {
  const rendered = renderWithProviders(
    <>
      <FavoritesDropdown />
      <p>Outside</p>
    </>,
    {
      preloadedState: seed({
        page: { pageId, query: {} },
        favorites: { items: [parisWithStation, berlin, rome] },
      }),
    },
  );
  return { ...rendered, button: screen.getByRole('button', { name: 'Favourite locations' }) };
}

describe('FavoritesDropdown', () => {
  it('is in the first HTML with its links, hidden while closed', () => {
    const html = renderToString(
      <AppProviders store={seededStore({ page: { pageId: 'forecasts/hourly', query: {} } })}>
        <FavoritesDropdown />
      </AppProviders>,
    );
    expect(html).toContain('aria-expanded="false"');
    const panel = html.match(/<div[^>]*hidden=""[^>]*>.*<\/div>/s)?.[0] ?? '';
    expect(panel).toContain('aria-label="Favourite locations"');
    expect(panel).toContain('href="/weather-forecast/hourly/berlin-be-de"');
    expect(panel).toContain('Berlin, Germany</a>');
  });

  it('hides the closed list from everyone: no list or links until opened', () => {
    open();
    expect(screen.queryByRole('list', { name: 'Favourite locations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens a list of favourites linking to the current page type, with the station when there is one', async () => {
    const { user, button } = open();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Favourite locations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [
        'Paris, Île-de-France, France',
        '/weather-forecast/hourly/paris-ile-de-france-fr?station=metar-lfpb',
      ],
      ['Berlin, Germany', '/weather-forecast/hourly/berlin-be-de'],
      ['Rome, Italy', '/weather-forecast/hourly/rome-lazio-it'],
    ]);
    expect(screen.getByRole('button', { name: 'Manage Locations' })).toBeInTheDocument();
    // Serious and critical only; "region" is an artefact of rendering a fragment.
    const serious = (await axe(document.body)).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  it('adds the map centre and radar layer on the maps page', async () => {
    const { user, button } = open('maps');
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Berlin, Germany' })).toHaveAttribute(
      'href',
      '/maps/berlin-be-de?center=52.52,13.41,7&layerId=Radar.Global',
    );
  });

  it('links to the forecast page from a page without a location', async () => {
    const { user, button } = open('news');
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Rome, Italy' })).toHaveAttribute(
      'href',
      '/weather-forecast/now/rome-lazio-it',
    );
  });

  it('closes on Escape (focus back on the button) and on a click outside', async () => {
    const { user, button } = open();
    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Favourite locations' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the Manage Locations dialog from the last item and returns focus to the button on close', async () => {
    const { user, button } = open();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Manage Locations' }));
    expect(screen.getByRole('dialog', { name: 'Manage Locations' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Berlin, Germany' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
