import { screen, waitFor } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { json, london, noContent, record, seed } from '@tests/support/favorites';

import { FavoriteToggle } from './FavoriteToggle';

describe('FavoriteToggle', () => {
  it('adds the active location: "Add to favourites" becomes a pressed "Remove from favourites"', async () => {
    const posts = record(
      'post',
      '/favorite-locations',
      json({ Id: 'fav-london', Position: 3, Location: london }),
    );
    const { user } = renderWithProviders(<FavoriteToggle />, {
      preloadedState: seed({ location: { activeLocation: london } }),
    });
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    const pressed = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(posts).toHaveLength(1);
  });

  it('removes the active location when it is a favourite', async () => {
    const deletes = record('delete', '/favorite-locations/fav-paris', noContent());
    const { user } = renderWithProviders(<FavoriteToggle />, { preloadedState: seed() });
    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(deletes).toHaveLength(1);
  });

  it('shows a spinner while saving and ignores clicks meanwhile', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const posts = record('post', '/favorite-locations', async () => {
      await gate;
      return json({ Id: 'fav-london', Position: 3, Location: london });
    });
    const { user } = renderWithProviders(<FavoriteToggle />, {
      preloadedState: seed({ location: { activeLocation: london } }),
    });
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('favorite-toggle-spinner')).toBeInTheDocument();
    await user.click(button);
    await user.click(button);
    release();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByTestId('favorite-toggle-spinner')).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(button).toHaveAccessibleName('Remove from favourites');
  });

  it('shows a failed save in an alert until dismissed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    record('post', '/favorite-locations', json({ error: 'down' }, 400));
    const { user } = renderWithProviders(<FavoriteToggle />, {
      preloadedState: seed({ location: { activeLocation: london } }),
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not add London to your favourite locations. Please try again.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a failed removal in an alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    record('delete', '/favorite-locations/fav-paris', json({ error: 'down' }, 400));
    const { user } = renderWithProviders(<FavoriteToggle />, { preloadedState: seed() });
    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not remove Paris from your favourite locations. Please try again.',
      ),
    );
  });

  it('is disabled without an active location', () => {
    renderWithProviders(<FavoriteToggle />, {
      preloadedState: seed({ location: { activeLocation: null } }),
    });
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeDisabled();
  });
});

afterEach(() => jest.restoreAllMocks());
