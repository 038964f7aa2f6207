import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';

import { buildLocality } from '@tests/fixtures/localities';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { selectIsQuerying, selectSearchResults } from '../searchSlice';
import { useLocationSearch } from './useLocationSearch';

const SEARCH_URL = 'http://localhost/web2/api/pulse/data/locations/v3/location';
const places = Array.from({ length: 8 }, (_, i) =>
  buildLocality({ CityId: `c${i}`, DisplayCompositeName: `Place ${i}`, SlugName: `place-${i}` }),
);

/** A box that lists what the hook answers (scope 'local', the default). */
function LocalBox() {
  const [text, setText] = useState('');
  const { results, searching, error, empty, retry } = useLocationSearch(text);
  return (
    <>
      <input aria-label="Place" value={text} onChange={(e) => setText(e.target.value)} />
      <p role="note">{error ? `failed: ${error}` : empty ? 'empty' : ''}</p>
      <button type="button" onClick={retry}>
        Retry
      </button>
      <ul aria-label="Found">
        {results.map((place) => (
          <li key={place.CityId}>{place.DisplayCompositeName}</li>
        ))}
      </ul>
      <p role="status">{searching ? 'Searching' : ''}</p>
    </>
  );
}

function answer() {
  const received: string[] = [];
  server.use(
    http.get(SEARCH_URL, ({ request }) => {
      received.push(new URL(request.url).searchParams.get('searchString') ?? '');
      return HttpResponse.json({ r: places });
    }),
  );
  return received;
}

describe('useLocationSearch (local scope)', () => {
  it('searches the text and keeps the first 6 results in the hook', async () => {
    const received = answer();
    const { user, store } = renderWithProviders(<LocalBox />);
    await user.type(screen.getByRole('textbox', { name: 'Place' }), 'pla');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6));
    expect(received).toEqual(['pla']);
    expect(screen.getByRole('status')).toHaveTextContent('');
    // The header's search state is not touched.
    expect(selectSearchResults(store.getState())).toEqual([]);
    expect(selectIsQuerying(store.getState())).toBe(false);
  });

  it('searches one character too; empty text shows nothing and searches nothing', async () => {
    const received = answer();
    const { user } = renderWithProviders(<LocalBox />);
    const box = screen.getByRole('textbox', { name: 'Place' });
    await user.type(box, 'p');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6));
    expect(received).toEqual(['p']);
    await user.type(box, '{Backspace}');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual(['p']);
  });

  it('tells a search that found nothing from one that failed, and retries', async () => {
    let answerWith: 'nothing' | 'failure' | 'places' = 'nothing';
    server.use(
      http.get(SEARCH_URL, () =>
        answerWith === 'failure'
          ? HttpResponse.json({ message: 'bad' }, { status: 400 })
          : HttpResponse.json({ r: answerWith === 'nothing' ? [] : places }),
      ),
    );
    const { user } = renderWithProviders(<LocalBox />);
    const box = screen.getByRole('textbox', { name: 'Place' });
    await user.type(box, 'qq');
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('empty'));
    answerWith = 'failure';
    await user.type(box, 'x');
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent(/^failed: .+/));
    answerWith = 'places';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6));
    expect(screen.getByRole('note')).toHaveTextContent('');
  });
});
