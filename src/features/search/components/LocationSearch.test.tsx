import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { renderToString } from 'react-dom/server';

import { AppProviders } from '@/application/AppProviders';
import { makeStore } from '@/application/store';
import type { HydrationPayload } from '@/store/hydrated';
import { createMemoryBackend, initStorage, resetStorageForTests } from '@/lib/storage';

import { paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testDeps } from '@tests/support/web2';
import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

import { LocationSearch } from './LocationSearch';

const SEARCH_URL = 'http://localhost/web2/api/pulse/data/locations/v3/location';

const config = testPublicConfig({
  appVersion: '1.2.3',
  pageIdsToSupportLocationChanges: ['forecasts/current'],
});
const seed: HydrationPayload = {
  config: { value: config },
  page: { pageId: 'forecasts/current', query: {} },
};

const combobox = (name = 'Search locations') => screen.getByRole('combobox', { name });

/** The server's HTML of a box, in the document, as a browser shows it before the app runs. */
function serverHtml(ui: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <AppProviders store={makeStore(seed, testDeps())}>{ui}</AppProviders>,
  );
  document.body.appendChild(container);
  return container;
}

beforeEach(() => {
  resetStorageForTests();
  initStorage({ backend: createMemoryBackend() });
  window.localStorage.clear();
  mockRouter.setCurrentUrl('/');
  server.use(http.get(SEARCH_URL, () => HttpResponse.json({ r: [paris] })));
});
afterEach(() => {
  document.body.innerHTML = '';
});
afterAll(() => resetStorageForTests());

describe('LocationSearch', () => {
  it('is a collapsed, named combobox in a search form that works without JavaScript', () => {
    renderWithProviders(<LocationSearch />, { preloadedState: seed });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('placeholder', 'Search city or zip code');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Location search' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(within(form).getByRole('combobox', { name: 'Search locations' })).toHaveAttribute(
      'name',
      'q',
    );
  });

  it('Enter with nothing typed (or only spaces) sends nothing to the results page', async () => {
    const { user } = renderWithProviders(<LocationSearch />, { preloadedState: seed });
    const form = screen.getByRole('search', { name: 'Location search' });
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await user.click(combobox());
    await user.keyboard('{Enter}');
    await user.keyboard('   {Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.keyboard('zzz{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('Enter right after the text changed acts on the text, not on the list of the text before', async () => {
    const parma = { ...paris, CityName: 'Parma', SlugName: 'parma-emilia-romagna-it' };
    server.use(
      http.get(SEARCH_URL, ({ request }) => {
        const query = new URL(request.url).searchParams.get('searchString') ?? '';
        return HttpResponse.json({ r: query.startsWith('parm') ? [parma] : [paris] });
      }),
    );
    const { user, store } = renderWithProviders(<LocationSearch />, { preloadedState: seed });
    const form = screen.getByRole('search', { name: 'Location search' });
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await user.type(combobox(), 'paris');
    expect(await screen.findByRole('option', { name: /^Paris/ })).toBeInTheDocument();
    // Paris's list is still on show, but nothing in it is the place meant now.
    await user.keyboard('{Backspace}{Backspace}ma');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(mockRouter.asPath).toBe('/');
    expect(store.getState().location.activeLocation).toBeFalsy();
  });

  it('a box that searches the site (the error page’s) is a results-page form of its own name', () => {
    renderWithProviders(
      <LocationSearch scope="local" label="Find a place's forecast" showLabel toResultsPage />,
      { preloadedState: seed },
    );
    const form = screen.getByRole('search', { name: "Find a place's forecast" });
    expect(form).toHaveAttribute('action', '/search');
    expect(within(form).getByRole('combobox')).toHaveAttribute('name', 'q');
  });

  it('a local box is not a form of its own (it sits in a dialog) and sends nothing', () => {
    renderWithProviders(<LocationSearch scope="local" label="Add a location" showLabel />, {
      preloadedState: seed,
    });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(combobox('Add a location')).not.toHaveAttribute('name');
  });

  it('keeps the server field’s text and focus typed before the app started, and searches it', async () => {
    const container = serverHtml(<LocationSearch />);
    const field = within(container).getByRole('combobox', { name: 'Search locations' });
    field.focus();
    (field as HTMLInputElement).value = 'par';

    await act(async () => {
      renderWithProviders(<LocationSearch />, { preloadedState: seed, container, hydrate: true });
    });

    // One field from the server's HTML to the app: the same element, text and focus kept.
    expect(combobox()).toBe(field);
    expect(combobox()).toHaveValue('par');
    expect(combobox()).toHaveFocus();
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByRole('option', { name: 'Paris, Île-de-France, France' })).toBe(
      within(listbox).getAllByRole('option')[0],
    );
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes on from the typed text when the visitor types on after the app started', async () => {
    const container = serverHtml(<LocationSearch scope="local" label="Add a location" showLabel />);
    const field = within(container).getByRole('combobox', { name: 'Add a location' });
    field.focus();
    (field as HTMLInputElement).value = 'pa';
    let user!: ReturnType<typeof renderWithProviders>['user'];
    await act(async () => {
      ({ user } = renderWithProviders(
        <LocationSearch scope="local" label="Add a location" showLabel />,
        { preloadedState: seed, container, hydrate: true },
      ));
    });
    await user.type(field, 'r');
    expect(field).toHaveValue('par');
    await screen.findByRole('option', { name: 'Paris, Île-de-France, France' });
  });
});
