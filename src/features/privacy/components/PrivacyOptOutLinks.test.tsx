import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { server } from '@tests/msw/server';

import { PRIVACY_CONFIRMED_MS, PrivacyOptOutLink } from './PrivacyOptOutLinks';

const BASE = 'http://localhost/web2/api';
const compliance = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: true,
  sensitiveDataRestrictionEnabled: true,
};

function renderLink(kind: 'statePrivacy' | 'limitUseOfPI', optedOut: boolean | null = null) {
  return renderWithProviders(<PrivacyOptOutLink kind={kind} />, {
    preloadedState: {
      user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
      privacy: {
        compliance,
        gpc: false,
        statePrivacyOptedOut: kind === 'statePrivacy' ? optedOut : null,
        limitUseOptedOut: kind === 'limitUseOfPI' ? optedOut : null,
      },
    },
  });
}

describe('PrivacyOptOutLink', () => {
  afterEach(() => jest.useRealTimers());

  it('flips "Do Not Sell/Share…" through Loading and Confirmed to "Not Selling/Sharing Your Data"', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put(
        `${BASE}/user/:id/stateprivacy`,
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new HttpResponse(null, { status: 204 }));
          }),
      ),
    );
    jest.useFakeTimers({ advanceTimers: true });
    const { user } = renderLink('statePrivacy');
    await user.click(
      screen.getByRole('button', { name: 'Do Not Sell/Share My Personal Information' }),
    );
    // Focus stays with the visitor through each state, never falling to the page.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('status')).toHaveFocus();
    act(() => release());
    expect(await screen.findByText('Confirmed')).toHaveFocus();
    act(() => jest.advanceTimersByTime(PRIVACY_CONFIRMED_MS));
    expect(
      await screen.findByRole('button', { name: 'Not Selling/Sharing Your Data' }),
    ).toHaveFocus();
  });

  it('shows Error in place of the link when the update fails', async () => {
    server.use(
      http.put(`${BASE}/user/:id/limituseofpi`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderLink('limitUseOfPI', true);
    await user.click(screen.getByRole('button', { name: 'Personal Information is Limited' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Personal Information/)).not.toBeInTheDocument();
  });
});
