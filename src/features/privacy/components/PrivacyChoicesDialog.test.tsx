import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { server } from '@tests/msw/server';

import { PrivacyChoicesButton } from './PrivacyChoicesButton';

const BASE = 'http://localhost/web2/api';

function renderManager(gpc = false) {
  return renderWithProviders(<PrivacyChoicesButton />, {
    preloadedState: {
      user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
      privacy: {
        compliance: {
          requiresGDPRCompliance: false,
          disableAds: false,
          dataPrivacyEnabled: true,
          sensitiveDataRestrictionEnabled: true,
        },
        gpc,
        statePrivacyOptedOut: gpc ? true : null,
        limitUseOptedOut: null,
      },
    },
  });
}

describe('the privacy manager', () => {
  it('"Your Privacy Choices" opens the purposes; Save sends only what changed', async () => {
    const sent: string[] = [];
    server.use(
      http.put(`${BASE}/user/:id/:choice`, async ({ params, request }) => {
        sent.push(`${String(params.choice)} ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Your Privacy Choices' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Privacy Choices' });
    const sale = screen.getByRole('checkbox', { name: /sale or sharing/ });
    expect(sale).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /sensitive personal information/ })).toBeChecked();
    await user.click(sale);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choices are saved.')).toBeInTheDocument();
    expect(sent).toEqual(['stateprivacy {"statePrivacy":{"enabled":true}}']);
    expect(dialog).toBeInTheDocument();
  });

  it('keeps sale and sharing off while the browser sends Global Privacy Control', async () => {
    const { user } = renderManager(true);
    await user.click(screen.getByRole('button', { name: 'Your Privacy Choices' }));
    const sale = screen.getByRole('checkbox', { name: /sale or sharing/ });
    expect(sale).not.toBeChecked();
    expect(sale).toBeDisabled();
    expect(screen.getByText(/Global Privacy Control signal/)).toBeInTheDocument();
  });
});
