import { screen, within } from '@testing-library/react';

import { paris } from '@tests/fixtures/localities';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { PrimaryHeader } from './PrimaryHeader';

const seed = {
  page: { pageId: 'hurricane-outlook', query: {} },
  location: { activeLocation: { Locality: paris, Station: null, DefaultStationRouteString: null } },
  units: {
    unitSystem: 2 as const,
    tempUnit: 2 as const,
    windUnit: 3 as const,
    pressureUnit: 2 as const,
    rainUnit: 2 as const,
  },
};

describe('PrimaryHeader', () => {
  it('links the logo to the first primary route and carries slug and units in the menu', () => {
    renderWithProviders(<PrimaryHeader />, { preloadedState: seed });
    expect(screen.getByRole('link', { name: 'Parasol Weather home' })).toHaveAttribute(
      'href',
      '/weather-forecast/now/paris-ile-de-france-fr',
    );
    const menu = screen.getByRole('navigation', { name: 'Primary' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Forecasts',
      'Maps',
      'Alerts',
      'Life',
      'News',
      'Cameras',
      'Air Quality',
      'Hurricanes',
    ]);
    expect(within(menu).getByRole('link', { name: 'Maps' })).toHaveAttribute(
      'href',
      '/maps/paris-ile-de-france-fr',
    );
    expect(within(menu).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    const hurricanes = within(menu).getByRole('link', { name: 'Hurricanes' });
    expect(hurricanes).toHaveAttribute('href', '/hurricane/active?su=3&pu=2');
    expect(hurricanes).toHaveAttribute('aria-current', 'page');
  });

  it('opens the hamburger overlay with the same items (this section marked) and two links, and closes it with Escape', async () => {
    const { user } = renderWithProviders(<PrimaryHeader />, { preloadedState: seed });
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const links = within(dialog)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Forecasts',
      'Maps',
      'Alerts',
      'Life',
      'News',
      'Cameras',
      'Air Quality',
      'Hurricanes',
      'Press',
      'Education',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Hurricanes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('link', { name: 'Maps' })).not.toHaveAttribute('aria-current');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
