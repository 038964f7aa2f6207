import { screen, within } from '@testing-library/react';

import type { PublicConfig } from '@/types/config';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

import { TermsView } from './TermsView';

const pageProps = {} as PageProps;

function renderTerms(version: string | null, config: Partial<PublicConfig> = {}) {
  return renderWithProviders(
    <TermsView {...pageProps} policy={version === null ? null : { version }} />,
    { preloadedState: { config: { value: testPublicConfig(config) } } },
  );
}

describe('TermsView', () => {
  it('has the title, the version in force with its date, and a table of contents', () => {
    renderTerms('2025-06');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText('Version').nextElementSibling).toHaveTextContent('2025-06');
    expect(screen.getByText('Last updated').nextElementSibling).toHaveTextContent('June 2025');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const headings = screen.getAllByRole('heading', { level: 2 }).slice(1);
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(headings.map((h) => h.textContent));
    for (const name of [
      'Forecasts are estimates, not warnings',
      'No warranty and limits of liability',
      'Acceptable use',
      'Accounts',
      'Intellectual property',
      'Ads and sponsored content',
      'Changes to the site and to these terms',
      'Governing terms',
      'Contact',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('sends readers to official warnings: the National Weather Service and the NHC', () => {
    renderTerms('2025-06');
    const forecasts = screen.getByRole('region', { name: 'Forecasts are estimates, not warnings' });
    expect(forecasts).toHaveTextContent(/not a substitute for official warnings/);
    expect(within(forecasts).getByRole('link', { name: 'weather.gov' })).toHaveAttribute(
      'href',
      'https://www.weather.gov',
    );
    expect(within(forecasts).getByRole('link', { name: 'nhc.noaa.gov' })).toBeInTheDocument();
  });

  it('uses the configured site name and support address', () => {
    renderTerms('2025-06', { siteName: 'Cloudy Days', supportEmail: 'help@weather.test' });
    expect(screen.getByRole('region', { name: 'About these terms' })).toHaveTextContent(
      /Cloudy Days is a free weather website funded by advertising/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Contact' })).getByRole('link', {
        name: 'help@weather.test',
      }),
    ).toHaveAttribute('href', 'mailto:help@weather.test');
  });

  it('renders the text without a version line when the version is unknown', () => {
    renderTerms(null, { supportEmail: null });
    expect(screen.queryByText('Version')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Acceptable use' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Contact' })).getByRole('link', {
        name: 'Privacy Policy',
      }),
    ).toHaveAttribute('href', '/legal/privacy#contact');
  });

  it('shows an undated version without a date', () => {
    renderTerms('v7');
    expect(screen.getByText('Version').nextElementSibling).toHaveTextContent('v7');
    expect(screen.queryByText('Last updated')).not.toBeInTheDocument();
  });
});
