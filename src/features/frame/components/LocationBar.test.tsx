import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { LocationBar } from './LocationBar';

describe('LocationBar', () => {
  it('is a region named "Location" holding the place, the search and the actions', () => {
    renderWithProviders(
      <LocationBar
        search={<input aria-label="Search locations" />}
        actions={<button type="button">Add to favourites</button>}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Location' });
    expect(within(bar).getByText('Choose a location')).toBeVisible();
    expect(within(bar).getByRole('textbox', { name: 'Search locations' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
  });
});
