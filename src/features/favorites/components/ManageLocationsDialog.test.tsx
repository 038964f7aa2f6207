import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { useRef, useState } from 'react';

import { createMemoryBackend, initStorage, resetStorageForTests } from '@/lib/storage';

import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/utils/renderWithProviders';
import {
  berlin,
  buildFavorite,
  json,
  london,
  noContent,
  paris,
  parisStations,
  record,
  rome,
  seed,
} from '@tests/support/favorites';

import { ManageLocationsDialog } from './ManageLocationsDialog';

jest.mock('maplibre-gl', () => jest.requireActual('@tests/support/fakeMaplibre').fakeMaplibre, {
  virtual: true,
});

/** The dialog as the dropdown shows it: open, with an opener that gets focus back on close. */
function Harness() {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open && <ManageLocationsDialog onClose={() => setOpen(false)} returnFocusTo={opener} />}
    </>
  );
}

function renderDialog(overrides: Parameters<typeof seed>[0] = {}) {
  const rendered = renderWithProviders(<Harness />, { preloadedState: seed(overrides) });
  const dialog = screen.getByRole('dialog', { name: 'Manage Locations' });
  const names = () =>
    within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.match(/^\W*(\w[^,]*)/)?.[1]);
  return { ...rendered, dialog, names };
}

describe('ManageLocationsDialog', () => {
  it('is a modal dialog that takes focus, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const { user, dialog } = renderDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 30; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('has no axe violations, with a station selector open', async () => {
    record('get', '/stations', json(parisStations));
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Choose station for Paris' }));
    await screen.findByRole('radiogroup', { name: 'Weather station' });
    const results = await axe(document.body);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('gives the drag-and-drop style elements the page’s CSP nonce', () => {
    // As server rendering leaves it: Next's scripts carry the request's nonce.
    const script = document.createElement('script');
    script.setAttribute('nonce', 'request-nonce');
    document.head.appendChild(script);
    try {
      renderDialog();
      const styles = document.head.querySelectorAll(
        'style[data-rfd-always], style[data-rfd-dynamic]',
      );
      expect(styles).toHaveLength(2);
      for (const style of styles) expect(style).toHaveAttribute('nonce', 'request-nonce');
    } finally {
      script.remove();
    }
  });

  it('closes with its Close button', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('lists the favourites in order with Move buttons disabled at the ends', () => {
    const { names } = renderDialog();
    expect(names()).toEqual(['Paris', 'Berlin', 'Rome']);
    expect(screen.getByRole('button', { name: 'Move Paris up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Paris down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Rome down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reorder Berlin' })).toHaveAttribute('tabindex', '0');
  });

  it('tells apart two favourites of the same name in their buttons', () => {
    const springfield = (id: string, state: string, position: number) =>
      buildFavorite(
        id,
        {
          CityId: id,
          CityName: 'Springfield',
          TerritoryName: state,
          SlugName: `springfield-${id}`,
          DisplayCompositeName: `Springfield, ${state}, United States`,
        },
        position,
      );
    renderDialog({
      favorites: {
        items: [paris, springfield('il', 'Illinois', 1), springfield('mo', 'Missouri', 2)],
      },
    });
    expect(screen.getByRole('button', { name: 'Delete Paris' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Springfield, Illinois down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reorder Springfield, Missouri' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Choose station for Springfield, Missouri' }),
    ).toBeInTheDocument();
  });

  it('offers each favourite its alert notifications as a switch', () => {
    renderDialog();
    for (const name of ['Paris', 'Berlin', 'Rome'])
      expect(
        screen.getByRole('switch', { name: `Notify me of alerts for ${name}` }),
      ).toBeInTheDocument();
  });

  it('reorders with the Move buttons, PUTs the new Position and keeps focus on the moved item', async () => {
    const puts = record('put', '/favorite-locations', json({ ...rome, Position: 1 }));
    const { user, names } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Move Rome up' }));
    expect(names()).toEqual(['Paris', 'Rome', 'Berlin']);
    // A screen reader hears where it went.
    expect(screen.getByText('Rome moved to position 2 of 3.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toEqual({ newFavoriteLocation: { ...rome, Position: 1 } });
    expect(screen.getByRole('button', { name: 'Move Rome up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Rome', 'Paris', 'Berlin']);
    // At the top "up" is disabled: focus moves to "down".
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Rome down' })).toHaveFocus(),
    );
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]?.body).toMatchObject({ newFavoriteLocation: { Id: 'fav-rome', Position: 0 } });
  });

  it('deletes with an Undo that re-creates the favourite at its place', async () => {
    const deletes = record('delete', '/favorite-locations/fav-berlin', noContent());
    const recreated = { ...berlin, Id: 'fav-berlin-2', Position: 1 };
    const posts = record('post', '/favorite-locations', json(recreated));
    const puts = record('put', '/favorite-locations', json(recreated));
    const { user, names } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete Berlin' }));
    expect(names()).toEqual(['Paris', 'Rome']);
    expect(screen.getByText('Removed Berlin').closest('[role="status"]')).not.toBeNull();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    await waitFor(() => expect(deletes).toHaveLength(1));
    await user.click(undo);
    await waitFor(() => expect(names()).toEqual(['Paris', 'Berlin', 'Rome']));
    expect(posts[0]?.body).toEqual({
      favoriteLocation: { Position: 1, Location: berlin.Location },
      appInstanceId: 'device-1',
    });
    // The create call alone puts it back at its place.
    expect(posts).toHaveLength(1);
    expect(puts).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Berlin' })).toHaveFocus();
  });

  it('expands the station selector of an item', async () => {
    record('get', '/stations', json(parisStations));
    const { user } = renderDialog();
    const toggle = screen.getByRole('button', { name: 'Choose station for Paris' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('radiogroup', { name: 'Weather station' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  describe('add from search', () => {
    const searchUrl = 'http://localhost/web2/api/pulse/data/locations/v3/location';
    const londonResult = london.Locality;
    const berlinResult = berlin.Location.Locality;
    const addBox = () => screen.getByRole('combobox', { name: 'Add a location' });
    const announced = (text: string) =>
      screen.getAllByRole('status').some((region) => region.textContent === text);

    beforeEach(() => {
      initStorage({ backend: createMemoryBackend() });
      window.localStorage.clear();
      server.use(http.get(searchUrl, () => HttpResponse.json({ r: [londonResult, berlinResult] })));
    });
    afterEach(() => resetStorageForTests());

    it('adds a result: location query, create, appended to the list', async () => {
      record('post', '/locations/query', json({ Id: 'loc-london', ...london }));
      const posts = record(
        'post',
        '/favorite-locations',
        json({ Id: 'fav-london', Position: 3, Location: london }),
      );
      const { user, names } = renderDialog();
      const box = addBox();
      await user.type(box, 'lon');
      await user.click(await screen.findByRole('option', { name: 'London, United Kingdom' }));
      await waitFor(() => expect(names()).toEqual(['Paris', 'Berlin', 'Rome', 'London']));
      expect(posts[0]?.body).toMatchObject({
        favoriteLocation: { Position: 3 },
        appInstanceId: 'device-1',
      });
      expect(box).toHaveValue('');
      expect(box).toHaveFocus();
    });

    it('shows the duplicate message as an alert', async () => {
      const { user } = renderDialog();
      await user.type(addBox(), 'ber');
      await user.click(await screen.findByRole('option', { name: 'Berlin, Germany' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Selected Location at index: 1 with name: Berlin, Germany is already a favorite location',
      );
    });

    it('clears the duplicate message after the next successful action', async () => {
      record('put', '/favorite-locations', json({ ...rome, Position: 1 }));
      const { user, dialog } = renderDialog();
      await user.type(addBox(), 'ber');
      await user.click(await screen.findByRole('option', { name: 'Berlin, Germany' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'is already a favorite location',
      );
      await user.click(screen.getByRole('button', { name: 'Move Rome up' }));
      await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    });

    it('keeps the duplicate message while the next action fails', async () => {
      record('put', '/favorite-locations', json({ message: 'refused' }, 400));
      const { user, dialog, names } = renderDialog();
      await user.type(addBox(), 'ber');
      await user.click(await screen.findByRole('option', { name: 'Berlin, Germany' }));
      await within(dialog).findByRole('alert');
      await user.click(screen.getByRole('button', { name: 'Move Rome up' }));
      // Rolled back, and the failure shown beside the duplicate message.
      await waitFor(() => expect(names()).toEqual(['Paris', 'Berlin', 'Rome']));
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual([
        'Invalid PulseAPI response code: 400',
        expect.stringContaining('is already a favorite location'),
      ]);
    });

    it('says "No locations found", announced, when the search finds nothing', async () => {
      server.use(http.get(searchUrl, () => HttpResponse.json({ r: [] })));
      const { user } = renderDialog();
      await user.type(addBox(), 'zzqx');
      await waitFor(() => expect(announced('No locations found')).toBe(true));
      expect(screen.getByText('No locations found', { ignore: '[role="status"]' })).toBeVisible();
    });

    it('reports a failed search with a Retry button that searches again', async () => {
      let failing = true;
      server.use(
        http.get(searchUrl, () =>
          failing
            ? HttpResponse.json({ message: 'bad' }, { status: 400 })
            : HttpResponse.json({ r: [londonResult, berlinResult] }),
        ),
      );
      const { user } = renderDialog();
      await user.type(addBox(), 'lon');
      const retry = await screen.findByRole('button', { name: 'Retry' });
      expect(announced('Location search failed')).toBe(true);
      failing = false;
      await user.click(retry);
      expect(await screen.findByRole('option', { name: 'London, United Kingdom' })).toBeVisible();
    });

    it('works like the header box: recent searches, arrow keys, Enter and Escape', async () => {
      record('post', '/locations/query', json({ Id: 'loc-london', ...london }));
      record(
        'post',
        '/favorite-locations',
        json({ Id: 'fav-london', Position: 3, Location: london }),
      );
      const { user, names, dialog } = renderDialog();
      const box = addBox();
      await user.type(box, 'lon');
      const options = await screen.findAllByRole('option');
      expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
      await user.keyboard('{ArrowUp}{Enter}');
      await waitFor(() => expect(names()).toEqual(['Paris', 'Berlin', 'Rome', 'London']));

      // The chosen place is a recent search now: offered on the empty field, chosen by keyboard.
      await user.keyboard('{ArrowDown}');
      const recent = screen.getByRole('listbox', { name: 'Recent searches' });
      expect(
        within(recent).getByRole('option', { name: 'London, United Kingdom' }),
      ).toHaveAttribute('aria-selected', 'true');

      // Escape clears the text and keeps the dialog open; on an empty box it closes the dialog.
      await user.type(box, 'ber');
      await screen.findAllByRole('option');
      await user.keyboard('{Escape}');
      expect(box).toHaveValue('');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(dialog).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('leaves the header search alone', async () => {
      const { user, store } = renderDialog();
      await user.type(addBox(), 'lon');
      await screen.findAllByRole('option');
      expect(store.getState().search.searchText).toBe('');
      expect(store.getState().search.locationSearchResults).toEqual([]);
    });
  });
});

afterEach(() => jest.restoreAllMocks());
