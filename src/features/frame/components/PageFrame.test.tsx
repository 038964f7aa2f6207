import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('shows the logo, the primary menu with the current group marked, the content and the footer', () => {
    renderWithProviders(
      <PageFrame pageId="hurricane-outlook">
        <p>Body</p>
      </PageFrame>,
    );
    expect(screen.getByRole('link', { name: 'WeatherBug home' })).toHaveAttribute('href', '/');
    const menu = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Forecasts', 'Maps', 'Alerts', 'Life', 'News', 'Cameras', 'Air Quality', 'Hurricanes',
    ]);
    expect(within(menu).getByRole('link', { name: 'Hurricanes' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Maps' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('main')).toHaveTextContent('Body');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });
});
