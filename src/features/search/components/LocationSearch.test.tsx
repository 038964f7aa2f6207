import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';

import type { HydrationPayload } from '@/store/hydrated';
import { createMemoryBackend, initStorage, resetStorageForTests } from '@/lib/storage';
import type { PublicConfig } from '@/types/config';

import { paris } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import {
  loadLocationCombobox,
  LocationSearch,
  resetLocationComboboxForTests,
} from './LocationSearch';

const SEARCH_URL = 'http://localhost/web2/api/pulse/data/locations/v3/location';

const config = {
  appVersion: '1.2.3',
  pageIdsToSupportLocationChanges: ['forecasts/current'],
} as unknown as PublicConfig;
const seed: HydrationPayload = {
  config: { value: config },
  page: { pageId: 'forecasts/current', query: {} },
};

const combobox = (name = 'Search locations') => screen.getByRole('combobox', { name });

beforeEach(() => {
  resetStorageForTests();
  initStorage({ backend: createMemoryBackend() });
  window.localStorage.clear();
  mockRouter.setCurrentUrl('/');
  resetLocationComboboxForTests();
  server.use(http.get(SEARCH_URL, () => HttpResponse.json({ r: [paris] })));
});
afterAll(() => resetStorageForTests());

describe('LocationSearch', () => {
  it('is a collapsed, named combobox from the first render, before its code has loaded', () => {
    renderWithProviders(<LocationSearch />, { preloadedState: seed });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('placeholder', 'Search city or zip code');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps what was typed, and the focus, while the combobox takes the light box’s place', async () => {
    const { user } = renderWithProviders(<LocationSearch />, { preloadedState: seed });
    await user.type(combobox(), 'paris');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByRole('option', { name: 'Paris, Île-de-France, France' })).toBe(
      within(listbox).getAllByRole('option')[0],
    );
    expect(combobox()).toHaveValue('paris');
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('hands a local box’s text to the combobox', async () => {
    const { user } = renderWithProviders(
      <LocationSearch scope="local" label="Add a location" showLabel />,
      { preloadedState: seed },
    );
    await user.type(combobox('Add a location'), 'par');
    await screen.findByRole('option', { name: 'Paris, Île-de-France, France' });
    expect(combobox('Add a location')).toHaveValue('par');
  });

  it('is replaced by the full combobox when the browser is idle, with no visitor action', async () => {
    renderWithProviders(<LocationSearch />, { preloadedState: seed });
    const light = combobox();
    await waitFor(() => expect(combobox()).not.toBe(light));
    expect(combobox()).not.toHaveFocus();
    await expect(loadLocationCombobox()).resolves.toHaveProperty('LocationCombobox');
  });
});
