import { screen, within } from '@testing-library/react';

import type { PublicConfig } from '@/types/config';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { configuredLinks, testPublicConfig } from '@tests/support/publicConfig';

import { PartnersView } from './PartnersView';

const pageProps = {} as PageProps;

function renderPartners(config: Partial<PublicConfig> = {}) {
  return renderWithProviders(<PartnersView {...pageProps} />, {
    preloadedState: { config: { value: testPublicConfig(config) } },
  });
}

describe('PartnersView', () => {
  it('lists the data sources the site uses, each with its licence', () => {
    renderPartners();
    expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    const weather = screen.getByRole('region', { name: 'Weather data' });
    for (const name of [
      'Open-Meteo',
      'National Weather Service (NOAA)',
      'National Hurricane Center (NOAA)',
      'RainViewer',
    ])
      expect(within(weather).getByRole('link', { name })).toBeInTheDocument();
    expect(
      within(weather).getByRole('link', { name: 'Open-Meteo' }).closest('div'),
    ).toHaveTextContent(/Licence: CC BY 4\.0\.$/);
    const maps = screen.getByRole('region', { name: 'Places and maps' });
    for (const name of ['GeoNames', 'Natural Earth'])
      expect(within(maps).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Advertising partners' })).toHaveTextContent(
      /never when you have opted out/,
    );
  });

  it('says how advertisers reach us only when the configuration has the link', () => {
    const { unmount } = renderPartners();
    expect(screen.queryByRole('heading', { name: 'Advertise with us' })).not.toBeInTheDocument();
    unmount();
    renderPartners({ externalLinks: configuredLinks });
    const section = screen.getByRole('region', { name: 'Advertise with us' });
    expect(
      within(section).getByRole('link', { name: 'contact our advertising team' }),
    ).toHaveAttribute('href', configuredLinks.advertisers!);
  });
});
