import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';

import { buildLocality } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { testDeps } from '@tests/support/web2';
import { testPublicConfig } from '@tests/support/publicConfig';

import {
  recentSearchAdded,
  recentSearchesLoaded,
  searchEnded,
  searchLocationsQuery,
  searchSlice,
  searchStarted,
  searchTextChanged,
  searchTextCleared,
  selectIsQuerying,
  selectRecentSearches,
  selectSearchError,
  selectSearchResults,
  selectSuggestionIndex,
  suggestionIndexMoved,
  suggestionsCleared,
  suggestionSelected,
  SUPERSEDED_REASON,
  type LocationQuery,
  type SearchState,
} from './searchSlice';

const SEARCH_URL = 'http://localhost/web2/api/pulse/data/locations/v3/location';
const reducer = searchSlice.reducer;
const header = (text: string): LocationQuery => ({ text, scope: 'header' });
const initial = reducer(undefined, { type: '@@init' });
const places = Array.from({ length: 10 }, (_, i) =>
  buildLocality({ CityId: `c${i}`, DisplayCompositeName: `Place ${i}`, SlugName: `place-${i}` }),
);
const withResults = (n: number, index = 0): SearchState => ({
  ...initial,
  locationSearchResults: places.slice(0, n),
  locationSuggestionIndex: index,
});

describe('searchSlice reducers', () => {
  it('starts empty', () => {
    expect(initial).toEqual({
      locationSearchIsQuerying: false,
      locationSearchEnabled: false,
      isUserTyping: false,
      selectedLocation: '',
      searchText: '',
      locationSearchResults: [],
      locationSuggestionIndex: 0,
      lastError: null,
      searchedText: null,
      recentSearches: [],
    });
  });

  it('searchStarted clears results and enables search', () => {
    const state = reducer(withResults(3), searchStarted());
    expect(state.locationSearchResults).toEqual([]);
    expect(state.locationSearchEnabled).toBe(true);
  });

  it('searchTextChanged turns typing on and stores the text', () => {
    const state = reducer(initial, searchTextChanged('par'));
    expect(state).toMatchObject({ isUserTyping: true, searchText: 'par' });
  });

  it('searchEnded resets the text to the selected location and disables search', () => {
    const state = reducer(
      { ...initial, selectedLocation: 'Paris', searchText: 'lon', locationSearchEnabled: true },
      searchEnded(),
    );
    expect(state).toMatchObject({ searchText: 'Paris', locationSearchEnabled: false });
  });

  it('searchTextCleared empties text, results and index and turns typing off', () => {
    const state = reducer(
      { ...withResults(3, 2), searchText: 'par', isUserTyping: true },
      searchTextCleared(),
    );
    expect(state).toMatchObject({
      searchText: '',
      isUserTyping: false,
      locationSearchResults: [],
      locationSuggestionIndex: 0,
    });
  });

  it('suggestionIndexMoved moves one step and clamps at both ends', () => {
    let state = withResults(3);
    state = reducer(state, suggestionIndexMoved('up'));
    expect(state.locationSuggestionIndex).toBe(0);
    state = reducer(state, suggestionIndexMoved('down'));
    state = reducer(state, suggestionIndexMoved('down'));
    expect(state.locationSuggestionIndex).toBe(2);
    state = reducer(state, suggestionIndexMoved('down'));
    expect(state.locationSuggestionIndex).toBe(2);
    state = reducer(state, suggestionIndexMoved('up'));
    expect(state.locationSuggestionIndex).toBe(1);
    expect(reducer(initial, suggestionIndexMoved('down')).locationSuggestionIndex).toBe(0);
  });

  it('suggestionsCleared resets results and index', () => {
    const state = reducer(withResults(4, 3), suggestionsCleared());
    expect(state).toMatchObject({ locationSearchResults: [], locationSuggestionIndex: 0 });
  });

  it('suggestionSelected fills text and selection, clears results, typing off, adds to recent', () => {
    const place = places[4]!;
    const state = reducer(
      { ...withResults(5, 4), isUserTyping: true, searchText: 'pla' },
      suggestionSelected(place),
    );
    expect(state).toMatchObject({
      searchText: 'Place 4',
      selectedLocation: 'Place 4',
      locationSearchResults: [],
      isUserTyping: false,
      recentSearches: [place],
    });
  });

  it('recent searches keep 3 at most, newest first, no duplicate CityId', () => {
    let state = initial;
    for (const i of [0, 1, 2, 3]) state = reducer(state, suggestionSelected(places[i]!));
    expect(state.recentSearches.map((p) => p.CityId)).toEqual(['c3', 'c2', 'c1']);
    state = reducer(
      state,
      suggestionSelected(buildLocality({ CityId: 'c1', DisplayCompositeName: 'Place 1 again' })),
    );
    expect(state.recentSearches.map((p) => p.CityId)).toEqual(['c1', 'c3', 'c2']);
    expect(state.recentSearches[0]?.DisplayCompositeName).toBe('Place 1 again');
  });

  it('recentSearchesLoaded merges stored places after the session ones, deduped and capped', () => {
    expect(reducer(initial, recentSearchesLoaded([places[0]!, places[1]!])).recentSearches).toEqual(
      [places[0], places[1]],
    );
    const session = reducer(initial, suggestionSelected(places[5]!));
    const state = reducer(session, recentSearchesLoaded([places[5]!, places[6]!, places[7]!]));
    expect(state.recentSearches.map((p) => p.CityId)).toEqual(['c5', 'c6', 'c7']);
  });

  it('query pending sets querying; fulfilled keeps the first 6, index 0, error cleared, querying off', () => {
    let state = reducer(
      { ...withResults(2, 1), lastError: 'old' },
      searchLocationsQuery.pending('r1', header('pla')),
    );
    expect(state.locationSearchIsQuerying).toBe(true);
    state = reducer(state, searchLocationsQuery.fulfilled(places, 'r1', header('pla')));
    expect(state).toMatchObject({
      locationSearchResults: places.slice(0, 6),
      locationSuggestionIndex: 0,
      lastError: null,
      searchedText: 'pla',
      locationSearchIsQuerying: false,
    });
  });

  it('query rejected empties results, stores the error and stops querying', () => {
    const querying = { ...withResults(3), locationSearchIsQuerying: true };
    const state = reducer(
      querying,
      searchLocationsQuery.rejected(null, 'r1', header('pla'), { message: 'Boom' }),
    );
    expect(state).toMatchObject({
      locationSearchResults: [],
      lastError: 'Boom',
      searchedText: 'pla',
      locationSearchIsQuerying: false,
    });
  });

  it('forgets the searched text when the results are dropped or the field changes hands', () => {
    const answered = reducer(initial, searchLocationsQuery.fulfilled([], 'r1', header('zzq')));
    expect(answered.searchedText).toBe('zzq');
    for (const action of [
      searchStarted(),
      searchTextCleared(),
      suggestionsCleared(),
      suggestionSelected(places[0]!),
    ]) {
      expect(reducer(answered, action).searchedText).toBeNull();
    }
  });

  it('recentSearchAdded heads the recent searches and leaves the field alone', () => {
    const typing = { ...withResults(3), searchText: 'pla', isUserTyping: true };
    const state = reducer(typing, recentSearchAdded(places[6]!));
    expect(state).toEqual({ ...typing, recentSearches: [places[6]] });
  });

  it('an aborted query stores no error; a superseded one leaves querying to the newer query', () => {
    const querying = { ...withResults(3), locationSearchIsQuerying: true };
    const aborted = (reason: string) => {
      const error = Object.assign(new Error(reason), { name: 'AbortError' });
      const action = searchLocationsQuery.rejected(error, 'r1', header('pla'));
      return { ...action, meta: { ...action.meta, aborted: true } };
    };
    expect(reducer(querying, aborted(SUPERSEDED_REASON))).toEqual(querying);
    expect(reducer(querying, aborted('Aborted'))).toEqual({
      ...querying,
      locationSearchIsQuerying: false,
    });
  });
});

describe('searchLocationsQuery', () => {
  const config = testPublicConfig({
    appVersion: '9.9.9',
    pageIdsToSupportLocationChanges: [],
  });

  it('asks for 10 results and keeps the first 6', async () => {
    const received: URL[] = [];
    server.use(
      http.get(SEARCH_URL, ({ request }) => {
        received.push(new URL(request.url));
        return HttpResponse.json({ r: places });
      }),
    );
    const store = makeStore({ config: { value: config } }, testDeps());
    await store.dispatch(searchLocationsQuery(header('plac')));
    expect(received).toHaveLength(1);
    expect(received[0]?.searchParams.get('searchString')).toBe('plac');
    expect(received[0]?.searchParams.get('maxResults')).toBe('10');
    expect(received[0]?.searchParams.get('appVersion')).toBe('9.9.9');
    expect(selectSearchResults(store.getState())).toEqual(places.slice(0, 6));
    expect(selectIsQuerying(store.getState())).toBe(false);
  });

  it('does not run for empty text', async () => {
    const store = makeStore(undefined, testDeps());
    const result = await store.dispatch(searchLocationsQuery(header('   ')));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(selectIsQuerying(store.getState())).toBe(false);
  });

  it('stores the error when the provider fails', async () => {
    server.use(http.get(SEARCH_URL, () => HttpResponse.json({ message: 'nope' }, { status: 400 })));
    const store = makeStore(undefined, testDeps());
    store.dispatch(suggestionSelected(places[0]!));
    await store.dispatch(searchLocationsQuery(header('fail')));
    expect(selectSearchResults(store.getState())).toEqual([]);
    expect(selectSearchError(store.getState())).toEqual(expect.any(String));
    expect(selectIsQuerying(store.getState())).toBe(false);
    expect(selectSuggestionIndex(store.getState())).toBe(0);
    expect(selectRecentSearches(store.getState())).toEqual([places[0]]);
  });

  it('aborts the previous in-flight query', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(SEARCH_URL, async ({ request }) => {
        const text = new URL(request.url).searchParams.get('searchString');
        if (text === 'slow') await gate;
        return HttpResponse.json({ r: text === 'slow' ? places.slice(0, 1) : places.slice(2, 4) });
      }),
    );
    const store = makeStore(undefined, testDeps());
    const first = store.dispatch(searchLocationsQuery(header('slow')));
    await new Promise((r) => setTimeout(r, 20));
    const second = store.dispatch(searchLocationsQuery(header('fast')));
    const firstResult = await first;
    expect(firstResult.meta.requestStatus).toBe('rejected');
    expect('aborted' in firstResult.meta && firstResult.meta.aborted).toBe(true);
    await second;
    release();
    expect(selectSearchResults(store.getState())).toEqual(places.slice(2, 4));
    expect(selectIsQuerying(store.getState())).toBe(false);
  });

  it('sends the standard parameters of the visitor', async () => {
    const received: URLSearchParams[] = [];
    server.use(
      http.get(SEARCH_URL, ({ request }) => {
        received.push(new URL(request.url).searchParams);
        return HttpResponse.json({ r: places });
      }),
    );
    const store = makeStore(
      {
        config: { value: config },
        user: { deviceId: 'device-1', isBot: false, language: 'fr-FR' },
      },
      testDeps(),
    );
    await store.dispatch(searchLocationsQuery(header('plac')));
    expect(Object.fromEntries(received[0] ?? [])).toMatchObject({
      appId: 'wbweb',
      appVersion: '9.9.9',
      formFactor: 'website',
      deviceId: 'device-1',
      languageCode: 'fr-FR',
    });
  });

  it('answers a local search with its first 6 results and leaves the header state alone', async () => {
    server.use(http.get(SEARCH_URL, () => HttpResponse.json({ r: places })));
    const store = makeStore(undefined, testDeps());
    const pending = store.dispatch(searchLocationsQuery({ text: 'plac', scope: 'local' }));
    expect(selectIsQuerying(store.getState())).toBe(false);
    const result = await pending;
    expect(result.payload).toEqual(places.slice(0, 6));
    expect(selectSearchResults(store.getState())).toEqual([]);
    expect(selectSearchError(store.getState())).toBeNull();
  });

  it('does not let a search of one scope abort the other', async () => {
    server.use(http.get(SEARCH_URL, () => HttpResponse.json({ r: places })));
    const store = makeStore(undefined, testDeps());
    const headerSearch = store.dispatch(searchLocationsQuery(header('plac')));
    const localSearch = store.dispatch(searchLocationsQuery({ text: 'plac', scope: 'local' }));
    expect((await headerSearch).meta.requestStatus).toBe('fulfilled');
    expect((await localSearch).meta.requestStatus).toBe('fulfilled');
    expect(selectSearchResults(store.getState())).toEqual(places.slice(0, 6));
  });
});
