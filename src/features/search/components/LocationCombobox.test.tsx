import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';

import type { HydrationPayload } from '@/store/hydrated';
import { createMemoryBackend, initStorage, resetStorageForTests } from '@/lib/storage';
import type { Locality } from '@/types/location';

import { buildLocality, paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

import { RECENT_SEARCHES_STORAGE_KEY } from '../recentSearchesStorage';
import { LocationCombobox as LocationSearch } from './LocationCombobox';

const SEARCH_URL = 'http://localhost/web2/api/pulse/data/locations/v3/location';
const PROFILE_URL = 'http://localhost/web2/api/user/profile';

const parma = buildLocality({
  CityId: '3171457',
  CityName: 'Parma',
  CountryIso2Code: 'IT',
  CountryShortName: 'Italy',
  DisplayCompositeName: 'Parma, Emilia-Romagna, Italy',
  SlugName: 'parma-emilia-romagna-it',
  Latitude: 44.8,
  Longitude: 10.33,
});
const paramaribo = buildLocality({
  CityId: '3383330',
  CityName: 'Paramaribo',
  CountryIso2Code: 'SR',
  CountryShortName: 'Suriname',
  DisplayCompositeName: 'Paramaribo, Suriname',
  SlugName: 'paramaribo-sr',
  Latitude: 5.87,
  Longitude: -55.17,
});
const results = [paris, parma, paramaribo];

const config = testPublicConfig({
  appVersion: '1.2.3',
  pageIdsToSupportLocationChanges: ['forecasts/current'],
});
const seed = (pageId: string): HydrationPayload => ({
  config: { value: config },
  page: { pageId, query: {} },
});

/** Answers every search with `places` and records each request's query. */
function searchAnswers(places: Locality[] = results) {
  const received: URLSearchParams[] = [];
  server.use(
    http.get(SEARCH_URL, ({ request }) => {
      received.push(new URL(request.url).searchParams);
      return HttpResponse.json({ r: places });
    }),
  );
  return received;
}

const combobox = () => screen.getByRole('combobox', { name: 'Search locations' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  resetStorageForTests();
  initStorage({ backend: createMemoryBackend() });
  window.localStorage.clear();
  mockRouter.setCurrentUrl('/');
});
afterAll(() => resetStorageForTests());

describe('LocationSearch', () => {
  it('is a collapsed combobox at first', () => {
    renderWithProviders(<LocationSearch />, { preloadedState: seed('forecasts/current') });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches any non-empty text, and lists the results by name for more than one character', async () => {
    const received = searchAnswers();
    const { user } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.type(combobox(), 'p');
    await act(() => sleep(300));
    // One character is searched, but suggestions are used only for longer text.
    expect(received.map((q) => q.get('searchString'))).toEqual(['p']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    await user.type(combobox(), 'ar');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    // The first result is highlighted once the list is the answer for "par".
    await waitFor(() => expect(received).toHaveLength(2));
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Paris, Île-de-France, France',
      'Parma, Emilia-Romagna, Italy',
      'Paramaribo, Suriname',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Paris, Île-de-France, France' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    expect(received[1]?.get('searchString')).toBe('par');
    expect(received[1]?.get('maxResults')).toBe('10');
  });

  it('has no axe violations with the list open', async () => {
    searchAnswers();
    const { user, container } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    expect((await axe(container)).violations).toEqual([]);
    await user.type(combobox(), 'parb');
    await screen.findAllByRole('option');
    expect((await axe(container)).violations).toEqual([]);
  });

  it('moves the highlight with the arrow keys, clamped at both ends', async () => {
    searchAnswers();
    const { user } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.type(combobox(), 'pari');
    const options = await screen.findAllByRole('option');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]?.id);
  });

  it('Enter on a location-change page navigates to that page for the chosen place', async () => {
    searchAnswers();
    const { user } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.type(combobox(), 'parm');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(mockRouter.asPath).toBe('/weather-forecast/now/parma-emilia-romagna-it'),
    );
    expect(combobox()).toHaveValue('Parma, Emilia-Romagna, Italy');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('on the search results page, goes to the chosen place like a result link', async () => {
    searchAnswers();
    mockRouter.setCurrentUrl('/search?q=paris');
    const { user } = renderWithProviders(<LocationSearch />, { preloadedState: seed('search') });
    await user.type(combobox(), 'parm');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(mockRouter.asPath).toBe('/weather-forecast/now/parma-emilia-romagna-it'),
    );
  });

  it.each([
    ['"Page not found"', 'not-found'],
    ['the 500 page', 'error'],
  ])('on %s, the "Find a place\'s forecast" box goes to the chosen place', async (_, pageId) => {
    searchAnswers();
    mockRouter.setCurrentUrl('/no-such-page');
    const { user } = renderWithProviders(
      <LocationSearch scope="local" label="Find a place's forecast" showLabel />,
      { preloadedState: seed(pageId) },
    );
    await user.type(screen.getByRole('combobox', { name: "Find a place's forecast" }), 'parm');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(mockRouter.asPath).toBe('/weather-forecast/now/parma-emilia-romagna-it'),
    );
  });

  it('on "Page not found", a place chosen in the header\'s box opens its forecast', async () => {
    searchAnswers();
    mockRouter.setCurrentUrl('/weather-forecast/now/nowhere-xx-zz');
    const { user } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('not-found'),
    });
    await user.type(combobox(), 'parm');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(mockRouter.asPath).toBe('/weather-forecast/now/parma-emilia-romagna-it'),
    );
  });

  it('Enter on another page sets the active location by slug', async () => {
    searchAnswers();
    const profileQueries: URLSearchParams[] = [];
    server.use(
      http.get(PROFILE_URL, ({ request }) => {
        profileQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          user: {
            ActiveLocation: { Locality: paris, Station: null, DefaultStationRouteString: null },
          },
        });
      }),
    );
    const { user, store } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('hurricane-active'),
    });
    await user.type(combobox(), 'paris');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(store.getState().location.activeLocation?.Locality.SlugName).toBe(paris.SlugName),
    );
    expect(profileQueries).toHaveLength(1);
    expect(profileQueries[0]?.get('location')).toBe('paris-ile-de-france-fr');
    expect(mockRouter.asPath).toBe('/');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(store.getState().search.locationSearchResults).toEqual([]);
  });

  it('Escape clears the field and closes the list', async () => {
    searchAnswers();
    const { user } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.type(combobox(), 'paral');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('hides the list and clears the field 150 ms after blur', async () => {
    searchAnswers();
    const { user } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.type(combobox(), 'parad');
    await screen.findAllByRole('option');
    await user.tab();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(combobox()).toHaveValue('');
  });

  it('keeps recent searches across visits and offers them on focus with an empty field', async () => {
    searchAnswers();
    const first = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await first.user.type(combobox(), 'parama');
    await first.user.click(await screen.findByRole('option', { name: 'Paramaribo, Suriname' }));
    await waitFor(() => expect(mockRouter.asPath).toBe('/weather-forecast/now/paramaribo-sr'));
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual([
      paramaribo,
    ]);
    await first.user.tab();
    await waitFor(() => expect(combobox()).toHaveValue(''));
    await first.user.click(combobox());
    const recent = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Paramaribo, Suriname']);
    first.unmount();

    const second = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await second.user.click(combobox());
    const option = within(screen.getByRole('listbox', { name: 'Recent searches' })).getByRole(
      'option',
      {
        name: 'Paramaribo, Suriname',
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 recent search');
    await second.user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', option.id);
    act(() => mockRouter.setCurrentUrl('/'));
    await second.user.keyboard('{Enter}');
    await waitFor(() => expect(mockRouter.asPath).toBe('/weather-forecast/now/paramaribo-sr'));
  });

  it('takes no more text than the provider searches (100 characters), so a long paste is searched, not failed', async () => {
    const received = searchAnswers([]);
    const { user } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.click(combobox());
    await user.paste('a'.repeat(120));
    expect(combobox()).toHaveValue('a'.repeat(100));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No locations found'));
    expect(received.map((q) => q.get('searchString'))).toEqual(['a'.repeat(100)]);
    expect(screen.queryByText('Location search failed')).not.toBeInTheDocument();
  });

  it('says "No locations found", in the live region too, when a search finds nothing', async () => {
    searchAnswers([]);
    const { user, container } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.type(combobox(), 'zzqx');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No locations found'));
    expect((await axe(container)).violations).toEqual([]);
    expect(screen.getByText('No locations found', { ignore: '[role="status"]' })).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    // A new text hides the old answer until its own search answers.
    searchAnswers();
    await user.type(combobox(), '{Backspace}{Backspace}{Backspace}par');
    await screen.findByRole('listbox', { name: 'Search results' });
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    expect(
      screen.queryByText('No locations found', { ignore: '[role="status"]' }),
    ).not.toBeInTheDocument();
  });

  it('shows a failed search, announced, with a Retry button that searches again', async () => {
    let failing = true;
    const received: string[] = [];
    server.use(
      http.get(SEARCH_URL, ({ request }) => {
        received.push(new URL(request.url).searchParams.get('searchString') ?? '');
        return failing
          ? HttpResponse.json({ message: 'bad' }, { status: 400 })
          : HttpResponse.json({ r: results });
      }),
    );
    const { user, store, container } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.type(combobox(), 'parx');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect((await axe(container)).violations).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Location search failed');
    expect(store.getState().search.lastError).not.toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    failing = false;
    await user.click(retry);
    await screen.findByRole('listbox', { name: 'Search results' });
    expect(received).toEqual(['parx', 'parx']);
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveValue('parx');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps the failure open while Tab moves to Retry, which Enter presses', async () => {
    let failing = true;
    server.use(
      http.get(SEARCH_URL, () =>
        failing
          ? HttpResponse.json({ message: 'bad' }, { status: 400 })
          : HttpResponse.json({ r: results }),
      ),
    );
    const { user } = renderWithProviders(<LocationSearch />, {
      preloadedState: seed('forecasts/current'),
    });
    await user.type(combobox(), 'parx');
    await screen.findByRole('button', { name: 'Retry' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await act(() => sleep(300));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(combobox()).toHaveValue('parx');
    failing = false;
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(combobox()).toHaveFocus();
  });
});
