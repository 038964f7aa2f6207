import { screen, within } from '@testing-library/react';

import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { SitemapContinentView } from './SitemapContinentView';
import { SitemapStatesView } from './SitemapStatesView';
import { SitemapStateView } from './SitemapStateView';
import { SitemapView } from './SitemapView';

const pageProps = {} as PageProps;

describe('SitemapView', () => {
  it('links the six continents and the US states list', () => {
    renderWithProviders(<SitemapView {...pageProps} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    const continents = screen.getByRole('region', { name: 'Weather by continent' });
    const links = within(continents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['North America', '/sitemap/North-America'],
      ['South America', '/sitemap/South-America'],
      ['Africa', '/sitemap/Africa'],
      ['Europe', '/sitemap/Europe'],
      ['Asia', '/sitemap/Asia'],
      ['Australia and Oceania', '/sitemap/Australia'],
    ]);
    expect(screen.getByRole('link', { name: 'Weather by US state' })).toHaveAttribute(
      'href',
      '/sitemap/North-America/United-States/states',
    );
  });
});

describe('SitemapContinentView', () => {
  const countries = [
    {
      CountryIso2Code: 'CA',
      CountryShortName: 'Canada',
      Places: [
        { CityName: 'Toronto', SlugName: 'toronto-on-ca', TerritoryAbbr: 'ON' },
        { CityName: 'Montréal', SlugName: 'montreal-qc-ca', TerritoryAbbr: 'QC' },
      ],
    },
    {
      CountryIso2Code: 'MX',
      CountryShortName: 'Mexico',
      Places: [{ CityName: 'Mexico City', SlugName: 'mexico-city-cdmx-mx', TerritoryAbbr: null }],
    },
  ];

  it("gives each country a heading and links to its places' forecasts", () => {
    renderWithProviders(
      <SitemapContinentView
        {...pageProps}
        continent={{ segment: 'North-America', name: 'North America' }}
        countries={countries}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Weather in North America' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Canada',
      'Mexico',
    ]);
    const canada = screen.getByRole('list', { name: 'Largest places in Canada' });
    expect(within(canada).getByRole('link', { name: 'Montréal, QC' })).toHaveAttribute(
      'href',
      '/weather-forecast/now/montreal-qc-ca',
    );
    const mexico = screen.getByRole('list', { name: 'Largest places in Mexico' });
    expect(within(mexico).getByRole('link', { name: 'Mexico City' })).toHaveAttribute(
      'href',
      '/weather-forecast/now/mexico-city-cdmx-mx',
    );
    // North America also leads to the states.
    expect(screen.getByRole('link', { name: 'Weather by US state' })).toBeInTheDocument();
  });

  it('says the sitemap failed to load when the countries could not be read', () => {
    renderWithProviders(
      <SitemapContinentView
        {...pageProps}
        continent={{ segment: 'Europe', name: 'Europe' }}
        countries={null}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Weather in Europe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load sitemap');
    expect(screen.queryByRole('link', { name: 'Weather by US state' })).not.toBeInTheDocument();
  });
});

describe('SitemapStatesView', () => {
  it('links the 50 states and the District of Columbia to their pages', () => {
    renderWithProviders(<SitemapStatesView {...pageProps} />);
    const list = screen.getByRole('list', { name: 'The 50 states and the District of Columbia' });
    expect(within(list).getAllByRole('link')).toHaveLength(51);
    expect(within(list).getByRole('link', { name: 'New York' })).toHaveAttribute(
      'href',
      '/sitemap/North-America/United-States/state/New-York/NY',
    );
    expect(within(list).getByRole('link', { name: 'District of Columbia' })).toHaveAttribute(
      'href',
      '/sitemap/North-America/United-States/state/District-of-Columbia/DC',
    );
  });
});

describe('SitemapStateView', () => {
  it("lists the state's places in the order given, each to its forecast", () => {
    renderWithProviders(
      <SitemapStateView
        {...pageProps}
        state={{ name: 'New York', code: 'NY' }}
        places={[
          { CityName: 'Albany', SlugName: 'albany-ny-us', TerritoryAbbr: 'NY' },
          { CityName: 'Buffalo', SlugName: 'buffalo-ny-us', TerritoryAbbr: 'NY' },
        ]}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Weather in New York' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 places, from A to Z.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Places in New York' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Albany', 'Buffalo']);
    expect(within(list).getByRole('link', { name: 'Buffalo' })).toHaveAttribute(
      'href',
      '/weather-forecast/now/buffalo-ny-us',
    );
  });

  it('says the sitemap failed to load when the places could not be read', () => {
    renderWithProviders(
      <SitemapStateView {...pageProps} state={{ name: 'Ohio', code: 'OH' }} places={null} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load sitemap');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
