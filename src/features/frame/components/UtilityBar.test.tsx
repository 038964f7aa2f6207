import { screen } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { configuredLinks, testPublicConfig } from '@tests/support/publicConfig';

import { UtilityBar } from './UtilityBar';

describe('UtilityBar', () => {
  it('shows the ground-truth and advertisers links the configuration names, in a new tab', () => {
    renderWithProviders(<UtilityBar />, {
      preloadedState: { config: { value: testPublicConfig({ externalLinks: configuredLinks }) } },
    });
    const groundTruth = screen.getByRole('link', {
      name: 'Ground Truth (opens in a new tab)',
    });
    expect(groundTruth).toHaveAttribute('href', 'https://groundtruth.weather.test/');
    expect(groundTruth).toHaveAttribute('target', '_blank');
    const advertisers = screen.getByRole('link', {
      name: 'For Advertisers (opens in a new tab)',
    });
    expect(advertisers).toHaveAttribute('href', 'https://advertise.weather.test/');
    // Ground truth first, as the spec lists them.
    expect(groundTruth.compareDocumentPosition(advertisers)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows neither when the configuration names none', () => {
    renderWithProviders(<UtilityBar />, {
      preloadedState: { config: { value: testPublicConfig() } },
    });
    expect(screen.queryByRole('link', { name: /Ground Truth/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /For Advertisers/ })).not.toBeInTheDocument();
  });
});
