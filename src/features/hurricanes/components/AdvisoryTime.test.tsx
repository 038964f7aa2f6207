import { render, screen } from '@testing-library/react';

import { formatInViewerZone } from '../stormFormat';
import { AdvisoryTime } from './AdvisoryTime';

// The viewer's zone stands in for New York's, whatever zone the tests run in.
jest.mock('../stormFormat', () => ({
  ...jest.requireActual('../stormFormat'),
  formatInViewerZone: jest.fn(() => 'Tue, Oct 8, 11:00 AM EDT'),
}));

const ISO = '2024-10-08T15:00:00Z';

describe('AdvisoryTime', () => {
  it('shows the time in UTC as the server wrote it, and in the viewer’s zone once the browser is idle', async () => {
    render(<AdvisoryTime iso={ISO} />);
    // Rendered and its effects run: still UTC, and no date formatter made yet.
    expect(screen.getByText('Tue, Oct 8, 3:00 PM UTC')).toHaveAttribute('dateTime', ISO);
    expect(formatInViewerZone).not.toHaveBeenCalled();
    expect(await screen.findByText('Tue, Oct 8, 11:00 AM EDT')).toHaveAttribute('dateTime', ISO);
    expect(formatInViewerZone).toHaveBeenCalledWith(ISO);
  });
});
