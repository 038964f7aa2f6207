import { screen, within } from '@testing-library/react';

import type { SearchOutcome } from '@/types/locationSearch';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { SearchResultsView } from './SearchResultsView';

const pageProps = {} as PageProps;

function renderSearch(search: SearchOutcome) {
  return renderWithProviders(<SearchResultsView {...pageProps} search={search} />);
}

describe('SearchResultsView', () => {
  it('names the text in its heading and lists the places as links to their forecasts', () => {
    renderSearch({
      kind: 'results',
      query: 'denver',
      results: [
        { id: '5419384', name: 'Denver, CO', href: '/weather-forecast/now/denver-co-us' },
        { id: '5186794', name: 'Denver, PA', href: '/weather-forecast/now/denver-pa-us' },
      ],
    });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Search results for “denver”');
    const list = screen.getByRole('list', { name: 'Search results for “denver”' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Denver, CO', '/weather-forecast/now/denver-co-us'],
      ['Denver, PA', '/weather-forecast/now/denver-pa-us'],
    ]);
    expect(screen.getByRole('link', { name: 'Denver, CO' })).toHaveAttribute(
      'href',
      '/weather-forecast/now/denver-co-us',
    );
    expect(screen.queryByText('No locations found')).not.toBeInTheDocument();
  });

  it('says "No locations found" when nothing matches, with no list', () => {
    renderSearch({ kind: 'results', query: 'xqzvbnm', results: [] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search results for “xqzvbnm”',
    );
    expect(screen.getByText('No locations found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows why a text was refused', () => {
    renderSearch({ kind: 'invalid', message: 'Type a place name or zip code to search.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search locations' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Type a place name or zip code to search.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains the search without a text', () => {
    renderSearch({ kind: 'prompt' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search locations' })).toBeInTheDocument();
    expect(screen.getByText(/search box at the top of the page/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the search is unavailable when the provider failed', () => {
    renderSearch({ kind: 'unavailable', query: 'denver' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search results for “denver”',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search is unavailable right now. Please try again.',
    );
    expect(screen.queryByText('No locations found')).not.toBeInTheDocument();
  });

  it('says when to search again once the visitor searched too often', () => {
    renderSearch({ kind: 'limited', query: 'denver', retryAfterSeconds: 7 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search results for “denver”',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many searches from here. Try again in 7 seconds.',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a text as text, never as markup', () => {
    renderSearch({ kind: 'results', query: '<b>x</b>', results: [] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search results for “<b>x</b>”',
    );
  });
});
